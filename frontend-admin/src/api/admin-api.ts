import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { postFormWithProgress, type UploadProgress } from '../features/csv/upload-with-progress';
import type { ApiError } from './base-api';
import {
  generatedApi,
  type AdminJobDto,
  type AdminJobListItemDto,
  type CsvImportResultDto,
} from './generated';
import { MUTATION_TAGS, type MutationName } from './mutation-tags';

/**
 * Who hears the bytes sent of a CSV upload, by the import id it was given (a callback cannot
 * travel in a mutation's serialisable arguments).
 */
export const uploadProgressListeners = new Map<string, (progress: UploadProgress) => void>();

const invalidates = (name: MutationName) => () => [...MUTATION_TAGS[name]];

export interface AdminJobsPage {
  jobs: AdminJobListItemDto[];
  total: number;
}

/** `users-export-YYYY-MM-DD.csv` for today (local date): the file name the users export saves as. */
export function usersExportFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `users-export-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

const withTags = generatedApi.enhanceEndpoints({
  endpoints: {
    ...Object.fromEntries(
      (Object.keys(MUTATION_TAGS) as MutationName[]).map((name) => [
        name,
        { invalidatesTags: invalidates(name) },
      ]),
    ),
    getStats: { providesTags: ['Stats'] },
    getPageContent: { providesTags: ['Content'] },
    listCarouselImages: { providesTags: ['Carousel'] },
    listTeamLogos: { providesTags: ['Teams'] },
    listUsers: { providesTags: ['Users'] },
    listCustomPages: { providesTags: ['Pages'] },
    getCustomPage: { providesTags: ['Pages'] },
    // The export is a CSV attachment: keep it as text (the screen saves it as a file).
    exportUsers: { query: () => ({ url: '/api/admin/users/export', responseHandler: 'text' }) },
    // Multipart through XMLHttpRequest, for the bytes sent (see uploadProgressListeners).
    uploadJobsCsv: {
      // RTK prefers the generated `query` over a `queryFn`: drop it.
      query: undefined,
      queryFn: async ({ body, importId }) => {
        const form = new FormData();
        form.append('csvFile', body.csvFile);
        const url = `/api/admin/upload-csv${importId ? `?importId=${encodeURIComponent(importId)}` : ''}`;
        try {
          const data = await postFormWithProgress<CsvImportResultDto>(url, form, (progress) =>
            uploadProgressListeners.get(importId ?? '')?.(progress),
          );
          return { data };
        } catch (error) {
          return { error: error as ApiError };
        }
      },
      invalidatesTags: invalidates('uploadJobsCsv'),
    },
  },
});

const withHandWritten = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the admin job list; the total comes from the X-Total-Count header. */
    listAdminJobsPage: build.query<AdminJobsPage, { limit: number; offset: number }>({
      query: (params) => ({ url: '/api/admin/jobs', params }),
      transformResponse: (jobs: AdminJobListItemDto[], meta) => ({
        jobs,
        total: Number(meta?.response?.headers.get('X-Total-Count') ?? jobs.length),
      }),
      providesTags: ['Jobs'],
    }),
    /**
     * PUT of the raw file to a signed upload URL (local driver or S3). Cookies go only to our own
     * origin: a presigned S3 URL needs none.
     */
    uploadFile: build.mutation<null, { uploadUrl: string; file: File }>({
      query: ({ uploadUrl, file }) => ({
        url: uploadUrl,
        method: 'PUT',
        body: file,
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        credentials: 'same-origin',
      }),
    }),
  }),
  overrideExisting: false,
});

type CacheState = Parameters<typeof withHandWritten.util.selectCachedArgsForQuery>[0];
type JobFlags = Partial<Pick<AdminJobDto, 'isFeatured' | 'isActive'>>;
type OptimisticList = 'listAdminJobsPage' | 'listUsers';
type Update<E extends OptimisticList> = Parameters<typeof withHandWritten.util.updateQueryData<E>>;

/**
 * Shows a change at once in every cached answer of `endpoint` (so a switch flipped again before
 * the list is read anew starts from what it shows); undone if the server refuses.
 */
function optimistic<E extends OptimisticList>(endpoint: E, recipe: Update<E>[2]) {
  return async (
    _arg: unknown,
    {
      dispatch,
      getState,
      queryFulfilled,
    }: {
      dispatch: ThunkDispatch<CacheState, unknown, UnknownAction>;
      getState: () => CacheState;
      queryFulfilled: Promise<unknown>;
    },
  ) => {
    const patches = withHandWritten.util
      .selectCachedArgsForQuery(getState(), endpoint)
      .map((args) =>
        dispatch(withHandWritten.util.updateQueryData(endpoint, args as Update<E>[1], recipe)),
      );
    try {
      await queryFulfilled;
    } catch {
      patches.forEach((patch) => patch.undo());
    }
  };
}

/** A switched job flag, on every cached page. */
const optimisticJobFlag = (id: string, flags: JobFlags) =>
  optimistic('listAdminJobsPage', (page) => {
    const job = page.jobs.find((j) => j.id === id);
    if (job) Object.assign(job, flags);
  });

export const adminApi = withHandWritten.enhanceEndpoints({
  endpoints: {
    setJobFeatured: {
      onQueryStarted: (arg, api) =>
        optimisticJobFlag(arg.id, { isFeatured: arg.setJobFeaturedDto.isFeatured })(arg, api),
    },
    setJobActive: {
      onQueryStarted: (arg, api) =>
        optimisticJobFlag(arg.id, { isActive: arg.setJobActiveDto.isActive })(arg, api),
    },
    setUserAdmin: {
      onQueryStarted: (arg, api) =>
        optimistic('listUsers', (users) => {
          const user = users.find((u) => u.id === arg.id);
          if (user) user.isAdmin = arg.setUserAdminDto.isAdmin;
        })(arg, api),
    },
  },
});

export const {
  useGetStatsQuery,
  useGetPageContentQuery,
  useUpdatePageContentMutation,
  useListCarouselImagesQuery,
  useCreateCarouselUploadUrlMutation,
  useCreateCarouselImageMutation,
  useDeleteCarouselImageMutation,
  useListAdminJobsPageQuery,
  useSetJobFeaturedMutation,
  useSetJobActiveMutation,
  useSetJobValidThroughMutation,
  useSetJobClassificationMutation,
  useSetJobPayMutation,
  useGetJobTaxonomyQuery,
  useClearAllJobsMutation,
  useListTeamLogosQuery,
  useUpdateTeamLogoMutation,
  useCreateTeamLogoUploadUrlMutation,
  useListUsersQuery,
  useSetUserAdminMutation,
  useSetUserPasswordMutation,
  useDeleteUserMutation,
  useLazyExportUsersQuery,
  useListCustomPagesQuery,
  useLazyGetCustomPageQuery,
  useCreateCustomPageMutation,
  useUpdateCustomPageMutation,
  useDeleteCustomPageMutation,
  useUploadJobsCsvMutation,
  useGetCsvImportProgressQuery,
  useUnlockJobFieldsMutation,
  useUploadFileMutation,
} = adminApi;

export type * from './generated';
