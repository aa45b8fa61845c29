import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The search engines a job change can be told to. */
export type SearchEngine = 'indexnow' | 'google';

/**
 * One job page a search engine should hear about (decision 0210): written by the job writer in the
 * transaction of the job's write, sent after it commits, deleted once the engine took it. One row
 * per engine and job, so a job changed twice before a send is sent once, as it is then.
 */
@Entity('search_engine_notices')
@Index('IDX_search_engine_notices_due', ['engine', 'dueAt'])
export class SearchEngineNotice {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  engine: SearchEngine;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  jobId: string;

  /** The job's title at its last change (its page's slug). */
  @Column({ type: 'varchar', length: 300 })
  title: string;

  /** Whether the job was listed after its last change: URL_UPDATED, else URL_DELETED. */
  @Column({ type: 'boolean' })
  listed: boolean;

  @Column({ type: 'datetime' })
  changedAt: Date;

  /** Not sent before (a retry's backoff, a search engine's Retry-After). */
  @Column({ type: 'datetime' })
  dueAt: Date;

  /** Failed sends so far. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** The send that holds this row, until `claimedUntil` (then another replica may take it). */
  @Column({ type: 'varchar', length: 36, nullable: true })
  claimedBy: string | null;

  @Column({ type: 'datetime', nullable: true })
  claimedUntil: Date | null;
}
