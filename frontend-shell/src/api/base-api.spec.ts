import { waitFor } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { installFakeFetch, type FakeFetch } from '../test/fake-fetch';
import { api } from './api';
import { baseApi } from './base-api';

function store() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (d) => d().concat(baseApi.middleware),
  });
}

let fake: FakeFetch;
afterEach(() => fake.restore());

describe('base query', () => {
  it('treats a 401 on the user read as signed out (null)', async () => {
    fake = installFakeFetch({
      'GET /api/user': { status: 401, body: { message: 'Unauthorized' } },
    });
    const s = store();
    const result = await s.dispatch(api.endpoints.currentUser.initiate());
    expect(result.data).toBeNull();
    expect(result.isError).toBe(false);
    expect(fake.calls[0].init?.credentials).toBe('include');
  });

  it('reports any other non-ok answer as "{status}: {body}"', async () => {
    fake = installFakeFetch({
      'POST /api/login': { status: 401, body: 'Invalid email or password' },
    });
    const s = store();
    const result = await s.dispatch(
      api.endpoints.login.initiate({ loginDto: { email: 'a@b.co', password: 'wrong12' } }),
    );
    expect(result.error).toMatchObject({ status: 401, message: '401: Invalid email or password' });
    const call = fake.calls[0];
    expect(new Headers(call.init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(call.init?.body))).toEqual({ email: 'a@b.co', password: 'wrong12' });
  });

  it('uses the status text when the body is empty', async () => {
    fake = installFakeFetch({ 'GET /api/stats': { status: 503 } });
    const result = await store().dispatch(api.endpoints.getStats.initiate());
    expect(result.error).toMatchObject({ status: 503, message: '503: Service Unavailable' });
  });

  it('sends only non-empty filters and reads the total from X-Total-Count', async () => {
    fake = installFakeFetch({
      'GET /api/jobs': { body: [], headers: { 'X-Total-Count': '57' } },
    });
    const result = await store().dispatch(
      api.endpoints.listJobsPages.initiate({
        position: 'coach',
        teamName: '',
        location: undefined,
      }),
    );
    expect(fake.calls[0].url.search).toBe('?position=coach&limit=24&offset=0');
    expect(result.data?.pages[0]).toEqual({ jobs: [], total: 57 });
  });

  it('sets the signed-in user from the login answer', async () => {
    const user = {
      id: '1',
      email: 'a@b.co',
      firstName: 'A',
      lastName: 'B',
      isAdmin: false,
      createdAt: '',
    };
    fake = installFakeFetch({
      'GET /api/user': { status: 401 },
      'POST /api/login': { body: user },
    });
    const s = store();
    await s.dispatch(api.endpoints.currentUser.initiate());
    await s.dispatch(
      api.endpoints.login.initiate({ loginDto: { email: 'a@b.co', password: 'secret1' } }),
    );
    const current = () => api.endpoints.currentUser.select()(s.getState()).data;
    await waitFor(() => expect(current()).toEqual(user));
  });
});
