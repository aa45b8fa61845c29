/**
 * Cache rules of the job alert endpoints: the member's list is read once and refreshed by every
 * change to it.
 */
import { generatedApi } from '../../api/generated';

export const alertsApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['Alerts'],
  endpoints: {
    listAlerts: { providesTags: ['Alerts'] },
    createAlert: { invalidatesTags: ['Alerts'] },
    updateAlert: { invalidatesTags: ['Alerts'] },
    deleteAlert: { invalidatesTags: ['Alerts'] },
    stopAlert: { invalidatesTags: ['Alerts'] },
  },
});

export const {
  useListAlertsQuery,
  useCreateAlertMutation,
  useUpdateAlertMutation,
  useDeleteAlertMutation,
  useStopAlertMutation,
} = alertsApi;
