import { useGetPageContentQuery } from '../../api/api';

export interface HomepageContent {
  hero?: {
    title?: string;
    subtitle?: string;
    primaryButtonText?: string;
    secondaryButtonText?: string;
  };
  stats?: { title?: string };
  featuredJobs?: { title?: string; subtitle?: string };
}

export interface JobsPageContent {
  title?: string;
  subtitle?: string;
  searchPlaceholder?: string;
  filterLabels?: { position?: string; team?: string; location?: string };
}

/** Admin-edited texts of a page; a failed read counts as no content (the defaults show). */
export function usePageContent<T>(pageKey: 'homepage' | 'jobs'): {
  content: T | null;
  loading: boolean;
} {
  const { data, isLoading } = useGetPageContentQuery({ pageKey });
  return { content: (data?.content as T | undefined) ?? null, loading: isLoading };
}

/** A text from admin content, or the default when missing or blank. */
export function text(value: string | undefined | null, fallback: string): string {
  return value && value.trim() ? value : fallback;
}
