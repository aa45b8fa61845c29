import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { UuidPrimaryKey } from '../database/uuid-primary-key';
import type { AlertFilters } from './alert-filters';

export type AlertFrequency = 'instant' | 'daily' | 'weekly';
export const ALERT_FREQUENCIES: AlertFrequency[] = ['instant', 'daily', 'weekly'];

/**
 * A member's saved board search, emailed when new jobs match it (docs/product.md#job-alerts).
 * `listedAfter` is the watermark (decision 0190): the jobs still to be sent are the listed,
 * matching jobs that arrived at or after it; each digest moves it to the cutoff it covered.
 */
@Entity('job_alerts')
@Index('IDX_job_alerts_user', ['userId', 'createdAt'])
@Index('IDX_job_alerts_due', ['frequency', 'paused', 'lastPeriod'])
/** The admin's "last digest sent" reads the end of this index, not every alert. */
@Index('IDX_job_alerts_last_sent', ['lastSentAt'])
export class JobAlert {
  @UuidPrimaryKey()
  id: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The board search (its own parameter names), as JSON. */
  @Column({
    type: 'varchar',
    length: 2000,
    transformer: {
      to: (value: AlertFilters) => JSON.stringify(value),
      from: (value: string) => JSON.parse(value) as AlertFilters,
    },
  })
  filters: AlertFilters;

  @Column({ type: 'varchar', length: 8 })
  frequency: AlertFrequency;

  @Column({ type: 'boolean', default: false })
  paused: boolean;

  /** The watermark (whole seconds): jobs that arrived before it were sent or passed over. */
  @Column({ type: 'datetime' })
  listedAfter: Date;

  /** The last period handled (`2026-11-24`, `2026-W48`, or the instant sweep's cutoff). */
  @Column({ type: 'varchar', length: 32, nullable: true })
  lastPeriod: string | null;

  @Column({ type: 'datetime', nullable: true })
  lastSentAt: Date | null;

  /**
   * A digest window claimed before its mail was stored, by sweeps of builds before decision 0273
   * (decision 0191): its end and its period. Set, the next sweep finishes exactly this window
   * (same mail key) whoever claimed it. Sweeps now store the mail and move the watermark in one
   * transaction and claim nothing.
   */
  @Column({ type: 'datetime', nullable: true })
  pendingUntil: Date | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  pendingPeriod: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
