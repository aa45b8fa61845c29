import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { expiredCondition, ExpiryRule } from '../expiry/job-expiry';
import { COUNT_KEYS, JobListingCount } from './job-listing-count.entity';
import { JobListing } from './job-listing.entity';
import { containsCondition } from './contains-pattern';
import type { JobFilters } from './job-board.types';
import { chosenIn, FACETS } from './job-facet-filters';

/** Listed jobs of one team and facet combination (null: the job has no such value). */
export interface CountedGroup {
  teamName: string;
  department: string;
  employmentType: string | null;
  level: string | null;
  workplaceType: string | null;
  count: number;
}

/** The filters the counts answer without reading listings: a team and the facets. */
export type CountedFilters = Pick<
  JobFilters,
  'teamName' | 'exactTeamName' | 'department' | 'employmentType' | 'level' | 'workplaceType'
>;

/**
 * The board's counts from `job_listing_counts` (a few hundred rows however many jobs are
 * listed), less the listings whose closing moment has passed but which the sweep has not removed
 * yet: those are few (the sweep runs every ten minutes, and the writer lists no job closed when
 * written), found from IDX_job_listings_closing. So a count equals counting the listed jobs open
 * at `now`, as the board's list does, without reading every listing.
 */
@Injectable()
export class JobListingCountsRepository {
  private readonly sqlite: boolean;
  private readonly expiry: ExpiryRule;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
    this.expiry = { lifetimeDays: config.jobLifetimeDays };
  }

  /** Whether these filters are answered here (no title, location or pay filter). */
  covers(filters: JobFilters): boolean {
    return !filters.position && !filters.location && !filters.payListed && !filters.minPay;
  }

  /** Listed jobs at `now` per team and facet combination, within the filters' team. */
  async groups(filters: CountedFilters, now = new Date()): Promise<CountedGroup[]> {
    // One row per group already (the groups are the table's key).
    const counted = await this.scoped(
      this.dataSource.getRepository(JobListingCount).createQueryBuilder('job'),
      filters,
    )
      .select(COUNT_KEYS.map((k) => `job.${k}`))
      .addSelect('job.listed', 'count')
      .getRawMany<Record<string, string | number>>();
    const closed = await this.closedNotSwept(filters, now);
    const groups = new Map<string, CountedGroup>();
    for (const row of counted) {
      const group = toGroup(row, 'job_');
      groups.set(groupKey(group, this.sqlite), group);
    }
    for (const row of closed) {
      const gone = toGroup(row, '');
      const group = groups.get(groupKey(gone, this.sqlite));
      if (group) group.count -= gone.count;
    }
    return [...groups.values()].filter((group) => group.count > 0);
  }

  /** How many listed jobs match the filters at `now`. */
  async total(filters: CountedFilters, now = new Date()): Promise<number> {
    const groups = await this.groups(filters, now);
    return groups
      .filter((group) => FACETS.every((facet) => chosenIn(filters, facet, group)))
      .reduce((sum, group) => sum + group.count, 0);
  }

  /** Listings still in the table whose closing moment has passed, per group. */
  private closedNotSwept(filters: CountedFilters, now: Date) {
    const expired = expiredCondition('job', this.expiry, now);
    const keys = COUNT_KEYS.map((k) => `COALESCE(job.${k}, '')`);
    let qb = this.scoped(
      this.dataSource.getRepository(JobListing).createQueryBuilder('job'),
      filters,
    ).andWhere(expired.sql, expired.params);
    qb = qb.select(keys[0], COUNT_KEYS[0]);
    keys.slice(1).forEach((key, i) => qb.addSelect(key, COUNT_KEYS[i + 1]));
    return qb
      .addSelect('COUNT(*)', 'count')
      .groupBy(keys.join(', '))
      .getRawMany<Record<string, string | number>>();
  }

  /** The team conditions, on either table (both name the column `teamName`). */
  private scoped<T extends object>(
    qb: SelectQueryBuilder<T>,
    filters: CountedFilters,
  ): SelectQueryBuilder<T> {
    qb.where('1 = 1');
    if (filters.exactTeamName) {
      qb.andWhere('job.teamName = :exactTeamName', { exactTeamName: filters.exactTeamName });
    }
    if (filters.teamName) {
      const contains = containsCondition('job.teamName', filters.teamName, this.sqlite, 'teamName');
      qb.andWhere(contains.sql, contains.params);
    }
    return qb;
  }
}

function toGroup(row: Record<string, string | number>, prefix: string): CountedGroup {
  const value = (key: string) => {
    const v = row[`${prefix}${key}`];
    return v === '' || v == null ? null : String(v);
  };
  return {
    teamName: String(row[`${prefix}teamName`]),
    department: String(row[`${prefix}department`]),
    employmentType: value('employmentType'),
    level: value('level'),
    workplaceType: value('workplaceType'),
    count: Number(row.count),
  };
}

/**
 * A group's identity as the counts table keys it. MySQL compares team names as its collation
 * does (without case, accents or trailing spaces), so the key folds them there; SQLite compares
 * them exactly.
 */
function groupKey(group: CountedGroup, sqlite: boolean): string {
  const team = sqlite
    ? group.teamName
    : group.teamName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trimEnd();
  return JSON.stringify([team, ...COUNT_KEYS.slice(1).map((k) => group[k] ?? '')]);
}
