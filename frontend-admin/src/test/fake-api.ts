/**
 * A fake of the backend for unit tests: `fetch` answers from a route table
 * ("METHOD /path" → answer or handler) and records every call. Unknown routes answer 404.
 */
export interface FakeCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  request: Request;
}

export interface FakeAnswer {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

export type FakeRoute = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    const raw = type.includes('json') ? await request.clone().text() : null;
    const call: FakeCall = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      body: raw ? JSON.parse(raw) : null,
      request,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer: FakeAnswer = route
      ? typeof route === 'function'
        ? await route(call)
        : route
      : { status: 404, text: `no fake route for ${call.method} ${call.path}` };
    const status = answer.status ?? 200;
    if (answer.json !== undefined) {
      return new Response(JSON.stringify(answer.json), {
        status,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    }
    return new Response(status === 204 ? null : (answer.text ?? ''), {
      status,
      headers: answer.headers,
    });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    calls,
    fetchMock,
    /** Calls to one route, e.g. `callsTo('PUT /api/admin/content/homepage')`. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}
