import { Column, Entity, Index } from 'typeorm';
import { TimeOrderedIds, UuidPrimaryKey } from '../database/uuid-primary-key';

/** succeeded; guarded: succeeded but closed nothing (see the mass-close guard); failed. */
export type RunStatus = 'running' | 'succeeded' | 'guarded' | 'failed';

/** One run of a source: what it fetched and what it did with it. */
@Entity('job_source_runs')
@Index('IDX_job_source_runs_source', ['sourceId', 'startedAt'])
@TimeOrderedIds()
export class JobSourceRun {
  @UuidPrimaryKey()
  id: string;

  @Column({ type: 'varchar', length: 36 })
  sourceId: string;

  /** schedule or manual (an admin's "Run now"). */
  @Column({ type: 'varchar', length: 10 })
  trigger: 'schedule' | 'manual';

  @Column({ type: 'varchar', length: 10 })
  status: RunStatus;

  @Column({ type: 'datetime' })
  startedAt: Date;

  @Column({ type: 'int', default: 0 })
  durationMs: number;

  @Column({ type: 'int', default: 0 })
  fetched: number;

  @Column({ type: 'int', default: 0 })
  created: number;

  @Column({ type: 'int', default: 0 })
  updated: number;

  @Column({ type: 'int', default: 0 })
  unchanged: number;

  @Column({ type: 'int', default: 0 })
  closed: number;

  /** Postings that could not be written (each named in `error`). */
  @Column({ type: 'int', default: 0 })
  failed: number;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  error: string | null;
}
