import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPageContent: build.query<GetPageContentApiResponse, GetPageContentApiArg>({
      query: (queryArg) => ({ url: `/api/admin/content/${queryArg.pageKey}` }),
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
          sort: queryArg.sort,
        },
      }),
    }),
    getJob: build.query<GetJobApiResponse, GetJobApiArg>({
      query: (queryArg) => ({ url: `/api/jobs/${queryArg.id}` }),
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
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({ url: `/api/register`, method: 'POST', body: queryArg.registerDto }),
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
    currentUser: build.query<CurrentUserApiResponse, CurrentUserApiArg>({
      query: () => ({ url: `/api/user` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type GetPageContentApiResponse = /** status 200  */ SiteContentDto;
export type GetPageContentApiArg = {
  pageKey: string;
};
export type ListCarouselImagesApiResponse = /** status 200  */ CarouselImageDto[];
export type ListCarouselImagesApiArg = void;
export type ListCustomPagesApiResponse = /** status 200  */ CustomPageSummaryDto[];
export type ListCustomPagesApiArg = void;
export type GetCustomPageApiResponse = /** status 200  */ CustomPageDto;
export type GetCustomPageApiArg = {
  slug: string;
};
export type ListJobsApiResponse = /** status 200  */ JobDto[];
export type ListJobsApiArg = {
  limit?: number;
  offset?: number;
  /** Part of the position title */
  position?: string;
  /** Part of the team name */
  teamName?: string;
  /** Part of the location */
  location?: string;
  /** Department slug(s) (repeat the parameter or separate values by commas; a job matches any of them) */
  department?: Department[];
  /** Employment type slug(s) (repeat the parameter or separate values by commas; a job matches any of them) */
  employmentType?: EmploymentType[];
  /** Level slug(s) (repeat the parameter or separate values by commas; a job matches any of them) */
  level?: Level[];
  /** newest: newest posting first; closing: soonest to close first */
  sort?: JobSort;
};
export type GetJobApiResponse = /** status 200  */ JobDetailDto;
export type GetJobApiArg = {
  id: string;
};
export type GetJobFacetsApiResponse = /** status 200  */ JobFacetsDto;
export type GetJobFacetsApiArg = {
  /** Part of the position title */
  position?: string;
  /** Part of the team name */
  teamName?: string;
  /** Part of the location */
  location?: string;
  /** Department slug(s) (repeat the parameter or separate values by commas; a job matches any of them) */
  department?: Department[];
  /** Employment type slug(s) (repeat the parameter or separate values by commas; a job matches any of them) */
  employmentType?: EmploymentType[];
  /** Level slug(s) (repeat the parameter or separate values by commas; a job matches any of them) */
  level?: Level[];
};
export type ListFeaturedJobsApiResponse = /** status 200  */ JobDto[];
export type ListFeaturedJobsApiArg = void;
export type LoginApiResponse = /** status 200  */ UserDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type RegisterApiResponse = /** status 201 Created; the session cookie is set */ UserDto;
export type RegisterApiArg = {
  registerDto: RegisterDto;
};
export type GetStatsApiResponse = /** status 200  */ StatsDto;
export type GetStatsApiArg = void;
export type ListTeamsApiResponse = /** status 200  */ TeamDto[];
export type ListTeamsApiArg = void;
export type GetTeamApiResponse = /** status 200  */ TeamDetailDto;
export type GetTeamApiArg = {
  slug: string;
};
export type CurrentUserApiResponse = /** status 200  */ UserDto;
export type CurrentUserApiArg = void;
export type SiteContentDto = {
  pageId: string;
  content: {
    [key: string]: any;
  };
  updatedAt: string;
};
export type CarouselImageDto = {
  id: string;
  imageUrl: string | null;
  imagePath: string | null;
  originalFileName: string | null;
  altText: string | null;
  /** A number kept as text (SPEC §3); lists sort it numerically */
  sortOrder: string;
  isActive: boolean;
  createdAt: string;
};
export type CustomPageSummaryDto = {
  id: string;
  slug: string;
  title: string;
  isActive: boolean;
  /** null: shown under company */
  footerSection: ('job-seekers' | 'organizations' | 'company') | null;
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
  footerSection?: ('job-seekers' | 'organizations' | 'company') | null;
  footerOrder?: string;
  createdAt?: string;
  updatedAt?: string;
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
export type EmploymentType = 'full-time' | 'part-time' | 'internship' | 'seasonal' | 'contract';
export type Level = 'entry' | 'mid' | 'senior' | 'executive';
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
  employmentType: EmploymentType | null;
  level: Level | null;
};
export type JobSort = 'newest' | 'closing';
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
  employmentType: EmploymentType | null;
  level: Level | null;
  /** Where to apply; null once the job is closed */
  applyUrl: string | null;
  /** When the job leaves the board: its own closing date, else JOB_LIFETIME_DAYS after it arrived; null when it never closes by itself */
  validThrough: string | null;
  /** open: listed and taking applications; expired: past its closing date; inactive: switched off by an admin */
  status: JobStatus;
  /** True when status is not open (the page shows "This position is closed") */
  closed: boolean;
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
export type RegisterDto = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Must be true. */
  termsAccepted: boolean;
  /** Accepted for compatibility and ignored: nobody makes themselves an admin. */
  isAdmin?: boolean;
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
export const {
  useGetPageContentQuery,
  useListCarouselImagesQuery,
  useListCustomPagesQuery,
  useGetCustomPageQuery,
  useListJobsQuery,
  useGetJobQuery,
  useGetJobFacetsQuery,
  useListFeaturedJobsQuery,
  useLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
  useGetStatsQuery,
  useListTeamsQuery,
  useGetTeamQuery,
  useCurrentUserQuery,
} = injectedRtkApi;
