import { TAGLINE } from '../../app/app-config';

/** The fixed texts of the home page (admin content overrides some of them). */
export const HOME_TEXTS = {
  tagline: TAGLINE,
  heroTitle: TAGLINE,
  heroSubtitle: 'Get access to our exclusive database of NFL jobs!',
  primaryButton: 'Browse NFL Jobs',
  featuredTitle: 'Featured Opportunities',
  featuredSubtitle: 'Hand-picked positions from top football organizations',
  noFeatured:
    'No featured jobs available. Mark jobs as featured in the admin panel to display them here.',
  about: [
    {
      title: 'Every role in one place',
      body: 'Coaching, front office, analytics, marketing and operations jobs with professional football teams, gathered since 2024.',
    },
    {
      title: 'Search that fits',
      body: 'Filter by position, team and location, and apply directly on the team’s own page.',
    },
    {
      title: 'Free membership',
      body: 'Sign up with a complimentary sports-technology newsletter subscription to unlock the full job listings.',
    },
  ],
} as const;
