import { generatedApi } from '../../api/generated';

/**
 * Saved jobs with their cache tag: saving or removing refreshes the list; signing in or out
 * ('Jobs' is invalidated then) refreshes it too, so one member never sees another's.
 */
export const savedJobsApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['SavedJobs'],
  endpoints: {
    listSavedJobs: { providesTags: ['SavedJobs', 'Jobs'] },
    saveJob: { invalidatesTags: ['SavedJobs'] },
    unsaveJob: { invalidatesTags: ['SavedJobs'] },
  },
});

export const { useListSavedJobsQuery, useSaveJobMutation, useUnsaveJobMutation } = savedJobsApi;
