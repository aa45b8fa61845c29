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

/**
 * The department, employment type and level values (null: none) that the listings matching a
 * facet choice have, read from the counts: the leading columns of IDX_job_listings_facets. Given
 * with the choice, they let a page of a rare choice seek its few index entries instead of reading
 * the board in date order until a page matches, which meets no match for the whole board when
 * the choice's jobs are old (a level alone is the index's third column, so it cannot seek).
 */
export interface FacetPrefix {
  department: string[];
  employmentType: Array<string | null>;
  level: Array<string | null>;
}

/** A choice matching at most this many listings seeks by its prefix (reads and sorts that many). */
export const FACET_SEEK_MAX = 5_000;

/**
 * The prefix of a choice of employment type, level or workplace (a department alone has its own
 * index in the board's order), from the groups of the counts; null when there is no such choice
 * or more than FACET_SEEK_MAX listings match (a page of a common choice comes soon in date order).
 */
export function facetPrefix(
  groups: Array<Record<Facet, string | null> & { count: number }>,
  chosen: FacetFilters,
): FacetPrefix | null {
  if (!(['employmentType', 'level', 'workplaceType'] as const).some((f) => chosen[f]?.length)) {
    return null;
  }
  const matching = groups.filter((g) => FACETS.every((f) => chosenIn(chosen, f, g)));
  if (matching.reduce((sum, g) => sum + g.count, 0) > FACET_SEEK_MAX) return null;
  const values = (facet: Facet) => [...new Set(matching.map((g) => g[facet]))];
  return {
    department: values('department') as string[],
    employmentType: values('employmentType'),
    level: values('level'),
  };
}

/** Adds the prefix's conditions: implied by the choice, they only give the planner its seek. */
export function whereFacetPrefix(qb: SelectQueryBuilder<Job>, prefix: FacetPrefix): void {
  if (!prefix.department.length) {
    qb.andWhere('1 = 0');
    return;
  }
  qb.andWhere('job.department IN (:...prefixDepartment)', { prefixDepartment: prefix.department });
  for (const facet of ['employmentType', 'level'] as const) {
    const values = prefix[facet].filter((v) => v !== null);
    const name = `prefix${facet[0].toUpperCase()}${facet.slice(1)}`;
    const none = `job.${facet} IS NULL`;
    const any = `job.${facet} IN (:...${name})`;
    const sql = !values.length
      ? none
      : values.length < prefix[facet].length
        ? `(${none} OR ${any})`
        : any;
    qb.andWhere(sql, values.length ? { [name]: values } : {});
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
