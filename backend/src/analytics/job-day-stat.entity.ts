import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Job } from '../jobs/job.entity';

/**
 * One job's counts for one day (UTC), added to in batches by JobCounters (docs/product.md#analytics):
 * page views by where the visitor came from, apply clicks and saves. Aggregates only: no visitor,
 * address or member is stored. Deleting a job deletes its rows (foreign key, ON DELETE CASCADE).
 */
@Entity('job_day_stats')
@Index('IDX_job_day_stats_day', ['day', 'jobId'])
export class JobDayStat {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  jobId: string;

  /** The UTC day, YYYY-MM-DD (text, so both drivers compare and group it alike). */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @ManyToOne(() => Job, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'jobId', foreignKeyConstraintName: 'FK_job_day_stats_job' })
  job?: Job;

  /** Views arriving from the board itself (a link on this site). */
  @Column({ type: 'int', default: 0 })
  viewsBoard: number;

  /** Views arriving from a search engine (by the referrer's host). */
  @Column({ type: 'int', default: 0 })
  viewsSearch: number;

  /** Views from a link in an alert email (`utm_source=alert`). */
  @Column({ type: 'int', default: 0 })
  viewsAlert: number;

  /** Views referred by any other site. */
  @Column({ type: 'int', default: 0 })
  viewsOther: number;

  /** Views without a referrer (typed, bookmarked, or the referrer withheld). */
  @Column({ type: 'int', default: 0 })
  viewsDirect: number;

  @Column({ type: 'int', default: 0 })
  applyClicks: number;

  @Column({ type: 'int', default: 0 })
  saves: number;
}
