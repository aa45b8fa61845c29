/**
 * The alerts tab reads its summary, and the users tab a member's alerts, fresh each time they
 * open (digests go out and members change alerts all the time).
 */
import { generatedApi } from '../../api/generated';

export const adminAlertsApi = generatedApi.enhanceEndpoints({
  endpoints: {
    getAlertsSummary: { keepUnusedDataFor: 0 },
    listUserAlerts: { keepUnusedDataFor: 0 },
  },
});

export const { useGetAlertsSummaryQuery, useListUserAlertsQuery } = adminAlertsApi;
