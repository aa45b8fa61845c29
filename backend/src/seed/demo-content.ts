/** Demo texts for the homepage and jobs page (site_content), as an admin would write them. */
export const DEMO_CONTENT: Record<string, Record<string, unknown>> = {
  homepage: {
    hero: {
      title: 'Your gateway to American football careers',
      subtitle:
        'Get access to our exclusive database of NFL jobs! Coaching, front office, analytics, marketing and operations roles with professional teams, in one place since 2024.',
      primaryButtonText: 'Browse NFL Jobs',
      secondaryButtonText: 'Create a free account',
    },
    stats: { title: 'The board at a glance', successfulPlacements: 140 },
    featuredJobs: {
      title: 'Featured Opportunities',
      subtitle: 'Hand-picked positions from top football organizations',
    },
  },
  jobs: {
    title: 'Football Jobs',
    subtitle: 'Discover your next opportunity in American football',
    searchPlaceholder: 'Search positions…',
    filterLabels: { position: 'Position', team: 'Team', location: 'Location' },
  },
};
