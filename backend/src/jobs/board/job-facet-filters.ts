import type { SelectQueryBuilder } from 'typeorm';
import type { Job } from '../job.entity';
import type { WorkplaceType } from '../pay/job-pay';
import type { Department, EmploymentType, Level } from '../taxonomy/job-taxonomy';

/** The facets a search may narrow by; within a facet the chosen values are alternatives. */
export interface FacetFilters {
  department?: Department[];
  employmentType?: EmploymentType[];
  level?: Level[];
  workplaceType?: WorkplaceType[];
}

export type Facet = keyof FacetFilters;
export const FACETS: Facet[] = ['department', 'employmentType', 'level', 'workplaceType'];

/**
 * The board's orders: newest first, soonest to close first (decision 0070), or highest pay first
 * (the comparable yearly figure, decision 0200; jobs without it last, newest first).
 */
export type JobSort = 'newest' | 'closing' | 'pay';
export const JOB_SORTS: JobSort[] = ['newest', 'closing', 'pay'];

/** Adds `column IN (...)` for each facet that has chosen values (an empty list is no filter). */
export function whereFacets(qb: SelectQueryBuilder<Job>, filters: FacetFilters): void {
  for (const facet of FACETS) {
    const values = filters[facet];
    if (values?.length) qb.andWhere(`job.${facet} IN (:...${facet})`, { [facet]: values });
  }
}

/** Whether these facet values (a job's, or a group's) are among the chosen ones of `facet`. */
export function chosenIn(
  filters: FacetFilters,
  facet: Facet,
  values: Partial<Record<Facet, string | null>>,
): boolean {
  const chosen = filters[facet] as string[] | undefined;
  return !chosen?.length || chosen.includes(values[facet] as string);
}
