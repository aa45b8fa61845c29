import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { UuidPrimaryKey } from '../database/uuid-primary-key';
import { LONG_TEXT } from '../database/column-types';
import type { Department, EmploymentType, Level } from './job-taxonomy';

/**
 * The board's index: the active flag, the expiry mark (jobs the sweep found expired are skipped
 * by seeking, not scanned), the sort order (newest first, id breaking ties), the three searched
 * fields and the two dates the query-time expiry check reads. A substring search (LIKE '%term%')
 * cannot seek in a B-tree, but with this index it scans a compact index in display order instead
 * of the table (descriptions included), and the count is answered from the index alone. About
 * 2,970 bytes in utf8mb4: under InnoDB's 3,072-byte key limit.
 */
@Index('IDX_jobs_board', [
  'isActive',
  'expiredAt',
  'datePosted',
  'id',
  'positionTitle',
  'teamName',
  'location',
  'validThrough',
  'createdAt',
])
/** The admin list: every job, newest first. */
@Index('IDX_jobs_posted', ['datePosted', 'id'])
/** The home page slider: active, unexpired featured jobs, newest first. */
@Index('IDX_jobs_featured_active_posted', [
  'isFeatured',
  'isActive',
  'expiredAt',
  'datePosted',
  'id',
])
/**
 * Facet counts and facet filters (decision 0070): the board's condition (active, expiry mark),
 * the three facets, then the order, the searched fields and the expiry dates, so that counting
 * with or without search terms reads this index alone. About 3,000 bytes in utf8mb4.
 */
@Index('IDX_jobs_facets', [
  'isActive',
  'expiredAt',
  'department',
  'employmentType',
  'level',
  'datePosted',
  'positionTitle',
  'teamName',
  'location',
  'validThrough',
  'createdAt',
])
/** Open-job counts per team (team pages, the home page's partner teams), from the index alone. */
@Index('IDX_jobs_active_team', ['isActive', 'expiredAt', 'teamName', 'validThrough', 'createdAt'])
@Entity('jobs')
export class Job {
  @UuidPrimaryKey()
  id: string;

  @Index('IDX_jobs_teamName')
  @Column({ type: 'varchar', length: 200 })
  teamName: string;

  @Column({ type: 'varchar', length: 300 })
  positionTitle: string;

  @Column({ type: 'varchar', length: 200 })
  location: string;

  @Column({ type: 'varchar', length: 2048 })
  applyUrl: string;

  /**
   * SHA-256 (hex) of applyUrl: the CSV import upserts by apply URL, and a unique index on a
   * 2048-character column is over MySQL's key length limit.
   */
  @Index('UQ_jobs_applyUrlHash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  applyUrlHash: string;

  @Column({ type: LONG_TEXT, nullable: true })
  description: string | null;

  @Column({ type: 'datetime' })
  datePosted: Date;

  @Column({ type: 'boolean', default: false })
  isFeatured: boolean;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** A slug of DEPARTMENTS (job-taxonomy.ts); inferred from the title when none is given. */
  @Column({ type: 'varchar', length: 20, default: 'other' })
  department: Department;

  /** A slug of EMPLOYMENT_TYPES, or null when unknown. */
  @Column({ type: 'varchar', length: 12, nullable: true })
  employmentType: EmploymentType | null;

  /** A slug of LEVELS, or null when unknown. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  level: Level | null;

  /**
   * The job's own closing date (CSV `valid_through`, admin edit); null: it closes
   * JOB_LIFETIME_DAYS after it arrived (createdAt). Listed up to, not at, this moment.
   */
  @Column({ type: 'datetime', nullable: true })
  validThrough: Date | null;

  /**
   * Set by the periodic expiry sweep when the job had expired (null while open). Only an index
   * aid: every public read also checks the dates, so a job leaves the board at its closing
   * moment whether or not the sweep has run; writes that may reopen a job clear it.
   */
  @Column({ type: 'datetime', nullable: true })
  expiredAt: Date | null;

  /** When the job arrived on the board (the default lifetime counts from here). */
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
