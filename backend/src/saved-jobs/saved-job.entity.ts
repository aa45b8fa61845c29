import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Job } from '../jobs/job.entity';
import { User } from '../users/user.entity';

/**
 * A member's bookmark of a job (docs/product.md#saved-jobs). It outlives the job closing; deleting
 * the job or the member deletes it (foreign keys, ON DELETE CASCADE).
 */
@Entity('saved_jobs')
@Index('IDX_saved_jobs_job', ['jobId'])
export class SavedJob {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  jobId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_saved_jobs_user' })
  user?: User;

  @ManyToOne(() => Job, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'jobId', foreignKeyConstraintName: 'FK_saved_jobs_job' })
  job?: Job;

  @CreateDateColumn({ type: 'datetime' })
  savedAt: Date;
}
