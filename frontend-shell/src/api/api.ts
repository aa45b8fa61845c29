/**
 * The shell's API: the generated endpoints with their cache tags (successful mutations refresh
 * the related lists), the session rules (signing in or out changes what the board shows), and the
 * paged jobs list.
 */
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { generatedApi, type JobDto, type ListJobsApiArg } from './generated';

/** Page size of the jobs board ('Load more' fetches the next page). */
export const JOBS_PAGE_SIZE = 24;

export interface JobsPage {
  jobs: JobDto[];
  /** The X-Total-Count header: how many jobs match the filters in all. */
  total: number;
}

/** A board search: the three texts, the facets and the order (everything but paging). */
export type JobFilters = Omit<ListJobsApiArg, 'limit' | 'offset'>;

export const api = generatedApi
  .enhanceEndpoints({
    endpoints: {
      currentUser: { providesTags: ['Session'] },
      listJobs: { providesTags: ['Jobs'] },
      listFeaturedJobs: { providesTags: ['FeaturedJobs'] },
      getJob: { providesTags: ['Jobs'] },
      getStats: { providesTags: ['Stats'] },
      getPageContent: { providesTags: ['Content'] },
      listCarouselImages: { providesTags: ['Carousel'] },
      listCustomPages: { providesTags: ['Pages'] },
      getCustomPage: { providesTags: ['Pages'] },
      getJobFacets: { providesTags: ['Jobs'] },
      // Open-job counts follow the board; a team page's job list depends on the session.
      listTeams: { providesTags: ['Teams', 'Jobs'] },
      getTeam: { providesTags: ['Teams', 'Jobs'] },
      login: {
        // The visible data depends on who is signed in (members-only jobs, admin-only pages).
        invalidatesTags: ['Jobs', 'Pages'],
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(generatedApi.util.upsertQueryData('currentUser', undefined, data));
        },
      },
      register: {
        invalidatesTags: ['Jobs', 'Pages', 'Stats'],
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(generatedApi.util.upsertQueryData('currentUser', undefined, data));
        },
      },
      // The session is cleared by useSignOut after it has left the page (a guarded page would
      // otherwise redirect to /auth first).
      logout: { invalidatesTags: ['Jobs', 'Pages'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET /api/jobs page by page, reading the total from X-Total-Count. */
      listJobsPages: build.infiniteQuery<JobsPage, JobFilters, number>({
        infiniteQueryOptions: {
          initialPageParam: 0,
          getNextPageParam: (lastPage, allPages, lastOffset) => {
            const next = lastOffset + lastPage.jobs.length;
            return lastPage.jobs.length > 0 && next < lastPage.total && allPages.length > 0
              ? next
              : undefined;
          },
        },
        query: ({ queryArg, pageParam }) => ({
          url: '/api/jobs',
          params: { ...queryArg, limit: JOBS_PAGE_SIZE, offset: pageParam },
        }),
        transformResponse: (jobs: JobDto[], meta: FetchBaseQueryMeta | undefined) => {
          const header = meta?.response?.headers.get('X-Total-Count');
          return { jobs, total: header ? Number(header) : jobs.length };
        },
        providesTags: ['Jobs'],
      }),
    }),
  });

export const {
  useCurrentUserQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useListFeaturedJobsQuery,
  useGetJobQuery,
  useListJobsQuery,
  useGetStatsQuery,
  useGetPageContentQuery,
  useListCarouselImagesQuery,
  useListCustomPagesQuery,
  useGetCustomPageQuery,
  useListJobsPagesInfiniteQuery,
  useGetJobFacetsQuery,
  useListTeamsQuery,
  useGetTeamQuery,
} = api;
export type {
  UserDto,
  LoginDto,
  RegisterDto,
  JobDto,
  JobDetailDto,
  StatsDto,
  CarouselImageDto,
  CustomPageSummaryDto,
  CustomPageDto,
  SiteContentDto,
  JobFacetsDto,
  FacetCountDto,
  TeamDto,
  TeamDetailDto,
  Department,
  JobSort,
  PayUnit,
} from './generated';

/** The slugs a job's type and level take (the contract declares them inline, as nullable). */
export type EmploymentType = NonNullable<JobDto['employmentType']>;
export type Level = NonNullable<JobDto['level']>;
export type WorkplaceType = NonNullable<JobDto['workplaceType']>;
