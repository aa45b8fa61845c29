import { generatedApi } from '../../api/generated';

/** The analytics report, refetched with the jobs (a CSV import or clearing changes it). */
const analyticsApi = generatedApi.enhanceEndpoints({
  endpoints: { getAnalytics: { providesTags: ['Jobs'] } },
});

export const { useGetAnalyticsQuery } = analyticsApi;

/** The CSV export's address: a plain download link (the session cookie goes with it). */
export const analyticsExportUrl = (days: number) => `/api/admin/analytics/export?days=${days}`;
