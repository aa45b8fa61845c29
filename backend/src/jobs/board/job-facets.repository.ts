import { Injectable } from '@nestjs/common';
import type { WorkplaceType } from '../pay/job-pay';
import type { Department, EmploymentType, Level } from '../taxonomy/job-taxonomy';
import { JobBoardRepository } from './job-board.repository';
import { CountedFilters, JobListingCountsRepository } from './job-listing-counts.repository';
import type { JobFilters } from './job-board.types';

/** How many board jobs share one combination of the facets. */
export interface FacetGroup {
  department: Department;
  employmentType: EmploymentType | null;
  level: Level | null;
  workplaceType: WorkplaceType | null;
  count: number;
}

@Injectable()
export class JobFacetsRepository {
  constructor(
    private readonly jobs: JobBoardRepository,
    private readonly counts: JobListingCountsRepository,
  ) {}

  /**
   * Board jobs matching the text and pay filters, counted per (department, employment type,
   * level, workplace): at most 9 × 6 × 5 × 4 groups, from the listing counts, or with a minimum
   * pay from IDX_job_listings_facets alone. Every facet count follows from these groups, so one
   * query answers all the facets.
   */
  async countGroups(
    filters: Omit<JobFilters, 'department' | 'employmentType' | 'level' | 'workplaceType'>,
    now = new Date(),
  ): Promise<FacetGroup[]> {
    if (this.counts.covers(filters)) return this.fromCounts(filters, now);
    const rows = await (
      await this.jobs.activeMatching(filters, now)
    )
      .select('job.department', 'department')
      .addSelect('job.employmentType', 'employmentType')
      .addSelect('job.level', 'level')
      .addSelect('job.workplaceType', 'workplaceType')
      .addSelect('COUNT(*)', 'count')
      .groupBy('job.department')
      .addGroupBy('job.employmentType')
      .addGroupBy('job.level')
      .addGroupBy('job.workplaceType')
      .getRawMany<Omit<FacetGroup, 'count'> & { count: string | number }>();
    return rows.map((r): FacetGroup => ({ ...r, count: Number(r.count) }));
  }

  /** The same groups from the listing counts (any filter but a minimum pay). */
  private async fromCounts(filters: CountedFilters, now: Date) {
    const groups = new Map<string, FacetGroup>();
    for (const counted of await this.counts.groups(filters, now)) {
      const facets = {
        department: counted.department as Department,
        employmentType: counted.employmentType as EmploymentType | null,
        level: counted.level as Level | null,
        workplaceType: counted.workplaceType as WorkplaceType | null,
      };
      const key = JSON.stringify(facets);
      const group = groups.get(key) ?? { ...facets, count: 0 };
      group.count += counted.count;
      groups.set(key, group);
    }
    return [...groups.values()];
  }
}
