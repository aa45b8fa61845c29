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
  globalThis.fetch = (async (input: RequestInfo | URL, given?: RequestInit) => {
    // RTK Query sends a Request; record it as the URL and the init it was made from.
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), 'http://localhost'), given);
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const body = request.body ? await request.clone().text() : undefined;
    const init: RequestInit = {
      method,
      credentials: request.credentials,
      headers: request.headers,
      body,
    };
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
    return new Response(status === 204 ? null : text, {
      status,
      statusText: STATUS_CODES[status] ?? '',
      headers: { 'content-type': isText ? 'text/plain' : 'application/json', ...answer.headers },
    });
  }) as typeof fetch;
  return { calls, restore: () => (globalThis.fetch = original) };
}
