import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPageContent: build.query<GetPageContentApiResponse, GetPageContentApiArg>({
      query: (queryArg) => ({ url: `/api/admin/content/${queryArg.pageKey}` }),
    }),
    listAlerts: build.query<ListAlertsApiResponse, ListAlertsApiArg>({
      query: () => ({ url: `/api/alerts` }),
    }),
    createAlert: build.mutation<CreateAlertApiResponse, CreateAlertApiArg>({
      query: (queryArg) => ({ url: `/api/alerts`, method: 'POST', body: queryArg.createAlertDto }),
    }),
    updateAlert: build.mutation<UpdateAlertApiResponse, UpdateAlertApiArg>({
      query: (queryArg) => ({
        url: `/api/alerts/${queryArg.id}`,
        method: 'PATCH',
        body: queryArg.updateAlertDto,
      }),
    }),
    deleteAlert: build.mutation<DeleteAlertApiResponse, DeleteAlertApiArg>({
      query: (queryArg) => ({ url: `/api/alerts/${queryArg.id}`, method: 'DELETE' }),
    }),
    stopAlert: build.mutation<StopAlertApiResponse, StopAlertApiArg>({
      query: (queryArg) => ({
        url: `/api/alerts/stop`,
        method: 'POST',
        params: {
          token: queryArg.token,
        },
      }),
    }),
    listCarouselImages: build.query<ListCarouselImagesApiResponse, ListCarouselImagesApiArg>({
      query: () => ({ url: `/api/carousel-images` }),
    }),
    listCustomPages: build.query<ListCustomPagesApiResponse, ListCustomPagesApiArg>({
      query: () => ({ url: `/api/custom-pages` }),
    }),
    getCustomPage: build.query<GetCustomPageApiResponse, GetCustomPageApiArg>({
      query: (queryArg) => ({ url: `/api/custom-pages/${queryArg.slug}` }),
    }),
    confirmEmail: build.mutation<ConfirmEmailApiResponse, ConfirmEmailApiArg>({
      query: (queryArg) => ({
        url: `/api/email-verification/confirm`,
        method: 'POST',
        body: queryArg.confirmEmailDto,
      }),
    }),
    resendConfirmation: build.mutation<ResendConfirmationApiResponse, ResendConfirmationApiArg>({
      query: () => ({ url: `/api/email-verification/resend`, method: 'POST' }),
    }),
    listJobs: build.query<ListJobsApiResponse, ListJobsApiArg>({
      query: (queryArg) => ({
        url: `/api/jobs`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          position: queryArg.position,
          teamName: queryArg.teamName,
          location: queryArg.location,
          department: queryArg.department,
          employmentType: queryArg.employmentType,
          level: queryArg.level,
          workplaceType: queryArg.workplaceType,
          payListed: queryArg.payListed,
          minPay: queryArg.minPay,
          sort: queryArg.sort,
        },
      }),
    }),
    getJob: build.query<GetJobApiResponse, GetJobApiArg>({
      query: (queryArg) => ({ url: `/api/jobs/${queryArg.id}` }),
    }),
    recordJobView: build.mutation<RecordJobViewApiResponse, RecordJobViewApiArg>({
      query: (queryArg) => ({
        url: `/api/jobs/${queryArg.id}/views`,
        method: 'POST',
        body: queryArg.recordViewDto,
      }),
    }),
    getJobFacets: build.query<GetJobFacetsApiResponse, GetJobFacetsApiArg>({
      query: (queryArg) => ({
        url: `/api/jobs/facets`,
        params: {
          position: queryArg.position,
          teamName: queryArg.teamName,
          location: queryArg.location,
          department: queryArg.department,
          employmentType: queryArg.employmentType,
          level: queryArg.level,
          workplaceType: queryArg.workplaceType,
          payListed: queryArg.payListed,
          minPay: queryArg.minPay,
        },
      }),
    }),
    listFeaturedJobs: build.query<ListFeaturedJobsApiResponse, ListFeaturedJobsApiArg>({
      query: () => ({ url: `/api/jobs/featured` }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/login`, method: 'POST', body: queryArg.loginDto }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/logout`, method: 'POST' }),
    }),
    requestPasswordReset: build.mutation<
      RequestPasswordResetApiResponse,
      RequestPasswordResetApiArg
    >({
      query: (queryArg) => ({
        url: `/api/password-reset`,
        method: 'POST',
        body: queryArg.forgotPasswordDto,
      }),
    }),
    confirmPasswordReset: build.mutation<
      ConfirmPasswordResetApiResponse,
      ConfirmPasswordResetApiArg
    >({
      query: (queryArg) => ({
        url: `/api/password-reset/confirm`,
        method: 'POST',
        body: queryArg.resetPasswordDto,
      }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({ url: `/api/register`, method: 'POST', body: queryArg.registerDto }),
    }),
    listSavedJobs: build.query<ListSavedJobsApiResponse, ListSavedJobsApiArg>({
      query: () => ({ url: `/api/saved-jobs` }),
    }),
    saveJob: build.mutation<SaveJobApiResponse, SaveJobApiArg>({
      query: (queryArg) => ({ url: `/api/saved-jobs/${queryArg.jobId}`, method: 'PUT' }),
    }),
    unsaveJob: build.mutation<UnsaveJobApiResponse, UnsaveJobApiArg>({
      query: (queryArg) => ({ url: `/api/saved-jobs/${queryArg.jobId}`, method: 'DELETE' }),
    }),
    getStats: build.query<GetStatsApiResponse, GetStatsApiArg>({
      query: () => ({ url: `/api/stats` }),
    }),
    listTeams: build.query<ListTeamsApiResponse, ListTeamsApiArg>({
      query: () => ({ url: `/api/teams` }),
    }),
    getTeam: build.query<GetTeamApiResponse, GetTeamApiArg>({
      query: (queryArg) => ({ url: `/api/teams/${queryArg.slug}` }),
    }),
    unsubscribe: build.mutation<UnsubscribeApiResponse, UnsubscribeApiArg>({
      query: (queryArg) => ({
        url: `/api/unsubscribe`,
        method: 'POST',
        params: {
          token: queryArg.token,
        },
      }),
    }),
    currentUser: build.query<CurrentUserApiResponse, CurrentUserApiArg>({
      query: () => ({ url: `/api/user` }),
    }),
    getEmailPreferences: build.query<GetEmailPreferencesApiResponse, GetEmailPreferencesApiArg>({
      query: () => ({ url: `/api/user/email-preferences` }),
    }),
    updateEmailPreferences: build.mutation<
      UpdateEmailPreferencesApiResponse,
      UpdateEmailPreferencesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/user/email-preferences`,
        method: 'PUT',
        body: queryArg.updateEmailPreferencesDto,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type GetPageContentApiResponse = /** status 200  */ SiteContentDto;
export type GetPageContentApiArg = {
  pageKey: string;
};
export type ListAlertsApiResponse = /** status 200  */ AlertDto[];
export type ListAlertsApiArg = void;
export type CreateAlertApiResponse = /** status 201  */ AlertDto;
export type CreateAlertApiArg = {
  createAlertDto: CreateAlertDto;
};
export type UpdateAlertApiResponse = /** status 200  */ AlertDto;
export type UpdateAlertApiArg = {
  id: string;
  updateAlertDto: UpdateAlertDto;
};
export type DeleteAlertApiResponse = unknown;
export type DeleteAlertApiArg = {
  id: string;
};
export type StopAlertApiResponse = /** status 200  */ AlertStoppedDto;
export type StopAlertApiArg = {
  /** The signed token from the unsubscribe link */
  token: string;
};
export type ListCarouselImagesApiResponse = /** status 200  */ CarouselImageDto[];
export type ListCarouselImagesApiArg = void;
export type ListCustomPagesApiResponse = /** status 200  */ CustomPageSummaryDto[];
export type ListCustomPagesApiArg = void;
export type GetCustomPageApiResponse = /** status 200  */ CustomPageDto;
export type GetCustomPageApiArg = {
  slug: string;
};
export type ConfirmEmailApiResponse = /** status 200  */ ConfirmEmailResultDto;
export type ConfirmEmailApiArg = {
  confirmEmailDto: ConfirmEmailDto;
};
export type ResendConfirmationApiResponse = unknown;
export type ResendConfirmationApiArg = void;
export type ListJobsApiResponse = /** status 200  */ JobDto[];
export type ListJobsApiArg = {
  limit?: number;
  offset?: number;
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
  /** newest: newest posting first; closing: soonest to close first; pay: highest pay first (jobs without comparable pay last) */
  sort?: JobSort;
};
export type GetJobApiResponse = /** status 200  */ JobDetailDto;
export type GetJobApiArg = {
  id: string;
};
export type RecordJobViewApiResponse = unknown;
export type RecordJobViewApiArg = {
  id: string;
  recordViewDto: RecordViewDto;
};
export type GetJobFacetsApiResponse = /** status 200  */ JobFacetsDto;
export type GetJobFacetsApiArg = {
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
};
export type ListFeaturedJobsApiResponse = /** status 200  */ JobDto[];
export type ListFeaturedJobsApiArg = void;
export type LoginApiResponse = /** status 200 Signed in */ UserDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type RequestPasswordResetApiResponse = unknown;
export type RequestPasswordResetApiArg = {
  forgotPasswordDto: ForgotPasswordDto;
};
export type ConfirmPasswordResetApiResponse = unknown;
export type ConfirmPasswordResetApiArg = {
  resetPasswordDto: ResetPasswordDto;
};
export type RegisterApiResponse = /** status 201 Created and signed in */ UserDto;
export type RegisterApiArg = {
  registerDto: RegisterDto;
};
export type ListSavedJobsApiResponse = /** status 200  */ SavedJobDto[];
export type ListSavedJobsApiArg = void;
export type SaveJobApiResponse = unknown;
export type SaveJobApiArg = {
  jobId: string;
};
export type UnsaveJobApiResponse = unknown;
export type UnsaveJobApiArg = {
  jobId: string;
};
export type GetStatsApiResponse = /** status 200  */ StatsDto;
export type GetStatsApiArg = void;
export type ListTeamsApiResponse = /** status 200  */ TeamDto[];
export type ListTeamsApiArg = void;
export type GetTeamApiResponse = /** status 200  */ TeamDetailDto;
export type GetTeamApiArg = {
  slug: string;
};
export type UnsubscribeApiResponse = /** status 200  */ UnsubscribeResultDto;
export type UnsubscribeApiArg = {
  /** The signed token from the unsubscribe link */
  token: string;
};
export type CurrentUserApiResponse = /** status 200  */ UserDto;
export type CurrentUserApiArg = void;
export type GetEmailPreferencesApiResponse = /** status 200  */ EmailPreferencesDto;
export type GetEmailPreferencesApiArg = void;
export type UpdateEmailPreferencesApiResponse = /** status 200  */ EmailPreferencesDto;
export type UpdateEmailPreferencesApiArg = {
  updateEmailPreferencesDto: UpdateEmailPreferencesDto;
};
export type SiteContentDto = {
  pageId: string;
  content: {
    [key: string]: any;
  };
  updatedAt: string;
};
export type ErrorDto = {
  /** The HTTP status code */
  statusCode: number;
  /** What went wrong, for people; validation errors list one message per bad field or value */
  message: string | string[];
  /** The HTTP status text */
  error: string;
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
export type CreateAlertDto = {
  name: string;
  frequency: AlertFrequency;
  /** The board search to watch */
  filters: AlertFiltersDto;
};
export type UpdateAlertDto = {
  name?: string;
  frequency?: AlertFrequency;
  /** true pauses; false resumes with every job since the pause */
  paused?: boolean;
};
export type AlertStoppedDto = {
  /** The name of the alert now paused */
  name: string;
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
export type ConfirmEmailResultDto = {
  email: string;
};
export type ConfirmEmailDto = {
  /** From the link */
  token: string;
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
export type JobDto = {
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
};
export type JobSort = 'newest' | 'closing' | 'pay';
export type JobStatus = 'open' | 'expired' | 'inactive';
export type JobDetailDto = {
  id: string;
  teamName: string;
  positionTitle: string;
  location: string;
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
  /** Where to apply; null once the job is closed */
  applyUrl: string | null;
  /** When the job leaves the board: its own closing date, else JOB_LIFETIME_DAYS after it arrived; null when it never closes by itself */
  validThrough: string | null;
  /** open: listed and taking applications; expired: past its closing date; inactive: switched off by an admin */
  status: JobStatus;
  /** The hiring team's own website, when known */
  teamWebsite: string | null;
  /** True when status is not open (the page shows "This position is closed") */
  closed: boolean;
};
export type RecordViewDto = {
  /** The page's referrer: the board's own address for a navigation inside the site, else `document.referrer` (empty or absent for a direct visit) */
  referrer?: string;
  /** The page address's `utm_source` (`alert` for links in alert emails) */
  utmSource?: string;
};
export type FacetCountDto = {
  /** The value to send as a filter */
  value: string;
  /** What people read */
  label: string;
  /** How many jobs would match with this value chosen (the other facets applied) */
  count: number;
};
export type JobFacetsDto = {
  /** How many jobs match every filter */
  total: number;
  department: FacetCountDto[];
  employmentType: FacetCountDto[];
  level: FacetCountDto[];
  workplaceType: FacetCountDto[];
};
export type UserDto = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  createdAt: string;
};
export type LoginDto = {
  email: string;
  password: string;
};
export type ForgotPasswordDto = {
  email: string;
};
export type ResetPasswordDto = {
  /** Not only spaces or control characters, and not a common breached password. */
  password: string;
  /** From the link */
  token: string;
};
export type RegisterDto = {
  email: string;
  /** Not only spaces or control characters, and not a common breached password. */
  password: string;
  firstName: string;
  lastName: string;
  /** Must be true. */
  termsAccepted: boolean;
  /** Accepted for compatibility and ignored: nobody makes themselves an admin. */
  isAdmin?: boolean;
};
export type SavedJobDto = {
  /** The job's id */
  id: string;
  positionTitle: string;
  teamName: string;
  location: string;
  datePosted: string;
  /** When the job leaves the board; null when it never closes by itself */
  validThrough: string | null;
  /** True once the job is expired or switched off */
  closed: boolean;
  savedAt: string;
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
export type TeamDto = {
  name: string;
  /** Its page is /teams/{slug} */
  slug: string;
  level: string;
  location: string;
  /** The display logo: the custom logo when set, else the automatic one */
  logoUrl: string | null;
  /** Shown when there is no logo */
  initials: string;
  /** How many of its jobs are on the board */
  openJobs: number;
};
export type TeamDetailDto = {
  name: string;
  /** Its page is /teams/{slug} */
  slug: string;
  level: string;
  location: string;
  /** The display logo: the custom logo when set, else the automatic one */
  logoUrl: string | null;
  /** Shown when there is no logo */
  initials: string;
  /** How many of its jobs are on the board */
  openJobs: number;
  /** The open jobs, newest first (at most 100), for signed-in callers; null for visitors, who see only `openJobs` (the board is for members) */
  jobs: JobDto[] | null;
};
export type UnsubscribeResultDto = {
  list: 'newsletter' | 'alerts';
};
export type EmailPreferencesDto = {
  email: string;
  /** The address was confirmed through its link */
  emailConfirmed: boolean;
  /** A mail server refused the address for good */
  emailUndeliverable: boolean;
  newsletter: boolean;
  /** When the newsletter consent was given (null when not subscribed) */
  newsletterConsentAt: string | null;
  jobAlerts: boolean;
};
export type UpdateEmailPreferencesDto = {
  /** false withdraws the newsletter consent */
  newsletter?: boolean;
  jobAlerts?: boolean;
};
export const {
  useGetPageContentQuery,
  useListAlertsQuery,
  useCreateAlertMutation,
  useUpdateAlertMutation,
  useDeleteAlertMutation,
  useStopAlertMutation,
  useListCarouselImagesQuery,
  useListCustomPagesQuery,
  useGetCustomPageQuery,
  useConfirmEmailMutation,
  useResendConfirmationMutation,
  useListJobsQuery,
  useGetJobQuery,
  useRecordJobViewMutation,
  useGetJobFacetsQuery,
  useListFeaturedJobsQuery,
  useLoginMutation,
  useLogoutMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useRegisterMutation,
  useListSavedJobsQuery,
  useSaveJobMutation,
  useUnsaveJobMutation,
  useGetStatsQuery,
  useListTeamsQuery,
  useGetTeamQuery,
  useUnsubscribeMutation,
  useCurrentUserQuery,
  useGetEmailPreferencesQuery,
  useUpdateEmailPreferencesMutation,
} = injectedRtkApi;
