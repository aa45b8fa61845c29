// The HTTP layer both frontends call the API through: RTK Query's fetchBaseQuery with one error
// type. The admin CMS imports this file from the shell's source (it has no other dependency).
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';

/** The body the backend answers every error with; `message` lists each problem of a bad input. */
export interface ServerErrorBody {
  statusCode: number;
  message: string | string[];
  error?: string;
}

/**
 * A failed call, the same in the shell and the CMS. `message` reads "{status}: {body text}" (the
 * status text when the body is empty): toasts and error screens show it as it is. `status` is the
 * HTTP status, or 'FETCH_ERROR' when no answer came (then `message` is the network error);
 * `body` is the answer's text, for messages that quote it separately.
 */
export interface ApiError {
  status: number | 'FETCH_ERROR';
  body: string;
  message: string;
}

export type ApiBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  object,
  FetchBaseQueryMeta
>;

/** Error bodies stay raw text (the status text when empty); others are parsed by content type. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text || response.statusText;
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}

/** Query parameters: a filter is sent only when it has a value (never empty or null). */
function nonEmptyParams(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  return query.toString();
}

export function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') {
    const body = typeof error.data === 'string' ? error.data : JSON.stringify(error.data ?? '');
    return { status: error.status, body, message: `${error.status}: ${body}` };
  }
  if (error.status === 'PARSING_ERROR') {
    const { originalStatus: status, error: body } = error;
    return { status, body, message: `${status}: ${body}` };
  }
  return { status: 'FETCH_ERROR', body: error.error, message: error.error };
}

/**
 * fetchBaseQuery with our rules: cookies always, JSON bodies as JSON, only non-empty query
 * parameters, never a retry, and every failure as an `ApiError`.
 */
export function apiBaseQuery(): ApiBaseQuery {
  const raw = fetchBaseQuery({
    credentials: 'include',
    responseHandler: readBody,
    paramsSerializer: nonEmptyParams,
  });
  return async (args, api, extraOptions) => {
    const result = await raw(args, api, extraOptions);
    return result.error ? { error: toApiError(result.error), meta: result.meta } : result;
  };
}

/** The message of any error value (an `ApiError`, an `Error`), for toasts and error screens. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    return String((error as { message: unknown }).message);
  }
  return String(error);
}

/** The HTTP status of a failed call; none when no answer came. */
export function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}
