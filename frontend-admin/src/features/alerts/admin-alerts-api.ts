/** The alerts tab reads its summary fresh each time it opens (digests go out all the time). */
import { generatedApi } from '../../api/generated';

export const adminAlertsApi = generatedApi.enhanceEndpoints({
  endpoints: {
    getAlertsSummary: { keepUnusedDataFor: 0 },
  },
});

export const { useGetAlertsSummaryQuery } = adminAlertsApi;
