import { Column, Entity } from 'typeorm';
import { TimeOrderedIds, UuidPrimaryKey } from '../../database/uuid-primary-key';

/**
 * The number of jobs, kept as changes (decision 0265): every write of the job writer that adds or
 * deletes jobs inserts one row here, in its transaction, with the change; the number of jobs is
 * the sum of the rows. Rows are only inserted and deleted, never updated, so writers never wait
 * on each other here (a counter row would be locked by a long import until it commits). Folding
 * replaces many rows by one of their sum; a recount adds a row of any difference from the jobs
 * counted (JobTotal).
 */
@Entity('job_total_deltas')
@TimeOrderedIds()
export class JobTotalDelta {
  /** Time-ordered: a new row goes at the end of the primary key. */
  @UuidPrimaryKey()
  id: string;

  /** Jobs added (positive) or deleted (negative). */
  @Column({ type: 'int' })
  delta: number;
}
