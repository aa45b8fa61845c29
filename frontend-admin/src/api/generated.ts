import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAlertsSummary: build.query<GetAlertsSummaryApiResponse, GetAlertsSummaryApiArg>({
      query: () => ({ url: `/api/admin/alerts/summary` }),
    }),
    getAnalytics: build.query<GetAnalyticsApiResponse, GetAnalyticsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/analytics`,
        params: {
          days: queryArg.days != null ? encodeURIComponent(String(queryArg.days)) : undefined,
        },
      }),
    }),
    exportAnalytics: build.query<ExportAnalyticsApiResponse, ExportAnalyticsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/analytics/export`,
        params: {
          days: queryArg.days != null ? encodeURIComponent(String(queryArg.days)) : undefined,
        },
      }),
    }),
    createCarouselImage: build.mutation<CreateCarouselImageApiResponse, CreateCarouselImageApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/carousel-images`,
        method: 'POST',
        body: queryArg.createCarouselImageDto,
      }),
    }),
    deleteCarouselImage: build.mutation<DeleteCarouselImageApiResponse, DeleteCarouselImageApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/carousel-images/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
      }),
    }),
    createCarouselUploadUrl: build.mutation<
      CreateCarouselUploadUrlApiResponse,
      CreateCarouselUploadUrlApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/carousel-images/upload-url`,
        method: 'POST',
        body: queryArg.createUploadUrlDto,
      }),
    }),
    getPageContent: build.query<GetPageContentApiResponse, GetPageContentApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/content/${encodeURIComponent(String(queryArg.pageKey))}`,
      }),
    }),
    updatePageContent: build.mutation<UpdatePageContentApiResponse, UpdatePageContentApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/content/${encodeURIComponent(String(queryArg.pageKey))}`,
        method: 'PUT',
        body: queryArg.updateSiteContentDto,
      }),
    }),
    createCustomPage: build.mutation<CreateCustomPageApiResponse, CreateCustomPageApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/custom-pages`,
        method: 'POST',
        body: queryArg.createCustomPageDto,
      }),
    }),
    updateCustomPage: build.mutation<UpdateCustomPageApiResponse, UpdateCustomPageApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/custom-pages/${encodeURIComponent(String(queryArg.id))}`,
        method: 'PUT',
        body: queryArg.updateCustomPageDto,
      }),
    }),
    deleteCustomPage: build.mutation<DeleteCustomPageApiResponse, DeleteCustomPageApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/custom-pages/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
      }),
    }),
    listAdminJobs: build.query<ListAdminJobsApiResponse, ListAdminJobsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/jobs`,
        params: {
          limit: queryArg.limit != null ? encodeURIComponent(String(queryArg.limit)) : undefined,
          offset: queryArg.offset != null ? encodeURIComponent(String(queryArg.offset)) : undefined,
        },
      }),
    }),
    setJobActive: build.mutation<SetJobActiveApiResponse, SetJobActiveApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/jobs/${encodeURIComponent(String(queryArg.id))}/active`,
        method: 'PUT',
        body: queryArg.setJobActiveDto,
      }),
    }),
    setJobClassification: build.mutation<
      SetJobClassificationApiResponse,
      SetJobClassificationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/jobs/${encodeURIComponent(String(queryArg.id))}/classification`,
        method: 'PUT',
        body: queryArg.setJobClassificationDto,
      }),
    }),
    setJobFeatured: build.mutation<SetJobFeaturedApiResponse, SetJobFeaturedApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/jobs/${encodeURIComponent(String(queryArg.id))}/featured`,
        method: 'PUT',
        body: queryArg.setJobFeaturedDto,
      }),
    }),
    unlockJobFields: build.mutation<UnlockJobFieldsApiResponse, UnlockJobFieldsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/jobs/${encodeURIComponent(String(queryArg.id))}/locked-fields`,
        method: 'DELETE',
      }),
    }),
    setJobPay: build.mutation<SetJobPayApiResponse, SetJobPayApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/jobs/${encodeURIComponent(String(queryArg.id))}/pay`,
        method: 'PUT',
        body: queryArg.setJobPayDto,
      }),
    }),
    setJobValidThrough: build.mutation<SetJobValidThroughApiResponse, SetJobValidThroughApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/jobs/${encodeURIComponent(String(queryArg.id))}/valid-through`,
        method: 'PUT',
        body: queryArg.setJobValidThroughDto,
      }),
    }),
    clearAllJobs: build.mutation<ClearAllJobsApiResponse, ClearAllJobsApiArg>({
      query: () => ({ url: `/api/admin/jobs/clear-all`, method: 'DELETE' }),
    }),
    listSources: build.query<ListSourcesApiResponse, ListSourcesApiArg>({
      query: () => ({ url: `/api/admin/sources` }),
    }),
    createSource: build.mutation<CreateSourceApiResponse, CreateSourceApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/sources`,
        method: 'POST',
        body: queryArg.createSourceDto,
      }),
    }),
    updateSource: build.mutation<UpdateSourceApiResponse, UpdateSourceApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/sources/${encodeURIComponent(String(queryArg.id))}`,
        method: 'PATCH',
        body: queryArg.updateSourceDto,
      }),
    }),
    deleteSource: build.mutation<DeleteSourceApiResponse, DeleteSourceApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/sources/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
      }),
    }),
    runSource: build.mutation<RunSourceApiResponse, RunSourceApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/sources/${encodeURIComponent(String(queryArg.id))}/run`,
        method: 'POST',
      }),
    }),
    listSourceRuns: build.query<ListSourceRunsApiResponse, ListSourceRunsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/sources/${encodeURIComponent(String(queryArg.id))}/runs`,
      }),
    }),
    testSource: build.mutation<TestSourceApiResponse, TestSourceApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/sources/test`,
        method: 'POST',
        body: queryArg.sourceTargetDto,
      }),
    }),
    listTeamLogos: build.query<ListTeamLogosApiResponse, ListTeamLogosApiArg>({
      query: () => ({ url: `/api/admin/team-logos` }),
    }),
    updateTeamLogo: build.mutation<UpdateTeamLogoApiResponse, UpdateTeamLogoApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/team-logos/${encodeURIComponent(String(queryArg.teamName))}`,
        method: 'PUT',
        body: queryArg.updateTeamLogoDto,
      }),
    }),
    createTeamLogoUploadUrl: build.mutation<
      CreateTeamLogoUploadUrlApiResponse,
      CreateTeamLogoUploadUrlApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/team-logos/upload-url`,
        method: 'POST',
        body: queryArg.createUploadUrlDto,
      }),
    }),
    uploadJobsCsv: build.mutation<UploadJobsCsvApiResponse, UploadJobsCsvApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/upload-csv`,
        method: 'POST',
        body: queryArg.body,
        params: {
          importId:
            queryArg.importId != null ? encodeURIComponent(String(queryArg.importId)) : undefined,
        },
      }),
    }),
    getCsvImportProgress: build.query<GetCsvImportProgressApiResponse, GetCsvImportProgressApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/upload-csv/progress/${encodeURIComponent(String(queryArg.importId))}`,
      }),
    }),
    listUsers: build.query<ListUsersApiResponse, ListUsersApiArg>({
      query: () => ({ url: `/api/admin/users` }),
    }),
    deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
      }),
    }),
    setUserAdmin: build.mutation<SetUserAdminApiResponse, SetUserAdminApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users/${encodeURIComponent(String(queryArg.id))}/admin`,
        method: 'PATCH',
        body: queryArg.setUserAdminDto,
      }),
    }),
    listUserAlerts: build.query<ListUserAlertsApiResponse, ListUserAlertsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users/${encodeURIComponent(String(queryArg.id))}/alerts`,
      }),
    }),
    setUserPassword: build.mutation<SetUserPasswordApiResponse, SetUserPasswordApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users/${encodeURIComponent(String(queryArg.id))}/password`,
        method: 'PATCH',
        body: queryArg.setUserPasswordDto,
      }),
    }),
    exportUsers: build.query<ExportUsersApiResponse, ExportUsersApiArg>({
      query: () => ({ url: `/api/admin/users/export` }),
    }),
    listCarouselImages: build.query<ListCarouselImagesApiResponse, ListCarouselImagesApiArg>({
      query: () => ({ url: `/api/carousel-images` }),
    }),
    listCustomPages: build.query<ListCustomPagesApiResponse, ListCustomPagesApiArg>({
      query: () => ({ url: `/api/custom-pages` }),
    }),
    getCustomPage: build.query<GetCustomPageApiResponse, GetCustomPageApiArg>({
      query: (queryArg) => ({
        url: `/api/custom-pages/${encodeURIComponent(String(queryArg.slug))}`,
      }),
    }),
    getJobTaxonomy: build.query<GetJobTaxonomyApiResponse, GetJobTaxonomyApiArg>({
      query: () => ({ url: `/api/jobs/taxonomy` }),
    }),
    getStats: build.query<GetStatsApiResponse, GetStatsApiArg>({
      query: () => ({ url: `/api/stats` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type GetAlertsSummaryApiResponse = /** status 200  */ AlertsSummaryDto;
export type GetAlertsSummaryApiArg = void;
export type GetAnalyticsApiResponse = /** status 200  */ AnalyticsReportDto;
export type GetAnalyticsApiArg = {
  /** How many days back, today (UTC) included */
  days?: 7 | 30 | 90;
};
export type ExportAnalyticsApiResponse = unknown;
export type ExportAnalyticsApiArg = {
  /** How many days back, today (UTC) included */
  days?: 7 | 30 | 90;
};
export type CreateCarouselImageApiResponse = /** status 201  */ CarouselImageDto;
export type CreateCarouselImageApiArg = {
  createCarouselImageDto: CreateCarouselImageDto;
};
export type DeleteCarouselImageApiResponse = unknown;
export type DeleteCarouselImageApiArg = {
  id: string;
};
export type CreateCarouselUploadUrlApiResponse = /** status 201  */ UploadUrlDto;
export type CreateCarouselUploadUrlApiArg = {
  createUploadUrlDto: CreateUploadUrlDto;
};
export type GetPageContentApiResponse = /** status 200  */ SiteContentDto;
export type GetPageContentApiArg = {
  pageKey: string;
};
export type UpdatePageContentApiResponse = /** status 200  */ SiteContentDto;
export type UpdatePageContentApiArg = {
  pageKey: string;
  updateSiteContentDto: UpdateSiteContentDto;
};
export type CreateCustomPageApiResponse = /** status 201  */ CustomPageDto;
export type CreateCustomPageApiArg = {
  createCustomPageDto: CreateCustomPageDto;
};
export type UpdateCustomPageApiResponse = /** status 200  */ CustomPageDto;
export type UpdateCustomPageApiArg = {
  id: string;
  updateCustomPageDto: UpdateCustomPageDto;
};
export type DeleteCustomPageApiResponse = unknown;
export type DeleteCustomPageApiArg = {
  id: string;
};
export type ListAdminJobsApiResponse = /** status 200  */ AdminJobListItemDto[];
export type ListAdminJobsApiArg = {
  limit?: number;
  offset?: number;
};
export type SetJobActiveApiResponse = /** status 200  */ AdminJobDto;
export type SetJobActiveApiArg = {
  id: string;
  setJobActiveDto: SetJobActiveDto;
};
export type SetJobClassificationApiResponse = /** status 200  */ AdminJobDto;
export type SetJobClassificationApiArg = {
  id: string;
  setJobClassificationDto: SetJobClassificationDto;
};
export type SetJobFeaturedApiResponse = /** status 200  */ AdminJobDto;
export type SetJobFeaturedApiArg = {
  id: string;
  setJobFeaturedDto: SetJobFeaturedDto;
};
export type UnlockJobFieldsApiResponse = /** status 200  */ AdminJobDto;
export type UnlockJobFieldsApiArg = {
  id: string;
};
export type SetJobPayApiResponse = /** status 200  */ AdminJobDto;
export type SetJobPayApiArg = {
  id: string;
  setJobPayDto: SetJobPayDto;
};
export type SetJobValidThroughApiResponse = /** status 200  */ AdminJobDto;
export type SetJobValidThroughApiArg = {
  id: string;
  setJobValidThroughDto: SetJobValidThroughDto;
};
export type ClearAllJobsApiResponse = /** status 200  */ ClearJobsResultDto;
export type ClearAllJobsApiArg = void;
export type ListSourcesApiResponse = /** status 200  */ SourceDto[];
export type ListSourcesApiArg = void;
export type CreateSourceApiResponse = /** status 200  */ SourceDto;
export type CreateSourceApiArg = {
  createSourceDto: CreateSourceDto;
};
export type UpdateSourceApiResponse = /** status 200  */ SourceDto;
export type UpdateSourceApiArg = {
  id: string;
  updateSourceDto: UpdateSourceDto;
};
export type DeleteSourceApiResponse = unknown;
export type DeleteSourceApiArg = {
  id: string;
};
export type RunSourceApiResponse = /** status 200  */ SourceRunDto;
export type RunSourceApiArg = {
  id: string;
};
export type ListSourceRunsApiResponse = /** status 200  */ SourceRunDto[];
export type ListSourceRunsApiArg = {
  id: string;
};
export type TestSourceApiResponse = /** status 200  */ SourcePreviewDto;
export type TestSourceApiArg = {
  sourceTargetDto: SourceTargetDto;
};
export type ListTeamLogosApiResponse = /** status 200  */ TeamLogoDto[];
export type ListTeamLogosApiArg = void;
export type UpdateTeamLogoApiResponse = /** status 200  */ TeamLogoDto;
export type UpdateTeamLogoApiArg = {
  /** The team name, URL-encoded (any Unicode) */
  teamName: string;
  updateTeamLogoDto: UpdateTeamLogoDto;
};
export type CreateTeamLogoUploadUrlApiResponse = /** status 201  */ UploadUrlDto;
export type CreateTeamLogoUploadUrlApiArg = {
  createUploadUrlDto: CreateUploadUrlDto;
};
export type UploadJobsCsvApiResponse = /** status 200  */ CsvImportResultDto;
export type UploadJobsCsvApiArg = {
  /** An id the client chose; GET /api/admin/upload-csv/progress/{importId} follows it */
  importId?: string;
  body: {
    csvFile: Blob;
  };
};
export type GetCsvImportProgressApiResponse = /** status 200  */ CsvImportProgressDto;
export type GetCsvImportProgressApiArg = {
  importId: string;
};
export type ListUsersApiResponse = /** status 200  */ AdminUserDto[];
export type ListUsersApiArg = void;
export type DeleteUserApiResponse = unknown;
export type DeleteUserApiArg = {
  id: string;
};
export type SetUserAdminApiResponse = /** status 200  */ UserDto;
export type SetUserAdminApiArg = {
  id: string;
  setUserAdminDto: SetUserAdminDto;
};
export type ListUserAlertsApiResponse = /** status 200  */ AlertDto[];
export type ListUserAlertsApiArg = {
  id: string;
};
export type SetUserPasswordApiResponse = unknown;
export type SetUserPasswordApiArg = {
  id: string;
  setUserPasswordDto: SetUserPasswordDto;
};
export type ExportUsersApiResponse = /** status 200 The CSV file */ string;
export type ExportUsersApiArg = void;
export type ListCarouselImagesApiResponse = /** status 200  */ CarouselImageDto[];
export type ListCarouselImagesApiArg = void;
export type ListCustomPagesApiResponse = /** status 200  */ CustomPageSummaryDto[];
export type ListCustomPagesApiArg = void;
export type GetCustomPageApiResponse = /** status 200  */ CustomPageDto;
export type GetCustomPageApiArg = {
  slug: string;
};
export type GetJobTaxonomyApiResponse = /** status 200  */ JobTaxonomyDto;
export type GetJobTaxonomyApiArg = void;
export type GetStatsApiResponse = /** status 200  */ StatsDto;
export type GetStatsApiArg = void;
export type AlertCountsDto = {
  total: number;
  paused: number;
  instant: number;
  daily: number;
  weekly: number;
};
export type AlertMailDayDto = {
  /** UTC day the digests were built */
  day: string;
  /** Accepted by the mail server */
  sent: number;
  /** Waiting for a first or next attempt */
  pending: number;
  /** Refused for good, or possibly lost mid-send */
  failed: number;
};
export type AlertSweepRunDto = {
  /** Increases with each recorded sweep */
  id: number;
  at: string;
  sent: number;
  empty: number;
  /** Members who do not receive alerts now */
  notReceiving: number;
  /** Alerts another replica handled at the same moment */
  taken: number;
  /** Alerts that failed and are retried next time */
  failed: number;
};
export type AlertsSummaryDto = {
  alerts: AlertCountsDto;
  /** The last 14 days, newest first */
  days: AlertMailDayDto[];
  lastSentAt: string | null;
  /** The last sweeps, whichever replica ran them, newest first */
  lastRuns: AlertSweepRunDto[];
};
export type ErrorDto = {
  /** The HTTP status code */
  statusCode: number;
  /** What went wrong, for people; validation errors list one message per bad field or value */
  message: string | string[];
  /** The HTTP status text */
  error: string;
};
export type AnalyticsDayDto = {
  day: string;
  views: number;
  applyClicks: number;
  saves: number;
  newMembers: number;
};
export type ViewSource = 'board' | 'search' | 'alert' | 'other' | 'direct';
export type AnalyticsSourceDto = {
  source: ViewSource;
  views: number;
};
export type AnalyticsRankDto = {
  /** Top jobs only */
  jobId?: string;
  /** Top jobs only */
  positionTitle?: string;
  teamName: string;
  views: number;
  applyClicks: number;
  /** Apply clicks per page view (0 without views); above 1 when many clicks came straight from board cards */
  clickThroughRate: number;
};
export type AnalyticsReportDto = {
  from: string;
  to: string;
  /** Every day of the period, oldest first */
  days: AnalyticsDayDto[];
  sources: AnalyticsSourceDto[];
  /** At most 10 */
  topJobs: AnalyticsRankDto[];
  /** At most 10 */
  topTeams: AnalyticsRankDto[];
};
export type CarouselImageDto = {
  id: string;
  imageUrl: string | null;
  imagePath: string | null;
  originalFileName: string | null;
  altText: string | null;
  /** A number kept as text; lists sort it numerically */
  sortOrder: string;
  isActive: boolean;
  createdAt: string;
};
export type CreateCarouselImageDto = {
  /** The imagePath answered by the upload-url call, after the file was PUT */
  imagePath: string;
  originalFileName?: string;
  /** Defaults to the original file name when empty */
  altText?: string;
  /** Display order, a whole number (sent as a number or a numeric string); default 0 */
  sortOrder?: string | number;
};
export type UploadUrlDto = {
  /** PUT the raw file here within 10 minutes, once. A same-site path (local storage) or a presigned URL of the object store. */
  uploadUrl: string;
  /** Names the upload when creating the record that uses it */
  imagePath: string;
};
export type CreateUploadUrlDto = {
  fileName: string;
};
export type SiteContentDto = {
  pageId: string;
  content: {
    [key: string]: any;
  };
  updatedAt: string;
};
export type UpdateSiteContentDto = {
  /** The whole content of the page (a JSON object, at most 64 KB) */
  content: {
    [key: string]: any;
  };
};
export type CustomPageDto = {
  id: string;
  slug: string;
  title: string;
  isActive: boolean;
  /** Sanitised HTML; absent when the page is inactive and the caller is not an admin */
  content?: string;
  /** Footer column; null: shown under company: job-seekers, organizations, company */
  footerSection?: ('job-seekers' | 'organizations' | 'company' | null) | null;
  footerOrder?: string;
  createdAt?: string;
  updatedAt?: string;
};
export type CreateCustomPageDto = {
  title: string;
  slug: string;
  /** HTML or plain text (line breaks kept); sanitised with an allowlist when saved */
  content: string;
  /** Footer column; null: shown under company: job-seekers, organizations, company */
  footerSection?: ('job-seekers' | 'organizations' | 'company' | null) | null;
  /** Display order in its footer column: a whole number, as text or number; default 0 */
  footerOrder?: string | number;
  isActive?: boolean;
};
export type UpdateCustomPageDto = {
  title?: string;
  slug?: string;
  /** HTML or plain text (line breaks kept); sanitised with an allowlist when saved */
  content?: string;
  /** Footer column; null: shown under company: job-seekers, organizations, company */
  footerSection?: ('job-seekers' | 'organizations' | 'company' | null) | null;
  /** Display order in its footer column: a whole number, as text or number; default 0 */
  footerOrder?: string | number;
  isActive?: boolean;
};
export type Department =
  | 'coaching'
  | 'scouting'
  | 'analytics'
  | 'business'
  | 'marketing'
  | 'sales'
  | 'football-operations'
  | 'medical'
  | 'other';
export type PayUnit = 'hour' | 'day' | 'week' | 'month' | 'year';
export type PayRangeDto = {
  min: number | null;
  max: number | null;
  /** ISO 4217 code */
  currency?: string;
  unit: PayUnit;
};
export type AdminJobListItemDto = {
  id: string;
  teamName: string;
  positionTitle: string;
  location: string;
  applyUrl: string;
  description: string | null;
  datePosted: string;
  isFeatured: boolean;
  /** The team's display logo: the custom logo when set, else the automatic one */
  teamLogoUrl: string | null;
  /** The team's initials (shown when there is no logo) */
  teamInitials: string;
  department: Department;
  /** Employment type slug; null when unknown: full-time, part-time, internship, seasonal, contract */
  employmentType:
    ('full-time' | 'part-time' | 'internship' | 'seasonal' | 'contract' | null) | null;
  /** Level slug; null when unknown: entry, mid, senior, executive */
  level: ('entry' | 'mid' | 'senior' | 'executive' | null) | null;
  /** The pay range; absent when the job lists none */
  pay?: PayRangeDto;
  /** Where the work happens; null when not stated: on-site, hybrid, remote */
  workplaceType: ('on-site' | 'hybrid' | 'remote' | null) | null;
  /** Remote jobs: where applicants may live, `US` (the whole country) or US state codes; empty otherwise */
  remoteRegions: string[];
  isActive: boolean;
  /** The closing date set for this job (CSV valid_through or admin edit); null: the default lifetime applies */
  validThrough: string | null;
  /** When the job leaves the board: validThrough, else JOB_LIFETIME_DAYS after it arrived; null: never by itself */
  closesAt: string | null;
  /** Past its closing moment: off the board until extended */
  isExpired: boolean;
  /** The job source it comes from (docs/product.md#job-sources); null: by hand or CSV */
  sourceId: string | null;
  /** Fields an admin edited by hand on a sourced job: source runs leave them alone */
  lockedFields: string[];
  /** Page views in the last 30 days (UTC), today included */
  views30d: number;
  /** Apply clicks in the last 30 days (UTC), today included */
  applyClicks30d: number;
};
export type AdminJobDto = {
  id: string;
  teamName: string;
  positionTitle: string;
  location: string;
  applyUrl: string;
  description: string | null;
  datePosted: string;
  isFeatured: boolean;
  /** The team's display logo: the custom logo when set, else the automatic one */
  teamLogoUrl: string | null;
  /** The team's initials (shown when there is no logo) */
  teamInitials: string;
  department: Department;
  /** Employment type slug; null when unknown: full-time, part-time, internship, seasonal, contract */
  employmentType:
    ('full-time' | 'part-time' | 'internship' | 'seasonal' | 'contract' | null) | null;
  /** Level slug; null when unknown: entry, mid, senior, executive */
  level: ('entry' | 'mid' | 'senior' | 'executive' | null) | null;
  /** The pay range; absent when the job lists none */
  pay?: PayRangeDto;
  /** Where the work happens; null when not stated: on-site, hybrid, remote */
  workplaceType: ('on-site' | 'hybrid' | 'remote' | null) | null;
  /** Remote jobs: where applicants may live, `US` (the whole country) or US state codes; empty otherwise */
  remoteRegions: string[];
  isActive: boolean;
  /** The closing date set for this job (CSV valid_through or admin edit); null: the default lifetime applies */
  validThrough: string | null;
  /** When the job leaves the board: validThrough, else JOB_LIFETIME_DAYS after it arrived; null: never by itself */
  closesAt: string | null;
  /** Past its closing moment: off the board until extended */
  isExpired: boolean;
  /** The job source it comes from (docs/product.md#job-sources); null: by hand or CSV */
  sourceId: string | null;
  /** Fields an admin edited by hand on a sourced job: source runs leave them alone */
  lockedFields: string[];
};
export type SetJobActiveDto = {
  isActive: boolean;
};
export type SetJobClassificationDto = {
  department?: Department;
  /** Employment type slug; null clears it: full-time, part-time, internship, seasonal, contract */
  employmentType?:
    ('full-time' | 'part-time' | 'internship' | 'seasonal' | 'contract' | null) | null;
  /** Level slug; null clears it: entry, mid, senior, executive */
  level?: ('entry' | 'mid' | 'senior' | 'executive' | null) | null;
};
export type SetJobFeaturedDto = {
  isFeatured: boolean;
};
export type SetJobPayDto = {
  /** null removes the pay range */
  pay: PayRangeDto | null;
  /** Where the work happens; null: not stated: on-site, hybrid, remote */
  workplaceType: ('on-site' | 'hybrid' | 'remote' | null) | null;
  /** Remote jobs only: `US` or US state codes where applicants may live (default US) */
  remoteRegions?: string[];
};
export type SetJobValidThroughDto = {
  /** The closing date: an ISO 8601 date-time, or a date (YYYY-MM-DD) meaning the whole day (until 23:59:59 UTC). null removes it: the job then closes JOB_LIFETIME_DAYS after it arrived. A past date closes the job at once. */
  validThrough: string | null;
};
export type ClearJobsResultDto = {
  /** How many jobs were deleted */
  deletedCount: number;
};
export type SourceProvider = 'greenhouse' | 'lever' | 'feed';
export type LeverRegion = 'global' | 'eu';
export type SourceMappingDto = {
  department: {
    [key: string]: string;
  };
  employmentType: {
    [key: string]: string;
  };
  level: {
    [key: string]: string;
  };
};
export type SourceHealth = 'new' | 'healthy' | 'warning' | 'failing' | 'paused';
export type SourceRunStatus = 'running' | 'succeeded' | 'guarded' | 'failed';
export type SourceRunDto = {
  id: string;
  trigger: 'schedule' | 'manual';
  status: SourceRunStatus;
  startedAt: string;
  durationMs: number;
  fetched: number;
  created: number;
  updated: number;
  unchanged: number;
  closed: number;
  failed: number;
  error: string | null;
};
export type SourceDto = {
  id: string;
  teamName: string;
  provider: SourceProvider;
  token: string;
  region: LeverRegion;
  everyMinutes: number;
  paused: boolean;
  mapping: SourceMappingDto;
  /** Provider values the runs met that the mapping does not name (value: "") */
  unmapped: SourceMappingDto;
  nextRunAt: string;
  consecutiveFailures: number;
  /** Why the source waits for an admin: failing (3 failed runs in a row) or mass-close-guard; null: it does not */
  flag: string | null;
  health: SourceHealth;
  /** The last runs, newest first */
  lastRuns: SourceRunDto[];
};
export type CreateSourceDto = {
  provider: SourceProvider;
  /** Greenhouse board token, Lever site name, or the feed URL */
  token: string;
  region?: LeverRegion;
  teamName: string;
  everyMinutes?: number;
  paused?: boolean;
  mapping?: SourceMappingDto;
};
export type UpdateSourceDto = {
  provider?: SourceProvider;
  /** Greenhouse board token, Lever site name, or the feed URL */
  token?: string;
  region?: LeverRegion;
  teamName?: string;
  everyMinutes?: number;
  paused?: boolean;
  mapping?: SourceMappingDto;
  /** true: the admin has looked; the flag goes */
  clearFlag?: boolean;
};
export type PreviewPostingDto = {
  externalId: string;
  positionTitle: string;
  location: string;
  applyUrl: string;
  datePosted: string | null;
  department: string;
  employmentType: string | null;
  level: string | null;
  /** The start of the text */
  description?: string | null;
  action: 'create' | 'update' | 'unchanged';
};
export type SourcePreviewDto = {
  postings: PreviewPostingDto[];
  /** Postings that would not be imported, and why */
  problems: string[];
  unmapped: SourceMappingDto;
};
export type SourceTargetDto = {
  provider: SourceProvider;
  /** Greenhouse board token, Lever site name, or the feed URL */
  token: string;
  region?: LeverRegion;
  teamName: string;
};
export type TeamLogoDto = {
  id: string;
  teamName: string;
  /** Automatic logo, if any */
  logoUrl: string | null;
  /** Uploaded logo; displayed in preference to logoUrl */
  customLogoUrl: string | null;
  /** Stored initials, else the first letters of the name's first three words (a one-word name's first two letters; 'TM' without letters) */
  initials: string;
  level: string | null;
  /** The team's own website (job pages' structured data name it) */
  website: string | null;
  isCustom: boolean;
  createdAt: string;
  updatedAt: string;
};
export type UpdateTeamLogoDto = {
  /** 1-4 letters or digits; stored uppercase */
  initials?: string;
  level?: string;
  /** The team's own website, an absolute http(s) URL; null or empty removes it */
  website?: string | null;
  /** The imagePath from POST /api/admin/team-logos/upload-url after the file was PUT: sets the custom logo. null removes the custom logo. */
  imagePath?: string | null;
};
export type CsvRowErrorDto = {
  /** Line of the file (the header is line 1) */
  line: number;
  message: string;
};
export type CsvImportResultDto = {
  message: string;
  /** New jobs */
  inserted: number;
  /** Existing jobs (same apply_url) updated */
  updated: number;
  /** Rows not imported (each has an error, up to the first 100) */
  skipped: number;
  /** The first 100 problems */
  errors: CsvRowErrorDto[];
};
export type CsvImportState = 'importing' | 'done' | 'failed';
export type CsvImportProgressDto = {
  importId: string;
  state: CsvImportState;
  /** Rows read and checked so far (the header and blank rows aside) */
  rowsProcessed: number;
  /** Bytes of the file read so far */
  bytesProcessed: number;
  /** Size of the uploaded file in bytes */
  totalBytes: number;
  /** Why the import failed */
  message: string | null;
};
export type AdminUserDto = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  createdAt: string;
  /** The address was confirmed through its link */
  emailConfirmed: boolean;
  /** A mail server refused the address for good */
  emailUndeliverable: boolean;
};
export type UserDto = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  createdAt: string;
};
export type SetUserAdminDto = {
  /** true grants admin rights, false revokes them */
  isAdmin: boolean;
};
export type AlertFiltersDto = {
  /** Part of the position title, e.g. `coach` */
  position?: string;
  /** Part of the team name, e.g. `armadillos` */
  teamName?: string;
  /** Part of the location, e.g. `TX` */
  location?: string;
  /** Department slugs, one or more of: coaching, scouting, analytics, business, marketing, sales, football-operations, medical, other. Repeat the parameter or separate values by commas; a job matches any of them. */
  department?: string[];
  /** Employment type slugs, one or more of: full-time, part-time, internship, seasonal, contract. Repeat the parameter or separate values by commas; a job matches any of them. */
  employmentType?: string[];
  /** Level slugs, one or more of: entry, mid, senior, executive. Repeat the parameter or separate values by commas; a job matches any of them. */
  level?: string[];
  /** Workplace types, one or more of: on-site, hybrid, remote. Repeat the parameter or separate values by commas; a job matches any of them. */
  workplaceType?: string[];
  /** true: only jobs that list a pay range */
  payListed?: boolean;
  /** Only jobs whose pay reaches this many US dollars a year (the top of the range, hourly to monthly pay annualised); jobs paid in another currency do not match */
  minPay?: number;
  /** One team's exact name (a followed team) */
  exactTeamName?: string;
};
export type AlertFrequency = 'instant' | 'daily' | 'weekly';
export type AlertDto = {
  id: string;
  name: string;
  filters: AlertFiltersDto;
  frequency: AlertFrequency;
  paused: boolean;
  lastSentAt: string | null;
  createdAt: string;
};
export type SetUserPasswordDto = {
  /** Not only spaces or control characters, and not a common breached password. */
  newPassword: string;
};
export type CustomPageSummaryDto = {
  id: string;
  slug: string;
  title: string;
  isActive: boolean;
  /** Footer column; null: shown under company: job-seekers, organizations, company */
  footerSection: ('job-seekers' | 'organizations' | 'company' | null) | null;
  /** A number kept as text; footers sort it numerically */
  footerOrder: string;
};
export type DepartmentOptionDto = {
  value: Department;
  /** What people read */
  label: string;
};
export type EmploymentType = 'full-time' | 'part-time' | 'internship' | 'seasonal' | 'contract';
export type EmploymentTypeOptionDto = {
  value: EmploymentType;
  /** What people read */
  label: string;
};
export type Level = 'entry' | 'mid' | 'senior' | 'executive';
export type LevelOptionDto = {
  value: Level;
  /** What people read */
  label: string;
};
export type WorkplaceType = 'on-site' | 'hybrid' | 'remote';
export type WorkplaceTypeOptionDto = {
  value: WorkplaceType;
  /** What people read */
  label: string;
};
export type JobTaxonomyDto = {
  department: DepartmentOptionDto[];
  employmentType: EmploymentTypeOptionDto[];
  level: LevelOptionDto[];
  workplaceType: WorkplaceTypeOptionDto[];
};
export type StatsDto = {
  /** Active jobs on the board */
  activeJobs: number;
  /** Teams with a record (created by the CSV import) */
  partneredTeams: number;
  /** Homepage content `stats.successfulPlacements` (admin-edited), 0 when unset */
  successfulPlacements: number;
  /** Registered accounts */
  memberCount: number;
};
