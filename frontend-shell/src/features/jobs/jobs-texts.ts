/** The fixed texts of the jobs page (title, subtitle and labels are admin-editable). */
export const JOBS_TEXTS = {
  title: 'Football Jobs',
  subtitle: 'Discover your next opportunity in American football',
  searchPlaceholder: 'Search positions...',
  positionLabel: 'Position',
  teamLabel: 'Team',
  locationLabel: 'Location',
  teamPlaceholder: 'Team name',
  locationPlaceholder: 'City or state',
  search: 'Search Jobs',
  noJobs: 'No jobs found',
  adjust: 'Try adjusting your search criteria',
  noListings: 'No job listings are currently available',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  failed: 'Failed to fetch jobs',
  retry: 'Try again',
} as const;

/** The result count announced to screen readers (role="status"). */
export function resultCount(shown: number, total: number): string {
  if (total === 1) return '1 job found';
  if (shown < total) return `Showing ${shown} of ${total} jobs`;
  return `${total} jobs found`;
}
