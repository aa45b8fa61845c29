import { Injectable } from '@nestjs/common';
import { ReadCache } from '../../cache/read-cache.service';
import type { JobFacetsQueryDto } from '../dto/job-facets-query.dto';
import type { FacetCountDto, JobFacetsDto } from '../dto/job-facets.dto';
import {
  chosenIn,
  FACETS,
  facetPrefix,
  type Facet,
  type FacetFilters,
  type FacetPrefix,
} from './job-facet-filters';
import { FacetGroup, JobFacetsRepository } from './job-facets.repository';
import {
  DEPARTMENTS,
  EMPLOYMENT_TYPES,
  LEVELS,
  type TaxonomyOption,
} from '../taxonomy/job-taxonomy';
import { JobBoardRepository } from './job-board.repository';
import { WORKPLACE_OPTIONS } from '../pay/job-pay';

const OPTIONS: Record<Facet, readonly TaxonomyOption[]> = {
  department: DEPARTMENTS,
  employmentType: EMPLOYMENT_TYPES,
  level: LEVELS,
  workplaceType: WORKPLACE_OPTIONS,
};

/**
 * Facet counts by the usual faceted-search rule: an option's count applies the text filters and
 * the other facets' choices, but not its own facet's, so it says how many jobs the board would
 * show with that option added (or, for a chosen one, kept).
 */
export function facetCounts(groups: FacetGroup[], chosen: FacetFilters): JobFacetsDto {
  const matches = (group: FacetGroup, facet: Facet) => chosenIn(chosen, facet, group);
  const countsFor = (facet: Facet): FacetCountDto[] => {
    const others = FACETS.filter((f) => f !== facet);
    const tally = new Map<string, number>();
    for (const group of groups) {
      const value = group[facet];
      if (value === null || !others.every((f) => matches(group, f))) continue;
      tally.set(value, (tally.get(value) ?? 0) + group.count);
    }
    return OPTIONS[facet].map(({ value, label }) => ({
      value,
      label,
      count: tally.get(value) ?? 0,
    }));
  };
  return {
    total: groups
      .filter((g) => FACETS.every((f) => matches(g, f)))
      .reduce((sum, g) => sum + g.count, 0),
    department: countsFor('department'),
    employmentType: countsFor('employmentType'),
    level: countsFor('level'),
    workplaceType: countsFor('workplaceType'),
  };
}

@Injectable()
export class JobFacetsService {
  constructor(
    private readonly repo: JobFacetsRepository,
    private readonly jobs: JobBoardRepository,
    private readonly cache: ReadCache,
  ) {}

  /**
   * The groups depend on the text and pay filters only, so they are cached (decision 0081) under those:
   * choosing or dropping facet options reuses them; any job write invalidates them, and they
   * live only until the next job closes (as the board's counts).
   */
  async count(query: JobFacetsQueryDto, now = new Date()): Promise<JobFacetsDto> {
    return facetCounts(await this.groups(query, now), query);
  }

  /**
   * A facet choice's total and, when few listings match, the prefix its page seeks by (see
   * FacetPrefix), both from the same cached groups.
   */
  async choice(
    query: JobFacetsQueryDto,
    now = new Date(),
  ): Promise<{ total: number; prefix: FacetPrefix | null }> {
    const groups = await this.groups(query, now);
    return { total: facetCounts(groups, query).total, prefix: facetPrefix(groups, query) };
  }

  private groups(query: JobFacetsQueryDto, now: Date): Promise<FacetGroup[]> {
    const texts = {
      position: query.position,
      teamName: query.teamName,
      location: query.location,
      payListed: query.payListed,
      minPay: query.minPay,
    };
    return this.cache.get(
      'jobs',
      `facets:${JSON.stringify(texts)}`,
      () => this.repo.countGroups(texts, now),
      { expiresAt: () => this.jobs.nextClosing(now) },
    );
  }
}
