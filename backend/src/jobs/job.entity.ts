import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { TimeOrderedIds, UuidPrimaryKey } from '../database/uuid-primary-key';
import { LONG_TEXT } from '../database/column-types';
import { JobBoardColumns } from './job-board-columns';
import type { LockableField } from './lockable-fields';

/** The unique index of `applyUrlHash` (a locking lookup names it, see JobUpsertRepository). */
export const APPLY_URL_HASH_INDEX = 'UQ_jobs_applyUrlHash';

/**
 * The admin list: every job, newest first. The board reads its own table, `job_listings`, with
 * the indexes its queries need (see JobListing); closed jobs kept for their pages cost it nothing.
 */
@Index('IDX_jobs_posted', ['datePosted', 'id'])
@Index('IDX_jobs_teamName', ['teamName'])
@Index('UQ_jobs_source_external', ['sourceId', 'externalId'], { unique: true })
// The expiry sweep's two questions, each a few ranges whatever the history kept: which unmarked
// jobs have closed (marking), and which jobs are open by their dates (unmarking a reopened one).
@Index('IDX_jobs_expiry_marking', ['expiredAt', 'validThrough', 'createdAt'])
@Index('IDX_jobs_expiry_dates', ['validThrough', 'createdAt', 'expiredAt'])
@Entity('jobs')
@TimeOrderedIds()
export class Job extends JobBoardColumns {
  @UuidPrimaryKey()
  id: string;

  @Column({ type: 'varchar', length: 2048 })
  applyUrl: string;

  /**
   * SHA-256 (hex) of applyUrl: the CSV import upserts by apply URL, and a unique index on a
   * 2048-character column is over MySQL's key length limit. On MySQL the unique index covers the
   * first 32 hex digits (128 bits), half the index for the same identity, made by a migration
   * since TypeORM cannot declare a prefix (decision 0258); SQLite indexes the whole key.
   */
  @Index(APPLY_URL_HASH_INDEX, { unique: true })
  @Column({ type: 'varchar', length: 64 })
  applyUrlHash: string;

  @Column({ type: LONG_TEXT, nullable: true })
  description: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /**
   * Set by the periodic expiry sweep when the job had expired (null while open). Only an index
   * aid: every public read also checks the dates, so a job leaves the board at its closing
   * moment whether or not the sweep has run; writes that may reopen a job clear it.
   */
  @Column({ type: 'datetime', nullable: true })
  expiredAt: Date | null;

  /**
   * The ingestion source the job comes from and its id there (docs/product.md#job-sources); null
   * for jobs written by hand or from a CSV file.
   */
  @Column({ type: 'varchar', length: 36, nullable: true })
  sourceId: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  externalId: string | null;

  /** SHA-256 (hex) of what the source last said about the job: an unchanged posting is skipped. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  contentHash: string | null;

  /** Fields an admin edited by hand: ingestion leaves them alone until the admin unlocks them. */
  @Column({ type: 'simple-json', nullable: true })
  lockedFields: LockableField[] | null;

  /** Consecutive successful runs of its source that did not list the job (two close it). */
  @Column({ type: 'int', default: 0 })
  missedRuns: number;

  /** The pay range in salaryCurrency, to the cent (either bound may be missing). */
  @Column({ type: 'double', nullable: true })
  salaryMin: number | null;

  @Column({ type: 'double', nullable: true })
  salaryMax: number | null;

  /** ISO 4217 code of the pay range (USD unless given); null without pay. */
  @Column({ type: 'varchar', length: 3, nullable: true })
  salaryCurrency: string | null;

  /** Remote jobs: where applicants may live, `US` or US state codes joined by commas. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  remoteRegions: string | null;

  /** When the job arrived on the board (the default lifetime counts from here). */
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
