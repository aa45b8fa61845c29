import { Injectable } from '@nestjs/common';
import type { Department, EmploymentType, Level } from '../taxonomy/job-taxonomy';
import { JobBoardRepository } from './job-board.repository';
import type { JobFilters } from './job-board.types';

/** How many board jobs share one combination of the three facets. */
export interface FacetGroup {
  department: Department;
  employmentType: EmploymentType | null;
  level: Level | null;
  count: number;
}

@Injectable()
export class JobFacetsRepository {
  constructor(private readonly jobs: JobBoardRepository) {}

  /**
   * Board jobs matching the text filters, counted per (department, employment type, level): at
   * most 9 × 6 × 5 groups, read from IDX_job_listings_facets alone. Every facet count follows from these
   * groups, so one query answers all three facets.
   */
  async countGroups(
    filters: Omit<JobFilters, 'department' | 'employmentType' | 'level'>,
    now = new Date(),
  ) {
    const rows = await (
      await this.jobs.activeMatching(filters, now)
    )
      .select('job.department', 'department')
      .addSelect('job.employmentType', 'employmentType')
      .addSelect('job.level', 'level')
      .addSelect('COUNT(*)', 'count')
      .groupBy('job.department')
      .addGroupBy('job.employmentType')
      .addGroupBy('job.level')
      .getRawMany<Omit<FacetGroup, 'count'> & { count: string | number }>();
    return rows.map((r): FacetGroup => ({ ...r, count: Number(r.count) }));
  }
}
