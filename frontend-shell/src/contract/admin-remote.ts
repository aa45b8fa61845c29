/**
 * The typed contract between the shell (host) and the admin remote. The shell renders the remote's
 * default export with these props; the remote uses nothing else of the shell's internals.
 * The admin package imports this file for its types only (no runtime code crosses the boundary).
 */
export interface AdminSessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
}

export type AdminToastVariant = 'default' | 'success' | 'destructive';

export interface AdminToast {
  title: string;
  description?: string;
  variant?: AdminToastVariant;
}

/** Lists the shell caches whose data an admin mutation changed (RTK Query tag types). */
export type PublicDataTag =
  'Jobs' | 'FeaturedJobs' | 'Teams' | 'Stats' | 'Users' | 'Pages' | 'Carousel' | 'Content';

export interface AdminRemoteProps {
  /** The signed-in user (the shell's route guard has already checked one exists). */
  user: AdminSessionUser;
  /** Signs out through the shell (clears its session state and goes to /). */
  signOut: () => Promise<void>;
  /** Shows a toast in the shell's single toast slot. */
  notify: (toast: AdminToast) => void;
  /** Client-side navigation in the shell's router. */
  navigate: (path: string) => void;
  /**
   * Marks shell data stale after an admin mutation, so public screens in this tab refetch. The
   * remote calls it after every successful mutation with the tags that mutation changed (the same
   * names it invalidates in its own cache: `MUTATION_TAGS` in frontend-admin/src/api/mutation-tags.ts),
   * e.g. ['Jobs', 'FeaturedJobs'] after a Featured switch.
   */
  invalidate: (tags: PublicDataTag[]) => void;
}
