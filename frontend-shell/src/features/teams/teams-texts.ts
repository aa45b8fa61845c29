/** Texts of the team pages and the home page's partner-teams section. */
export const TEAMS_TEXTS = {
  sectionTitle: 'Partner Teams',
  sectionSubtitle: 'Organizations hiring on the board right now',
  noTeams: 'Partner teams will appear here as soon as their jobs are posted.',
  openJobs: (n: number) => (n === 1 ? '1 open job' : `${n} open jobs`),
  openPositions: 'Open positions',
  noOpenJobs: 'This team has no open positions right now. Check back soon.',
  visitorTitle: (n: number) =>
    n === 1 ? '1 open position is waiting' : `${n} open positions are waiting`,
  visitorBody:
    'Sign up for free to see every position at this team and apply. Already a member? Sign in.',
  signUp: 'Sign up to see the jobs',
  seeOnBoard: 'See them on the jobs board',
  allTeams: 'All partner teams',
  notFound: 'Team Not Found',
  notFoundBody: "The team you're looking for doesn't exist or has been renamed.",
  failed: 'Failed to load the team',
  retry: 'Try again',
} as const;
