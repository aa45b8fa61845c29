import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, useRoutes } from 'react-router-dom';
import { installFakeFetch, type FakeFetch } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { markReload, shouldReloadFor } from './chunk-reload';
import { Providers } from './Providers';
import { declarativeRoutes } from './declarative-routes';
import { RouteErrorBoundary } from './RouteError';

function chunkError() {
  return Object.assign(new Error('Loading chunk 551 failed.\n(missing: /static/551.js)'), {
    name: 'ChunkLoadError',
  });
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('reload after a failed chunk load', () => {
  it('reloads once per build for a chunk that failed to load, never for other errors', () => {
    const storage = memoryStorage();
    expect(shouldReloadFor(new Error('boom'), storage, 'build-a')).toBe(false);
    expect(shouldReloadFor(chunkError(), storage, 'build-a')).toBe(true);
    markReload(storage, 'build-a');
    expect(shouldReloadFor(chunkError(), storage, 'build-a')).toBe(false);
    // A later deploy: the new build may reload once in its turn.
    expect(shouldReloadFor(chunkError(), storage, 'build-b')).toBe(true);
  });

  it('never reloads when the tab refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(shouldReloadFor(chunkError(), refusing, 'build-a')).toBe(false);
  });
});

describe('route error screen', () => {
  let fake: FakeFetch;
  afterEach(() => fake.restore());

  it('shows a friendly error with a way back home when a route fails', async () => {
    fake = installFakeFetch({});
    function Failing(): never {
      throw new Error('boom');
    }
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Providers>
        <MemoryRouter>
          <RouteErrorBoundary>
            <p>never shown</p>
            <Failing />
          </RouteErrorBoundary>
        </MemoryRouter>
      </Providers>,
    );
    error.mockRestore();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('never shown')).not.toBeInTheDocument();
  });
});

describe('a lazily loaded page whose code fails', () => {
  let fake: FakeFetch;
  afterEach(() => fake.restore());

  it('shows the error screen in the layout, and another address starts afresh', async () => {
    fake = installFakeFetch({});
    const routes = declarativeRoutes([
      {
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { path: '/broken', lazy: () => Promise.reject(new Error('syntax error in the chunk')) },
          { path: '/fine', lazy: async () => ({ Component: () => <p>fine page</p> }) },
        ],
      },
    ]);
    function Pages() {
      return (
        <>
          {useRoutes(routes)}
          <Link to="/fine">Elsewhere</Link>
        </>
      );
    }
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <Providers>
          <MemoryRouter initialEntries={['/broken']}>
            <Pages />
          </MemoryRouter>
        </Providers>,
      );
      expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
      await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
      expect(await screen.findByText('fine page')).toBeVisible();
    } finally {
      error.mockRestore();
    }
  });
});

describe('first visit of a lazily loaded page', () => {
  let fake: FakeFetch;
  afterEach(() => fake.restore());

  it('shows a spinner inside the layout while its code loads, without a router warning', async () => {
    fake = installFakeFetch({
      'GET /api/user': { status: 401 },
      'GET /api/custom-pages': { body: [] },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      renderApp('/auth');
      expect(screen.getByRole('status')).toHaveTextContent('Loading the page');
      // The page's code compiles on first import here: allow a loaded machine time.
      expect(
        await screen.findByRole('form', { name: 'Sign In' }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(warn.mock.calls.flat().join(' ')).not.toMatch(/HydrateFallback/);
    } finally {
      warn.mockRestore();
    }
  });
});
