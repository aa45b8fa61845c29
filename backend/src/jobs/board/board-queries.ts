import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { whereShape } from '../../database/typeorm-internals';
import { toDate } from './board-order';
import { TeamLogo } from '../../team-logos/team-logo.entity';
import { DAY_MS, ExpiryRule, openCondition } from '../expiry/job-expiry';
import { Job } from '../job.entity';
import type { SearchCandidates } from '../search-index/job-search-index';
import { whereTexts } from './contains-pattern';
import type { JobFilters, JobWithLogo } from './job-board.types';
import { JobSort, whereFacetPrefix, whereFacets } from './job-facet-filters';
import { JobListing } from './job-listing.entity';
import { JobListingCountsRepository } from './job-listing-counts.repository';
import { JobRows } from './job-rows';

/** Page query texts kept per process: a few kilobytes each. */
const PAGE_TEXTS = 1000;
/** The parameter that binds a search's candidates in the board's conditions. */
export const CANDIDATES = 'searchCandidates';

/**
 * The board's building blocks, shared by its reads (JobBoardRepository) and the paths of
 * searches the word index narrows (CandidatePages) or cannot (CommonWordSearch): the listings
 * and what "listed" means, a search's conditions, its page in one query, the orders, the next
 * closing moment.
 */
@Injectable()
export class BoardQueries {
  readonly sqlite: boolean;
  readonly expiry: ExpiryRule;
  private readonly rows: JobRows;
  /** The SQL text of each shape of page query seen (see `pageOf`). */
  private readonly pageTexts = new Map<string, string>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly counts: JobListingCountsRepository,
  ) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
    this.expiry = { lifetimeDays: config.jobLifetimeDays };
    this.rows = new JobRows(dataSource);
  }

  /** Every job, listed or not. */
  jobs(): SelectQueryBuilder<Job> {
    return this.dataSource.getRepository(Job).createQueryBuilder('job');
  }

  /**
   * The listings under the alias `job`: they carry the board's columns under the jobs' names, so
   * the board's conditions and orders read the same on either table.
   */
  listings(): SelectQueryBuilder<Job> {
    return this.dataSource
      .getRepository(JobListing)
      .createQueryBuilder('job') as unknown as SelectQueryBuilder<Job>;
  }

  /**
   * Adds the board's condition to a query of the listings (rows of active jobs the sweep has not
   * marked expired): still open at `now` by the dates, so a job leaves at its closing moment
   * whether or not the sweep has removed its listing yet.
   */
  listed(qb: SelectQueryBuilder<Job>, now: Date, alias = 'job'): SelectQueryBuilder<Job> {
    const open = openCondition(alias, this.expiry, now);
    return qb.andWhere(open.sql, open.params);
  }

  /**
   * The listed jobs that match the filters, given the word index's candidates for their texts
   * (null: the index cannot narrow them): the one definition of "on the board" shared by the
   * list, its counts, the facet counts and the team pages.
   */
  async matching(
    filters: JobFilters,
    now: Date,
    candidates: SearchCandidates | null,
  ): Promise<SelectQueryBuilder<Job>> {
    const qb = this.listed(this.listings(), now);
    // The word index narrows a selective search to its candidates; the LIKE conditions below
    // stay the exact check.
    if (candidates?.ids.length === 0) qb.andWhere('1 = 0');
    else if (candidates)
      qb.andWhere(`job.id IN (:...${CANDIDATES})`, { [CANDIDATES]: candidates.ids });
    if (filters.exactTeamName) {
      qb.andWhere('job.teamName = :exactTeamName', { exactTeamName: filters.exactTeamName });
    } else if (filters.teamName) {
      // A search whose team words name one team reads that team's listings in the board's order
      // (IDX_job_listings_team) instead of the whole board until a page matches; the team's
      // newest job may be weeks old. The LIKE below stays the exact check.
      const team = await this.counts.onlyTeamContaining(filters.teamName);
      if (team !== null) qb.andWhere('job.teamName = :searchedTeam', { searchedTeam: team });
    }
    whereFacets(qb, filters);
    if (filters.facetPrefix) whereFacetPrefix(qb, filters.facetPrefix);
    if (filters.payListed) qb.andWhere('job.salaryUnit IS NOT NULL');
    if (filters.minPay) qb.andWhere('job.payAnnualUsd >= :minPay', { minPay: filters.minPay });
    return whereTexts(qb, filters, this.sqlite);
  }

  /**
   * `matching` without candidates, posted no later than `newest` when given (the words' newest
   * posting date, JobSearchIndex.newestPosted): no match lies before it in the newest-first
   * order.
   */
  async matchingUpTo(
    filters: JobFilters,
    now: Date,
    newest: Date | string | null,
  ): Promise<SelectQueryBuilder<Job>> {
    const matching = await this.matching(filters, now, null);
    if (newest !== null) matching.andWhere('job.datePosted <= :newest', { newest });
    return matching;
  }

  /**
   * A page in one query: a derived table picks the ids of the page from an index alone (the
   * filters and the order are all in a listings index, or IDX_jobs_posted for the admin list),
   * and the full rows and logos of just those ids are joined to it. Reading whole rows while
   * skipping past non-matching ones would cost a row lookup per skipped job; this way a rare term
   * or a deep offset scans only the compact index, and the page costs one round trip (decision
   * 0084). The page's SQL text is built once per shape of the query (its conditions as written,
   * the order, limit and offset) and bound to each request's values: building it took a tenth of
   * a board request's CPU time.
   */
  async pageOf(
    matching: SelectQueryBuilder<Job>,
    limit: number,
    offset: number,
    sort: JobSort = 'newest',
  ): Promise<JobWithLogo[]> {
    const shape = whereShape(matching);
    const key = shape === null ? null : `${sort} ${limit} ${offset}\n${shape}`;
    let sql = key === null ? undefined : this.pageTexts.get(key);
    if (sql === undefined) {
      sql = this.pageQuery(matching, limit, offset, sort).getQuery();
      if (key !== null) this.rememberPageText(key, sql);
    }
    const [query, parameters] = this.dataSource.driver.escapeQueryWithParameters(
      sql,
      matching.getParameters(),
      {},
    );
    return this.rows.map(await this.dataSource.query(query, parameters));
  }

  private pageQuery(
    matching: SelectQueryBuilder<Job>,
    limit: number,
    offset: number,
    sort: JobSort,
  ): SelectQueryBuilder<Job> {
    // The page carries its sort keys, so the join is ordered by sorting the page's ids alone
    // (ordering by the joined rows would copy them, descriptions included, to a temporary table).
    const select = matching.select('job.id', 'id').addSelect('job.datePosted', 'datePosted');
    const ids = this.ordered(select, sort).limit(limit).offset(offset);
    const page = this.withLogo(this.jobs())
      .innerJoin(`(${ids.getQuery()})`, 'page', 'page.id = job.id')
      .setParameters(ids.getParameters());
    this.rows.select(page);
    if (sort !== 'newest') page.addOrderBy(`page.${ORDER_KEYS[sort]}`, 'DESC');
    return page.addOrderBy('page.datePosted', 'DESC').addOrderBy('page.id', 'DESC');
  }

  /** Keeps at most PAGE_TEXTS page texts (each deep offset is a shape), dropping the oldest. */
  private rememberPageText(key: string, sql: string): void {
    if (this.pageTexts.size >= PAGE_TEXTS) {
      this.pageTexts.delete(this.pageTexts.keys().next().value as string);
    }
    this.pageTexts.set(key, sql);
  }

  withLogo(qb: SelectQueryBuilder<Job>): SelectQueryBuilder<Job> {
    return qb.leftJoinAndMapOne('job.logo', TeamLogo, 'logo', 'logo.teamName = job.teamName');
  }

  /** The board's order: the order's key first (selected too) in the other orders (ORDER_KEYS). */
  ordered(qb: SelectQueryBuilder<Job>, sort: JobSort): SelectQueryBuilder<Job> {
    if (sort === 'newest') return this.newestFirst(qb);
    const key = ORDER_KEYS[sort];
    return qb
      .addSelect(`job.${key}`, key)
      .orderBy(`job.${key}`, 'DESC')
      .addOrderBy('job.datePosted', 'DESC')
      .addOrderBy('job.id', 'DESC');
  }

  newestFirst(qb: SelectQueryBuilder<Job>): SelectQueryBuilder<Job> {
    return qb.orderBy('job.datePosted', 'DESC').addOrderBy('job.id', 'DESC');
  }

  /**
   * The query's rows counted up to one past `most`: a count that stops reading there (the
   * index range it reads, not every row it could).
   */
  async countUpTo(qb: SelectQueryBuilder<Job>, most: number): Promise<number> {
    const [sql, parameters] = qb.limit(most + 1).getQueryAndParameters();
    const rows: Array<{ total: number | string }> = await this.dataSource.query(
      `SELECT COUNT(*) AS total FROM (${sql}) counted`,
      parameters,
    );
    return Number(rows[0]?.total ?? 0);
  }

  async count(qb: SelectQueryBuilder<Job>): Promise<number> {
    const row = await qb.select('COUNT(*)', 'total').getRawOne<{ total: string | number }>();
    return Number(row?.total ?? 0);
  }

  /**
   * A search's part of a cached answer's key: its filters and the default lifetime, since a
   * longer lifetime, set since, brings jobs back to the board with no write to invalidate on.
   */
  searchKey(filters: JobFilters): string {
    return `${this.expiry.lifetimeDays}:${JSON.stringify(filters)}`;
  }

  /**
   * A place's posting date as a parameter: SQLite compares the text it stores; mysql2 binds a
   * Date as UTC (timezone 'Z').
   */
  postedParameter(place: BoardPlace): Date | string {
    return this.sqlite ? place.posted : new Date(place.posted);
  }

  /**
   * The next moment a listed job closes (its own date, or the default lifetime after it arrived),
   * or null when none will: cached board answers must not outlive it.
   */
  async nextClosing(now = new Date()): Promise<Date | null> {
    // Two seeks in IDX_job_listings_closing: the first own closing date after now, and the
    // earliest arrival among open jobs without one (MIN over an index range reads one entry).
    const own = await this.listings()
      .select('MIN(job.validThrough)', 'at')
      .where('job.validThrough > :now', { now })
      .getRawOne<{ at: Date | string | null }>();
    const candidates = [own?.at];
    if (this.expiry.lifetimeDays > 0) {
      const arrived = await this.listings()
        .select('MIN(job.createdAt)', 'at')
        .where('job.validThrough IS NULL')
        .andWhere('job.createdAt > :arrivedAfter', {
          arrivedAfter: new Date(now.getTime() - this.expiry.lifetimeDays * DAY_MS),
        })
        .getRawOne<{ at: Date | string | null }>();
      if (arrived?.at) {
        candidates.push(new Date(toDate(arrived.at).getTime() + this.expiry.lifetimeDays * DAY_MS));
      }
    }
    const times = candidates.filter((at) => at != null).map((at) => toDate(at!).getTime());
    return times.length ? new Date(Math.min(...times)) : null;
  }
}

/**
 * The orders besides newest first, and the column each sorts by first, descending, then newest
 * first among equals:
 * - closing soon (decision 0070): the stored closing rank, larger is sooner and jobs that never
 *   close come last (decision 0250), read backwards in IDX_job_listings_closing_order;
 * - highest pay (IDX_job_listings_pay, decision 0200): the comparable pay; null (no pay, or not
 *   in US dollars) is the smallest value on both drivers, so those jobs come last.
 */
export type OrderedSort = Exclude<JobSort, 'newest'>;
export const ORDER_KEYS: Record<OrderedSort, 'closingRank' | 'payAnnualUsd'> = {
  closing: 'closingRank',
  pay: 'payAnnualUsd',
};

/** A listing's place in the board's newest-first order. */
export interface BoardPlace {
  /** The posting date as SQLite stores it, or as ISO text from mysql2's Date. */
  posted: string;
  id: string;
}

/** A row's place, its posting date kept as text (ISO from mysql2's Date, as stored on SQLite). */
export function placeOf(row: { id: string; datePosted: Date | string }): BoardPlace {
  const posted = row.datePosted instanceof Date ? row.datePosted.toISOString() : row.datePosted;
  return { posted, id: row.id };
}

/** The filters' searched texts, by the word index's fields. */
export function textTerms(filters: JobFilters) {
  return {
    positionTitle: filters.position,
    teamName: filters.teamName,
    location: filters.location,
  };
}
