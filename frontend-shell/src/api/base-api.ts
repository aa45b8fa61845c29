import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery, type ApiBaseQuery } from './api-base-query';

export { errorMessage, errorStatus, type ApiError } from './api-base-query';

/** Cache tags: the lists a successful mutation refreshes. */
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

/** Endpoints whose 401 answer means "nobody signed in" rather than an error. */
const NULL_ON_401 = new Set(['currentUser']);

const fetchApi = apiBaseQuery();

/** The shared base query, where a 401 on the current-user read answers null (signed out). */
const baseQuery: ApiBaseQuery = async (args, api, extraOptions) => {
  const result = await fetchApi(args, api, extraOptions);
  if (result.error?.status === 401 && NULL_ON_401.has(api.endpoint)) {
    return { data: null, meta: result.meta };
  }
  return result;
};

/**
 * The shell's single RTK Query API. Endpoints are generated into `generated.ts` and tagged in
 * `api.ts`. Cache rules: data never goes stale, no refetch on focus or reconnect, no polling, no
 * retries (the base query never retries).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
