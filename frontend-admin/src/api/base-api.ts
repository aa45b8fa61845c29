import { createApi } from '@reduxjs/toolkit/query/react';
// The one HTTP layer and error type of both frontends lives with the shell.
import { apiBaseQuery } from '../../../frontend-shell/src/api/api-base-query';
import { DATA_TAGS } from './data-tags';

export type { ApiError } from '../../../frontend-shell/src/api/api-base-query';

/**
 * The one RTK Query API of the CMS. Cache rules: no refetch on focus or reconnect, data never
 * expires, no retries (fetchBaseQuery never retries). Generated endpoints are injected from
 * ./generated.ts; tags are attached in ./admin-api.ts.
 */
export const baseApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: apiBaseQuery(),
  tagTypes: DATA_TAGS,
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
