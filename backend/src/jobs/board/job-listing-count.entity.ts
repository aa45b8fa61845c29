import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many listings (rows of `job_listings`) share one team and one combination of the facets:
 * the board's counts (the Active Jobs figure, the facet counts and totals without a text search,
 * the team directory) read these few rows instead of every listing. The job writer adjusts them
 * in the transaction that changes the listings (JobListings). A listing whose closing moment has
 * passed before the sweep removed it is still counted here; the board's reads subtract those,
 * found from IDX_job_listings_closing (docs/decisions/0171-board-at-a-million-jobs.md).
 * An unset employment type, level or workplace is stored as '' (a key column cannot be null).
 */
@Entity('job_listing_counts')
export class JobListingCount {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  teamName: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  department: string;

  @PrimaryColumn({ type: 'varchar', length: 12 })
  employmentType: string;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  level: string;

  @PrimaryColumn({ type: 'varchar', length: 8 })
  workplaceType: string;

  /** Listings in this group. */
  @Column({ type: 'int' })
  listed: number;
}

/** The columns a listing is counted by, in key order. */
export const COUNT_KEYS = [
  'teamName',
  'department',
  'employmentType',
  'level',
  'workplaceType',
] as const;
