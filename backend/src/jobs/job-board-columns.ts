import { Column } from 'typeorm';
import type { PayUnit, WorkplaceType } from './pay/job-pay';
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

  /** A slug of WORKPLACE_TYPES (on-site, hybrid, remote), or null when not stated. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  workplaceType: WorkplaceType | null;

  /** The pay range's unit (a slug of PAY_UNITS); null: no pay listed (the "Pay listed" filter). */
  @Column({ type: 'varchar', length: 5, nullable: true })
  salaryUnit: PayUnit | null;

  /**
   * The pay compared across jobs: the top of the range per year in US dollars, null without pay
   * or in another currency (annualPayUsd, decision 0200). Kept by the job writer.
   */
  @Column({ type: 'int', nullable: true })
  payAnnualUsd: number | null;
}
