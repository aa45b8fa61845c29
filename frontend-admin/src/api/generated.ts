import { baseApi as api } from "./base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<ListUsersApiResponse, ListUsersApiArg>({
      query: () => ({ url: `/api/admin/users` }),
    }),
    setUserAdmin: build.mutation<SetUserAdminApiResponse, SetUserAdminApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users/${encodeURIComponent(String(queryArg.id))}/admin`,
        method: "PATCH",
        body: queryArg.setUserAdminDto,
      }),
    }),
    setUserPassword: build.mutation<
      SetUserPasswordApiResponse,
      SetUserPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/users/${encodeURIComponent(String(queryArg.id))}/password`,
        method: "PATCH",
        body: queryArg.setUserPasswordDto,
      }),
    }),
    deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users/${encodeURIComponent(String(queryArg.id))}`,
        method: "DELETE",
      }),
    }),
    exportUsers: build.query<ExportUsersApiResponse, ExportUsersApiArg>({
      query: () => ({ url: `/api/admin/users/export` }),
    }),
    getStats: build.query<GetStatsApiResponse, GetStatsApiArg>({
      query: () => ({ url: `/api/stats` }),
    }),
    setJobFeatured: build.mutation<
      SetJobFeaturedApiResponse,
      SetJobFeaturedApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/jobs/${encodeURIComponent(String(queryArg.id))}/featured`,
        method: "PUT",
        body: queryArg.setJobFeaturedDto,
      }),
    }),
    setJobActive: build.mutation<SetJobActiveApiResponse, SetJobActiveApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/jobs/${encodeURIComponent(String(queryArg.id))}/active`,
        method: "PUT",
        body: queryArg.setJobActiveDto,
      }),
    }),
    clearAllJobs: build.mutation<ClearAllJobsApiResponse, ClearAllJobsApiArg>({
      query: () => ({ url: `/api/admin/jobs/clear-all`, method: "DELETE" }),
    }),
    uploadJobsCsv: build.mutation<
      UploadJobsCsvApiResponse,
      UploadJobsCsvApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/upload-csv`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    listTeamLogos: build.query<ListTeamLogosApiResponse, ListTeamLogosApiArg>({
      query: () => ({ url: `/api/admin/team-logos` }),
    }),
    updateTeamLogo: build.mutation<
      UpdateTeamLogoApiResponse,
      UpdateTeamLogoApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/team-logos/${encodeURIComponent(String(queryArg.teamName))}`,
        method: "PUT",
        body: queryArg.updateTeamLogoDto,
      }),
    }),
    createTeamLogoUploadUrl: build.mutation<
      CreateTeamLogoUploadUrlApiResponse,
      CreateTeamLogoUploadUrlApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/team-logos/upload-url`,
        method: "POST",
        body: queryArg.createUploadUrlDto,
      }),
    }),
    getPageContent: build.query<
      GetPageContentApiResponse,
      GetPageContentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/content/${encodeURIComponent(String(queryArg.pageKey))}`,
      }),
    }),
    updatePageContent: build.mutation<
      UpdatePageContentApiResponse,
      UpdatePageContentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/content/${encodeURIComponent(String(queryArg.pageKey))}`,
        method: "PUT",
        body: queryArg.updatePageContentDto,
      }),
    }),
    createCarouselUploadUrl: build.mutation<
      CreateCarouselUploadUrlApiResponse,
      CreateCarouselUploadUrlApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/carousel-images/upload-url`,
        method: "POST",
        body: queryArg.createUploadUrlDto,
      }),
    }),
    listCarouselImages: build.query<
      ListCarouselImagesApiResponse,
      ListCarouselImagesApiArg
    >({
      query: () => ({ url: `/api/carousel-images` }),
    }),
    createCarouselImage: build.mutation<
      CreateCarouselImageApiResponse,
      CreateCarouselImageApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/carousel-images`,
        method: "POST",
        body: queryArg.createCarouselImageDto,
      }),
    }),
    deleteCarouselImage: build.mutation<
      DeleteCarouselImageApiResponse,
      DeleteCarouselImageApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/carousel-images/${encodeURIComponent(String(queryArg.id))}`,
        method: "DELETE",
      }),
    }),
    listCustomPages: build.query<
      ListCustomPagesApiResponse,
      ListCustomPagesApiArg
    >({
      query: () => ({ url: `/api/custom-pages` }),
    }),
    getCustomPage: build.query<GetCustomPageApiResponse, GetCustomPageApiArg>({
      query: (queryArg) => ({
        url: `/api/custom-pages/${encodeURIComponent(String(queryArg.slug))}`,
      }),
    }),
    createCustomPage: build.mutation<
      CreateCustomPageApiResponse,
      CreateCustomPageApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/custom-pages`,
        method: "POST",
        body: queryArg.createCustomPageDto,
      }),
    }),
    updateCustomPage: build.mutation<
      UpdateCustomPageApiResponse,
      UpdateCustomPageApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/custom-pages/${encodeURIComponent(String(queryArg.id))}`,
        method: "PUT",
        body: queryArg.updateCustomPageDto,
      }),
    }),
    deleteCustomPage: build.mutation<
      DeleteCustomPageApiResponse,
      DeleteCustomPageApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/custom-pages/${encodeURIComponent(String(queryArg.id))}`,
        method: "DELETE",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type ListUsersApiResponse = /** status 200  */ UserDto[];
export type ListUsersApiArg = void;
export type SetUserAdminApiResponse = /** status 200  */ UserDto;
export type SetUserAdminApiArg = {
  id: string;
  setUserAdminDto: SetUserAdminDto;
};
export type SetUserPasswordApiResponse = unknown;
export type SetUserPasswordApiArg = {
  id: string;
  setUserPasswordDto: SetUserPasswordDto;
};
export type DeleteUserApiResponse = unknown;
export type DeleteUserApiArg = {
  id: string;
};
export type ExportUsersApiResponse = /** status 200  */ string;
export type ExportUsersApiArg = void;
export type GetStatsApiResponse = /** status 200  */ StatsDto;
export type GetStatsApiArg = void;
export type SetJobFeaturedApiResponse = /** status 200  */ AdminJobDto;
export type SetJobFeaturedApiArg = {
  id: string;
  setJobFeaturedDto: SetJobFeaturedDto;
};
export type SetJobActiveApiResponse = /** status 200  */ AdminJobDto;
export type SetJobActiveApiArg = {
  id: string;
  setJobActiveDto: SetJobActiveDto;
};
export type ClearAllJobsApiResponse = /** status 200  */ ClearJobsResultDto;
export type ClearAllJobsApiArg = void;
export type UploadJobsCsvApiResponse = /** status 201  */ CsvImportResultDto;
export type UploadJobsCsvApiArg = {
  body: {
    csvFile?: Blob;
  };
};
export type ListTeamLogosApiResponse = /** status 200  */ TeamLogoDto[];
export type ListTeamLogosApiArg = void;
export type UpdateTeamLogoApiResponse = /** status 200  */ TeamLogoDto;
export type UpdateTeamLogoApiArg = {
  teamName: string;
  updateTeamLogoDto: UpdateTeamLogoDto;
};
export type CreateTeamLogoUploadUrlApiResponse =
  /** status 201  */ UploadUrlDto;
export type CreateTeamLogoUploadUrlApiArg = {
  createUploadUrlDto: CreateUploadUrlDto;
};
export type GetPageContentApiResponse = /** status 200  */ SiteContentDto;
export type GetPageContentApiArg = {
  pageKey: string;
};
export type UpdatePageContentApiResponse = /** status 200  */ SiteContentDto;
export type UpdatePageContentApiArg = {
  pageKey: string;
  updatePageContentDto: UpdatePageContentDto;
};
export type CreateCarouselUploadUrlApiResponse =
  /** status 201  */ UploadUrlDto;
export type CreateCarouselUploadUrlApiArg = {
  createUploadUrlDto: CreateUploadUrlDto;
};
export type ListCarouselImagesApiResponse =
  /** status 200  */ CarouselImageDto[];
export type ListCarouselImagesApiArg = void;
export type CreateCarouselImageApiResponse =
  /** status 201  */ CarouselImageDto;
export type CreateCarouselImageApiArg = {
  createCarouselImageDto: CreateCarouselImageDto;
};
export type DeleteCarouselImageApiResponse = unknown;
export type DeleteCarouselImageApiArg = {
  id: string;
};
export type ListCustomPagesApiResponse =
  /** status 200  */ CustomPageSummaryDto[];
export type ListCustomPagesApiArg = void;
export type GetCustomPageApiResponse = /** status 200  */ CustomPageDto;
export type GetCustomPageApiArg = {
  slug: string;
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
export type UserDto = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  createdAt: string;
};
export type SetUserAdminDto = {
  isAdmin: boolean;
};
export type SetUserPasswordDto = {
  newPassword: string;
};
export type StatsDto = {
  activeJobs: number;
  partneredTeams: number;
  successfulPlacements: number;
  memberCount: number;
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
  teamLogoUrl: string | null;
  teamInitials: string;
  isActive: boolean;
};
export type SetJobFeaturedDto = {
  isFeatured: boolean;
};
export type SetJobActiveDto = {
  isActive: boolean;
};
export type ClearJobsResultDto = {
  deletedCount: number;
};
export type CsvImportErrorDto = {
  line: number;
  message: string;
};
export type CsvImportResultDto = {
  message: string;
  inserted: number;
  updated: number;
  skipped: number;
  errors: CsvImportErrorDto[];
};
export type TeamLogoDto = {
  id: string;
  teamName: string;
  logoUrl: string | null;
  customLogoUrl: string | null;
  initials: string | null;
  level: string | null;
  isCustom: boolean;
  createdAt: string;
  updatedAt: string;
};
export type UpdateTeamLogoDto = {
  initials?: string;
  level?: string;
  imagePath?: string;
};
export type UploadUrlDto = {
  uploadUrl: string;
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
export type UpdatePageContentDto = {
  content: {
    [key: string]: any;
  };
};
export type CarouselImageDto = {
  id: string;
  imageUrl: string | null;
  imagePath: string | null;
  originalFileName: string | null;
  altText: string | null;
  sortOrder: string;
  isActive: boolean;
  createdAt: string;
};
export type CreateCarouselImageDto = {
  imagePath: string;
  originalFileName?: string;
  altText?: string;
  sortOrder?: string;
};
export type CustomPageSummaryDto = {
  id: string;
  slug: string;
  title: string;
  isActive: boolean;
  footerSection: string | null;
  footerOrder: string;
};
export type CustomPageDto = {
  id: string;
  slug: string;
  title: string;
  isActive: boolean;
  footerSection: string | null;
  footerOrder: string;
  content?: string;
  createdAt?: string;
  updatedAt?: string;
};
export type CreateCustomPageDto = {
  title: string;
  slug: string;
  content: string;
  footerSection?: string;
  footerOrder?: string;
  isActive?: boolean;
};
export type UpdateCustomPageDto = {
  title?: string;
  slug?: string;
  content?: string;
  footerSection?: string;
  footerOrder?: string;
  isActive?: boolean;
};
