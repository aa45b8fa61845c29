/** The Sources tab reads its list fresh each time (runs happen on the server's schedule). */
import { generatedApi } from '../../api/generated';

export const adminSourcesApi = generatedApi.enhanceEndpoints({
  endpoints: { listSources: { keepUnusedDataFor: 0 } },
});

export const {
  useListSourcesQuery,
  useCreateSourceMutation,
  useTestSourceMutation,
  useUpdateSourceMutation,
  useRunSourceMutation,
} = adminSourcesApi;
