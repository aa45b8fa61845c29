/** The texts of a job's own page (/jobs/{id}/{slug}). */
export const JOB_PAGE_TEXTS = {
  back: 'Back to Jobs',
  apply: 'Apply Now',
  posted: 'Posted',
  closes: 'Closes',
  closed: 'This position is closed',
  closedBody: 'It no longer accepts applications. Browse the board for open positions.',
  closedCta: 'Browse open jobs',
  notFound: 'Job Not Found',
  notFoundBody: "The job you're looking for doesn't exist or has been removed.",
  description: 'About the role',
  noDescription: 'The team has not published a description for this position.',
  moreAtTeam: (team: string) => `More jobs at ${team}`,
  noMoreAtTeam: (team: string) => `No other open positions at ${team} right now.`,
  browseAll: 'Browse all jobs',
  ctaTitle: 'Get access to our exclusive database of NFL jobs!',
  ctaBody:
    'Sign up free to search every opening in coaching, front office, analytics, marketing and operations, and see more jobs from this team.',
  ctaSignUp: 'Sign Up Free',
  ctaSignIn: 'Sign In',
} as const;

/** "Assistant Coach - Austin Armadillos | Gridiron Careers", as the server writes it. */
export function jobPageTitle(job: { positionTitle: string; teamName: string }, siteName: string) {
  return `${job.positionTitle} - ${job.teamName} | ${siteName}`;
}

/** The meta description the server writes too: who hires what where, and the description's start. */
export function jobPageDescription(job: {
  positionTitle: string;
  teamName: string;
  location: string;
  description?: string | null;
  closed: boolean;
}): string {
  const lead = `${job.teamName} is hiring: ${job.positionTitle} in ${job.location}.`;
  const closed = job.closed ? ' This position is closed.' : '';
  const flat = `${lead}${closed} ${job.description ?? ''}`.replace(/\s+/g, ' ').trim();
  if (flat.length <= 160) return flat;
  const cut = flat.slice(0, 159);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length > 80 ? atWord : cut}…`;
}
