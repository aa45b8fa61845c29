/*
 * Endpoints of the API contract (docs/HELPERS contract table) that the backend branches have not
 * yet published in docs/openapi.json. Written exactly as the code generator would write them, so
 * that once `npm run codegen` emits them this file is deleted and `api.ts` imports from
 * `generated.ts` only.
 */
import { baseApi as api } from './base-api';

const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listJobs: build.query<ListJobsApiResponse, ListJobsApiArg>({
      query: (queryArg) => ({
        url: `/api/jobs`,
        params: {
          position: queryArg.position,
          teamName: queryArg.teamName,
          location: queryArg.location,
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    listFeaturedJobs: build.query<ListFeaturedJobsApiResponse, ListFeaturedJobsApiArg>({
      query: () => ({ url: `/api/jobs/featured` }),
    }),
    getStats: build.query<GetStatsApiResponse, GetStatsApiArg>({
      query: () => ({ url: `/api/stats` }),
    }),
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
  }),
  overrideExisting: false,
});
export { injectedRtkApi as pendingApi };
export type ListJobsApiResponse = JobDto[];
export type ListJobsApiArg = {
  position?: string;
  teamName?: string;
  location?: string;
  limit?: number;
  offset?: number;
};
export type ListFeaturedJobsApiResponse = JobDto[];
export type ListFeaturedJobsApiArg = void;
export type GetStatsApiResponse = StatsDto;
export type GetStatsApiArg = void;
export type GetPageContentApiResponse = SiteContentDto;
export type GetPageContentApiArg = { pageKey: string };
export type ListCarouselImagesApiResponse = CarouselImageDto[];
export type ListCarouselImagesApiArg = void;
export type ListCustomPagesApiResponse = CustomPageSummaryDto[];
export type ListCustomPagesApiArg = void;
export type GetCustomPageApiResponse = CustomPageDto;
export type GetCustomPageApiArg = { slug: string };
export type JobDto = {
  id: string;
  teamName: string;
  positionTitle: string;
  location: string;
  applyUrl: string;
  description?: string | null;
  datePosted: string;
  isFeatured: boolean;
  teamLogoUrl?: string | null;
  teamInitials?: string | null;
};
export type StatsDto = {
  activeJobs: number;
  partneredTeams: number;
  successfulPlacements: number;
  memberCount: number;
};
export type SiteContentDto = {
  pageId: string;
  content: { [key: string]: unknown };
  updatedAt: string;
};
export type CarouselImageDto = {
  id: string;
  imageUrl?: string | null;
  imagePath?: string | null;
  originalFileName?: string | null;
  altText?: string | null;
  sortOrder: string;
  isActive: boolean;
  createdAt: string;
};
export type CustomPageSummaryDto = {
  id: string;
  slug: string;
  title: string;
  isActive: boolean;
  footerSection?: string | null;
  footerOrder?: string | null;
};
export type CustomPageDto = CustomPageSummaryDto & {
  content?: string | null;
  createdAt?: string;
  updatedAt?: string;
};
