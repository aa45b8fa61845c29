import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { JobBoardColumns } from '../job-board-columns';

/**
 * The board's own table: one row per listed job (active and not marked expired), with only what
 * the board reads, kept by the job writer in the same transaction as the job's write and by the
 * expiry sweep (see docs/decisions/0171-board-at-a-million-jobs.md). Closed jobs kept for their
 * pages stay in `jobs` only, so they cost the board's reads nothing: every board query (list,
 * search, counts, facets, teams, featured, sitemap, feed) reads this table and its indexes, and
 * joins `jobs` for the full rows of one page. The dates stay, as on `jobs`: a job leaves the board
 * at its closing moment whether or not the sweep has removed its row yet.
 */
/**
 * List and search: the order (newest first, id breaking ties), the searched fields and the two
 * dates the open check reads, so a page, its count and a substring search read this index alone;
 * then the other orders' keys, so a common word's matches in a range of dates come with the keys
 * that sort them (CommonWordSearch, decision 0267).
 */
@Index('IDX_job_listings_board', [
  'datePosted',
  'id',
  'positionTitle',
  'teamName',
  'location',
  'validThrough',
  'createdAt',
  'payAnnualUsd',
  'closingRank',
])
/**
 * Facet filters and facet counts: the three facets lead, so a facet choice seeks its range (an
 * empty choice is found from the index without a scan), then the order and what the search reads.
 */
@Index('IDX_job_listings_facets', [
  'department',
  'employmentType',
  'level',
  'datePosted',
  'positionTitle',
  'teamName',
  'location',
  'validThrough',
  'createdAt',
  'workplaceType',
  'salaryUnit',
  'payAnnualUsd',
])
/**
 * The "Highest pay" order and the minimum pay filter (decision 0200): jobs without comparable pay
 * hold null, which sorts last in a descending order on both drivers.
 */
@Index('IDX_job_listings_pay', [
  'payAnnualUsd',
  'datePosted',
  'id',
  'workplaceType',
  'validThrough',
  'createdAt',
])
/**
 * One department, newest first (the most common facet choice): the department, then the order
 * and the open check's dates, so the page is read in order from its range instead of sorting
 * every job of the department, as IDX_job_listings_facets must (the two other facets stand
 * between the department and the date there; decision 0251).
 */
@Index('IDX_job_listings_department', [
  'department',
  'datePosted',
  'id',
  'validThrough',
  'createdAt',
])
/**
 * One team's listings in the board's order (newest, then id), with the open check's dates: a team
 * page, and a board search whose team words name one team (decision 0171), read a page of 50
 * entries from the team's range instead of the whole board in date order.
 */
@Index('IDX_job_listings_team', ['teamName', 'datePosted', 'id', 'validThrough', 'createdAt'])
/** The home page slider. */
@Index('IDX_job_listings_featured', ['isFeatured', 'datePosted', 'id'])
/** The next closing moment (cached answers must not outlive it). */
@Index('IDX_job_listings_closing', ['validThrough', 'createdAt'])
/**
 * "Closing soon": the stored rank, then the order, read backwards (all descending), with the two
 * dates the open check reads, so a page reads this index alone (decision 0250).
 */
@Index('IDX_job_listings_closing_order', [
  'closingRank',
  'datePosted',
  'id',
  'validThrough',
  'createdAt',
])
/**
 * Arrival order (job alerts): the newest listed arrival before a moment is the first entry read
 * backwards from it, and an alert's window of new arrivals is one range, with the dates the open
 * check reads.
 */
@Index('IDX_job_listings_arrival', ['createdAt', 'validThrough'])
@Entity('job_listings')
export class JobListing extends JobBoardColumns {
  /** The job's id (`jobs.id`). */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** When the job arrived (`jobs.createdAt`, copied: the default lifetime counts from it). */
  @Column({ type: 'datetime' })
  createdAt: Date;

  /**
   * The "closing soon" order as a number, larger for sooner (closingRankSql in job-sort.ts): set
   * by the job writer's copy, recomputed by the expiry sweep when JOB_LIFETIME_DAYS has changed.
   * A string: a bigint as the drivers return it; only SQL reads it.
   */
  @Column({ type: 'bigint', default: 0 })
  closingRank: string;
}

/** The columns a listing copies from its job, in table order. */
export const LISTING_COLUMNS = [
  'id',
  'teamName',
  'positionTitle',
  'location',
  'datePosted',
  'isFeatured',
  'department',
  'employmentType',
  'level',
  'validThrough',
  'createdAt',
  'workplaceType',
  'salaryUnit',
  'payAnnualUsd',
] as const;
