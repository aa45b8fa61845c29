import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { DATA_TAGS } from './data-tags';

/**
 * A failed call (SPEC §8): `message` reads "{status}: {body text}" (the status text when the body
 * is empty); `status` and `body` stay available for messages that quote them separately.
 */
export interface ApiError {
  status: number | 'FETCH_ERROR';
  body: string;
  message: string;
}

/** Keeps the raw text of error bodies; successful bodies are parsed by their content type. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text || response.statusText;
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  responseHandler: readBody,
});

export function toApiError(error: { status: unknown; data?: unknown; error?: string }): ApiError {
  if (typeof error.status === 'number') {
    const body = typeof error.data === 'string' ? error.data : JSON.stringify(error.data ?? '');
    return { status: error.status, body, message: `${error.status}: ${body}` };
  }
  const body = error.error ?? String(error.status);
  return { status: 'FETCH_ERROR', body, message: body };
}

export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error) return { error: toApiError(result.error), meta: result.meta };
  return result;
};

/**
 * The one RTK Query API of the CMS. Cache rules of SPEC §9: no refetch on focus or reconnect,
 * data never expires, no retries (fetchBaseQuery never retries). Generated endpoints are injected
 * from ./generated.ts; tags are attached in ./admin-api.ts.
 */
export const baseApi = createApi({
  reducerPath: 'adminApi',
  baseQuery,
  tagTypes: DATA_TAGS,
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
