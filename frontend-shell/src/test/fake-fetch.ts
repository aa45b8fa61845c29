import { STATUS_CODES } from 'node:http';

/**
 * A fake `fetch` for unit tests: answers by "METHOD path" (query string ignored unless given); an
 * answer may be a promise, to hold a request open.
 */
export type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type FakeRoutes = Record<
  string,
  FakeAnswer | ((url: URL, init?: RequestInit) => FakeAnswer | Promise<FakeAnswer>)
>;

export interface FakeFetch {
  calls: Array<{ method: string; url: URL; init?: RequestInit }>;
  restore: () => void;
}

export function installFakeFetch(routes: FakeRoutes): FakeFetch {
  const original = globalThis.fetch;
  const calls: FakeFetch['calls'] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, url, init });
    const route =
      routes[`${method} ${url.pathname}${url.search}`] ?? routes[`${method} ${url.pathname}`];
    const answer =
      typeof route === 'function'
        ? await route(url, init)
        : (route ?? { status: 404, body: 'Not Found' });
    const status = answer.status ?? 200;
    const isText = typeof answer.body === 'string';
    const text =
      answer.body === undefined ? '' : isText ? String(answer.body) : JSON.stringify(answer.body);
    const headers = new Map(
      Object.entries({
        'content-type': isText ? 'text/plain' : 'application/json',
        ...Object.fromEntries(
          Object.entries(answer.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
        ),
      }),
    );
    // jsdom has no Response: a minimal one with what the base query reads.
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: STATUS_CODES[status] ?? '',
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
      text: async () => (status === 204 ? '' : text),
    } as unknown as Response;
  }) as typeof fetch;
  return { calls, restore: () => (globalThis.fetch = original) };
}
