import type { AddressInfo } from 'node:net';
import createClient, { type Middleware } from 'openapi-fetch';
import { createTestApp } from './harness';
import { insertJobs } from './job-factory';
import type { paths } from './types/openapi-contract';

/** A client as an integrator builds it: generated from docs/openapi.json, cookies kept by hand. */
function contractClient(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  let cookie = '';
  const session: Middleware = {
    onRequest({ request }) {
      if (cookie) request.headers.set('cookie', cookie);
      return request;
    },
    onResponse({ response }) {
      const set = response.headers.getSetCookie();
      if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
      return response;
    },
  };
  client.use(session);
  return client;
}

describe('a typed client generated from the contract (openapi-typescript + openapi-fetch)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('signs up, signs in, lists and reads jobs', async () => {
    const [mid, , senior] = await insertJobs(t.app, [
      { positionTitle: 'Defensive Line Coach', level: 'mid', employmentType: 'full-time' },
      { positionTitle: 'Scouting Intern', level: null, employmentType: null },
      { positionTitle: 'Director of Scouting', level: 'senior', employmentType: null },
    ]);
    const credentials = { email: 'typed.client@example.com', password: 'typed-password' };

    const signUp = await contractClient(baseUrl).POST('/api/register', {
      body: { ...credentials, firstName: 'Tia', lastName: 'Typed', termsAccepted: true },
    });
    expect(signUp.response.status).toBe(201);
    expect(signUp.data?.email).toBe(credentials.email);

    const client = contractClient(baseUrl);
    const anonymous = await client.GET('/api/jobs');
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.error).toMatchObject({ statusCode: 401, error: 'Unauthorized' });

    const signIn = await client.POST('/api/login', { body: credentials });
    expect(signIn.data?.firstName).toBe('Tia');
    expect((await client.GET('/api/user')).data?.email).toBe(credentials.email);

    const all = await client.GET('/api/jobs', { params: { query: { limit: 10 } } });
    expect(all.data).toHaveLength(3);
    expect(all.response.headers.get('X-Total-Count')).toBe('3');
    // The comma form of a facet filter is part of the contract.
    const chosen = await client.GET('/api/jobs', {
      params: { query: { level: ['mid,senior'] } },
    });
    expect(chosen.data?.map((job) => job.id).sort()).toEqual([mid.id, senior.id].sort());

    const job = await client.GET('/api/jobs/{id}', { params: { path: { id: senior.id } } });
    expect(job.data).toMatchObject({
      positionTitle: 'Director of Scouting',
      level: 'senior',
      employmentType: null,
      status: 'open',
    });

    const missing = await client.GET('/api/jobs/{id}', {
      params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(missing.error).toEqual({
      statusCode: 404,
      message: 'Job not found',
      error: 'Not Found',
    });
  });
});
