import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { UuidPrimaryKey } from '../database/uuid-primary-key';

export const PROVIDERS = ['greenhouse', 'lever', 'feed'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** Lever's two hosts (its EU accounts live on their own). */
export const LEVER_REGIONS = ['global', 'eu'] as const;
export type LeverRegion = (typeof LEVER_REGIONS)[number];

/**
 * Provider values (a department, a commitment, a level name) mapped to the board's taxonomy
 * slugs by an admin; a value without an entry is inferred as a CSV row would be.
 */
export interface SourceMapping {
  department: Record<string, string>;
  employmentType: Record<string, string>;
  level: Record<string, string>;
}

export const EMPTY_MAPPING: SourceMapping = { department: {}, employmentType: {}, level: {} };

/** Why a source waits for an admin's look (shown on the Sources tab and the dashboard). */
export type SourceFlag = 'failing' | 'mass-close-guard';

/**
 * A team's published openings, pulled in on a schedule (docs/product.md#job-sources): a
 * Greenhouse board, a Lever site or a job feed URL.
 */
@Entity('job_sources')
@Index('IDX_job_sources_due', ['paused', 'nextRunAt'])
export class JobSource {
  @UuidPrimaryKey()
  id: string;

  /** The team every job of the source is listed under. */
  @Column({ type: 'varchar', length: 200 })
  teamName: string;

  @Column({ type: 'varchar', length: 12 })
  provider: Provider;

  /** Greenhouse board token, Lever site name, or the feed's URL. */
  @Column({ type: 'varchar', length: 2048 })
  token: string;

  /** Lever only: which host serves the site. */
  @Column({ type: 'varchar', length: 8, default: 'global' })
  region: LeverRegion;

  @Column({ type: 'int', default: 60 })
  everyMinutes: number;

  @Column({ type: 'boolean', default: false })
  paused: boolean;

  @Column({ type: 'simple-json' })
  mapping: SourceMapping;

  /** Provider values the last runs met that the mapping does not name (for review). */
  @Column({ type: 'simple-json' })
  unmapped: SourceMapping;

  /** When the schedule runs it next; a run claims it by moving it on (compare and set). */
  @Column({ type: 'datetime' })
  nextRunAt: Date;

  @Column({ type: 'int', default: 0 })
  consecutiveFailures: number;

  /** Postings the last successful run fetched (the mass-close guard compares with it). */
  @Column({ type: 'int', nullable: true })
  lastFetched: number | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  flag: SourceFlag | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
