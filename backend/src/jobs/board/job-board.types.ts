import type { TeamLogo } from '../../team-logos/team-logo.entity';
import type { Job } from '../job.entity';
import type { FacetFilters, FacetPrefix } from './job-facet-filters';

/**
 * Board search filters: each given text must appear, case-insensitively, in its field; each
 * facet with chosen values must hold one of them; `exactTeamName` is one team (its team page).
 */
export interface JobFilters extends FacetFilters {
  position?: string;
  teamName?: string;
  location?: string;
  exactTeamName?: string;
  /** Only jobs with a pay range. */
  payListed?: boolean;
  /** Only jobs whose comparable yearly pay in US dollars reaches this (decision 0200). */
  minPay?: number;
  /** The facet choice's prefix from the counts (see FacetPrefix): how a page seeks, not a filter. */
  facetPrefix?: FacetPrefix;
}

/** A job with its team's logo record (null when the team has none). */
export type JobWithLogo = Job & { logo: TeamLogo | null };

/** A line of the sitemap or the feed: enough to link to the job's page. */
export type JobLink = Pick<Job, 'id' | 'positionTitle' | 'datePosted' | 'createdAt'>;
