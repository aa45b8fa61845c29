import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { expiredCondition, ExpiryRule } from '../expiry/job-expiry';
import { COUNT_KEYS, JobListingCount } from './job-listing-count.entity';
import { JobListing } from './job-listing.entity';
import { whereTexts } from './contains-pattern';
import { JobListingTextCount } from './job-listing-text-count.entity';
import { JobSearchIndex } from '../search-index/job-search-index';
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

/** The filters the counts answer without reading listings: all but a minimum pay. */
export type CountedFilters = Omit<JobFilters, 'minPay'>;

/**
 * The board's counts from its two summaries, less the listings whose closing moment has passed
 * but which the sweep has not removed yet: those are few (the sweep runs every ten minutes, and
 * the writer lists no job closed when written), found from IDX_job_listings_closing. So a count
 * equals counting the listed jobs open at `now`, as the board's list does, without reading every
 * listing. Without a title, location or pay filter the counts per team and facets answer (a few
 * hundred rows however many jobs are listed); with one, the counts per exact text, whose rows
 * that match the search are summed (docs/decisions/0172-text-search-counts.md).
 */
@Injectable()
export class JobListingCountsRepository {
  private readonly sqlite: boolean;
  private readonly expiry: ExpiryRule;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly searchIndex: JobSearchIndex,
  ) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
    this.expiry = { lifetimeDays: config.jobLifetimeDays };
  }

  /** Whether these filters are answered here (all but a minimum pay, which compares each job). */
  covers(filters: JobFilters): filters is CountedFilters {
    return !filters.minPay;
  }

  /**
   * Listed jobs at `now` per team and facet combination, within the filters' team, texts and
   * "pay listed" (the facet choices are left to the caller: each group carries its values).
   */
  async groups(filters: CountedFilters, now = new Date()): Promise<CountedGroup[]> {
    const counted = await this.counted(filters);
    const closed = await this.closedNotSwept(filters, now);
    const groups = new Map<string, CountedGroup>();
    for (const row of counted) {
      const group = toGroup(row);
      const key = groupKey(group, this.sqlite);
      const same = groups.get(key);
      if (same) same.count += group.count;
      else groups.set(key, group);
    }
    for (const row of closed) {
      const gone = toGroup(row);
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

  /**
   * The one team name among the listings that contains `term` as the board's team search matches
   * it, or null when none or several do. Names equal under the database's comparison are one
   * name (MySQL's collation ignores case, so `teamName = ?` then finds them all; SQLite keeps
   * them apart, so they are several). Closed listings the sweep has not removed may add a name,
   * never hide one, so a search that names one team may read only that team's listings.
   */
  async onlyTeamContaining(term: string): Promise<string | null> {
    const names = await whereTexts(
      this.dataSource
        .getRepository(JobListingCount)
        .createQueryBuilder('job')
        .select('DISTINCT job.teamName', 'teamName')
        .where('job.listed > 0'),
      { teamName: term },
      this.sqlite,
    )
      .limit(2)
      .getRawMany<{ teamName: string }>();
    return names.length === 1 ? names[0].teamName : null;
  }

  /**
   * The counts per team and facets within the filters (before the closed ones): from the counts
   * per team and facets without a title or location filter; with one, from the listings the word
   * index proposes when it narrows the search (at most MAX_CANDIDATES, each checked by the same
   * `LIKE`), else from the summary of distinct texts, which a board whose texts rarely repeat
   * makes as long as the board itself.
   */
  private async counted(filters: CountedFilters): Promise<Array<Record<string, string | number>>> {
    if (!filters.position && !filters.location && !filters.payListed) {
      // One row per group already (the groups are the table's key).
      return selectKeys(
        this.scoped(
          this.dataSource.getRepository(JobListingCount).createQueryBuilder('job'),
          filters,
        ),
        COUNT_KEYS.map((k) => `job.${k}`),
      )
        .addSelect('job.listed', 'count')
        .getRawMany();
    }
    const candidates = await this.searchIndex.listedCandidates({
      positionTitle: filters.position,
      teamName: filters.teamName,
      location: filters.location,
    });
    if (candidates?.ids.length === 0) return [];
    if (candidates) {
      return this.listingGroups(filters, (qb) =>
        qb.andWhere('job.id IN (:...countCandidates)', { countCandidates: candidates.ids }),
      );
    }
    const qb = this.scoped(
      this.dataSource.getRepository(JobListingTextCount).createQueryBuilder('job'),
      filters,
    );
    if (filters.payListed) qb.andWhere('job.payListed = :payListed', { payListed: true });
    return selectKeys(
      qb,
      COUNT_KEYS.map((k) => `job.${k}`),
    )
      .addSelect('SUM(job.listed)', 'count')
      .groupBy(COUNT_KEYS.map((k) => `job.${k}`).join(', '))
      .getRawMany();
  }

  /** Listings still in the table whose closing moment has passed, per group. */
  private closedNotSwept(filters: CountedFilters, now: Date) {
    const expired = expiredCondition('job', this.expiry, now);
    return this.listingGroups(filters, (qb) => qb.andWhere(expired.sql, expired.params));
  }

  /** Listings within the filters and `narrow`'s condition, counted per group. */
  private listingGroups(
    filters: CountedFilters,
    narrow: (qb: SelectQueryBuilder<JobListing>) => SelectQueryBuilder<JobListing>,
  ): Promise<Array<Record<string, string | number>>> {
    const keys = COUNT_KEYS.map((k) => `COALESCE(job.${k}, '')`);
    const qb = narrow(
      this.scoped(this.dataSource.getRepository(JobListing).createQueryBuilder('job'), filters),
    );
    if (filters.payListed) qb.andWhere('job.salaryUnit IS NOT NULL');
    return selectKeys(qb, keys)
      .addSelect('COUNT(*)', 'count')
      .groupBy(keys.join(', '))
      .getRawMany<Record<string, string | number>>();
  }

  /** The team and text conditions, on any of the three tables (they name the columns alike). */
  private scoped<T extends object>(
    qb: SelectQueryBuilder<T>,
    filters: CountedFilters,
  ): SelectQueryBuilder<T> {
    qb.where('1 = 1');
    if (filters.exactTeamName) {
      qb.andWhere('job.teamName = :exactTeamName', { exactTeamName: filters.exactTeamName });
    }
    return whereTexts(qb, filters, this.sqlite);
  }
}

/** Selects the group's key expressions under the key names (COUNT_KEYS). */
function selectKeys<T extends object>(
  qb: SelectQueryBuilder<T>,
  expressions: string[],
): SelectQueryBuilder<T> {
  expressions.forEach((sql, i) =>
    i ? qb.addSelect(sql, COUNT_KEYS[i]) : qb.select(sql, COUNT_KEYS[i]),
  );
  return qb;
}

function toGroup(row: Record<string, string | number>): CountedGroup {
  const value = (key: string) => {
    const v = row[key];
    return v === '' || v == null ? null : String(v);
  };
  return {
    teamName: String(row.teamName),
    department: String(row.department),
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
