import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';

/** Cache tags: the lists a successful mutation refreshes (SPEC §4, DESIGN §6). */
export const TAG_TYPES = [
  'Session',
  'Jobs',
  'FeaturedJobs',
  'Teams',
  'Stats',
  'Users',
  'Pages',
  'Carousel',
  'Content',
] as const;

export interface RequestArgs {
  url: string;
  method?: string;
  params?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A non-ok answer: `message` reads "{status}: {body text}" (or the status text) per SPEC §8. */
export interface ApiError {
  status: number;
  message: string;
}

export interface ApiMeta {
  response?: Response;
}

/** Error message of any RTK Query error value, for toasts and error screens. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    return String((error as { message: unknown }).message);
  }
  return String(error);
}

export function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

function withQuery(url: string, params?: Record<string, unknown>): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    // Each filter is sent only when non-empty (SPEC §7).
    if (value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('Content-Type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}

/** Endpoints whose 401 answer means "nobody signed in" rather than an error. */
const NULL_ON_401 = new Set(['currentUser']);

/**
 * The one base query: sends cookies, JSON bodies with a JSON content type, and turns every
 * non-ok answer into `{status, message: "{status}: {body}"}`.
 */
export const fetchJson: BaseQueryFn<
  RequestArgs | string,
  unknown,
  ApiError,
  object,
  ApiMeta
> = async (args, api) => {
  const {
    url,
    method = 'GET',
    params,
    body,
    headers = {},
  } = typeof args === 'string' ? { url: args } : args;
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { ...headers },
    signal: api.signal,
  };
  if (body !== undefined) {
    if (body instanceof FormData || body instanceof Blob) {
      init.body = body;
    } else {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    }
  }
  let response: Response;
  try {
    response = await fetch(withQuery(url, params), init);
  } catch (e) {
    return { error: { status: 0, message: e instanceof Error ? e.message : String(e) } };
  }
  if (!response.ok) {
    if (response.status === 401 && NULL_ON_401.has(api.endpoint)) {
      return { data: null, meta: { response } };
    }
    const text = await response.text().catch(() => '');
    return {
      error: {
        status: response.status,
        message: `${response.status}: ${text || response.statusText}`,
      },
      meta: { response },
    };
  }
  try {
    return { data: await parseBody(response), meta: { response } };
  } catch (e) {
    return { error: { status: response.status, message: `${response.status}: ${String(e)}` } };
  }
};

/**
 * The shell's single RTK Query API. Endpoints are generated into `generated.ts` and tagged in
 * `api.ts`. Cache rules of SPEC §9: data never goes stale, no refetch on focus or reconnect, no
 * polling, no retries (the base query never retries).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchJson,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
