import { adminApi, MUTATION_TAGS } from '../../api/admin-api';
import type { AdminJobDto } from '../../api/generated';

/**
 * A job's expiry as `GET /api/admin/jobs` answers it. Declared here until the CMS's generated API
 * code is regenerated from the contract (then these are AdminJobDto's own fields).
 */
export type JobWithExpiry = AdminJobDto & {
  /** The closing date set for the job; null: the default lifetime applies. */
  validThrough?: string | null;
  /** When it leaves the board; null: never by itself. */
  closesAt?: string | null;
  isExpired?: boolean;
};

/** `PUT /api/admin/jobs/{id}/valid-through` (setJobValidThrough): set, extend or remove. */
export const jobExpiryApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    setJobValidThrough: build.mutation<JobWithExpiry, { id: string; validThrough: string | null }>({
      query: ({ id, validThrough }) => ({
        url: `/api/admin/jobs/${encodeURIComponent(id)}/valid-through`,
        method: 'PUT',
        body: { validThrough },
      }),
      invalidatesTags: () => [...(MUTATION_TAGS.setJobValidThrough ?? [])],
    }),
  }),
});

export const { useSetJobValidThroughMutation } = jobExpiryApi;
