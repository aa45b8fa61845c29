import { Column } from 'typeorm';
import type { Department, EmploymentType, Level } from './taxonomy/job-taxonomy';

/**
 * The columns the board reads, declared once for the two tables that carry them: `jobs` (every
 * job) and `job_listings` (its copy of each listed job; see JobListing). A change here changes
 * both, as the job writer's copy between them needs.
 */
export abstract class JobBoardColumns {
  @Column({ type: 'varchar', length: 200 })
  teamName: string;

  @Column({ type: 'varchar', length: 300 })
  positionTitle: string;

  @Column({ type: 'varchar', length: 200 })
  location: string;

  @Column({ type: 'datetime' })
  datePosted: Date;

  @Column({ type: 'boolean', default: false })
  isFeatured: boolean;

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
}
