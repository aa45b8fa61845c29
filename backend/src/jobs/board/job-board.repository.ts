import { Injectable } from '@nestjs/common';
import { SelectQueryBuilder } from 'typeorm';
import { Job } from '../job.entity';
import { JobSearchIndex, SearchCandidates } from '../search-index/job-search-index';
import { toDate } from './board-order';
import { BoardQueries, textTerms } from './board-queries';
import { CandidatePages } from './candidate-pages';
import { CommonWordSearch } from './common-word-search';
import type { JobFilters, JobLink, JobWithLogo } from './job-board.types';
import { JobSort } from './job-facet-filters';
import { JobListingCountsRepository } from './job-listing-counts.repository';

/** Links read per statement for a sitemap file (see `listedLinksInReads`). */
const LINKS_PER_READ = 5000;

/**
 * The board's reads: listed jobs by filters, pages, counts, arrivals, links and closing moments.
 * A search's page goes to the word index's candidates (CandidatePages) or, when its words are too
 * common for the index, to CommonWordSearch; the queries they share are BoardQueries'.
 */
@Injectable()
export class JobBoardRepository {
  constructor(
    private readonly queries: BoardQueries,
    private readonly candidatePages: CandidatePages,
    private readonly commonWords: CommonWordSearch,
    private readonly searchIndex: JobSearchIndex,
    private readonly counts: JobListingCountsRepository,
  ) {}

  /**
   * One page of listed jobs (active and open at `now`) matching the filters, newest (or soonest
   * closing) first, each with its team's logo.
   */
  async findActiveByFilters(
    filters: JobFilters,
    limit: number,
    offset: number,
    sort: JobSort = 'newest',
    now = new Date(),
  ): Promise<JobWithLogo[]> {
    const candidates = await this.candidatesOf(filters);
    if (candidates === null && searchesText(filters)) {
      const page = await this.commonWords.page(filters, limit, offset, sort, now);
      if (page) return page;
    }
    return this.candidatePages.page(filters, candidates, limit, offset, sort, now);
  }

  /** Whether the listing counts answer these filters' count without reading listings. */
  countsCover(filters: JobFilters): boolean {
    return this.counts.covers(filters);
  }

  /**
   * How many listed jobs match the filters: from the listing counts (every filter but a minimum
   * pay), else from the board's indexes.
   */
  async countActiveByFilters(filters: JobFilters, now = new Date()): Promise<number> {
    if (this.counts.covers(filters)) return this.counts.total(filters, now);
    return this.queries.count(await this.activeMatching(filters, now));
  }

  /**
   * Listed jobs matching the filters that arrived on the board in [from, until): a job alert's
   * new jobs (decision 0190). Both bounds are whole seconds. Newest first, at most `limit`, with
   * how many there are in all.
   */
  async findArrivedBetween(
    filters: JobFilters,
    from: Date,
    until: Date,
    limit: number,
    now = new Date(),
  ): Promise<{ jobs: JobWithLogo[]; total: number }> {
    // One matching query (one word-index lookup) serves the count and the page.
    const arrived = (await this.activeMatching(filters, now))
      .andWhere('job.createdAt >= :arrivedFrom', { arrivedFrom: this.second(from) })
      .andWhere('job.createdAt < :arrivedUntil', { arrivedUntil: this.second(until) });
    const total = await this.queries.count(arrived.clone());
    const jobs = total ? await this.queries.pageOf(arrived, limit, 0) : [];
    return { jobs, total };
  }

  /** When the newest listed job that arrived before `until` (whole seconds) arrived, or null. */
  async latestArrival(until: Date, now = new Date()): Promise<Date | null> {
    // Read backwards in IDX_job_listings_arrival from `until`: the first open listing is the one.
    const row = await this.queries
      .listed(this.queries.listings(), now)
      .select('job.createdAt', 'at')
      .andWhere('job.createdAt < :arrivedUntil', { arrivedUntil: this.second(until) })
      .orderBy('job.createdAt', 'DESC')
      .limit(1)
      .getRawOne<{ at: Date | string | null }>();
    return row?.at ? toDate(row.at) : null;
  }

  /**
   * A whole-second bound as the column holds it: SQLite keeps `createdAt` as text without a
   * fraction, and text comparison would put `12:00:00` before `12:00:00.000`.
   */
  private second(at: Date): Date | string {
    return this.queries.sqlite ? at.toISOString().slice(0, 19).replace('T', ' ') : at;
  }

  /** Listed featured jobs, newest first (the home page slider). */
  findFeaturedActive(max: number, now = new Date()): Promise<JobWithLogo[]> {
    const featured = this.queries
      .listings()
      .where('job.isFeatured = :featured', { featured: true });
    return this.queries.pageOf(this.queries.listed(featured, now), max, 0);
  }

  /** The newest listed jobs with their logos (the RSS feed). */
  findNewestListed(max: number, now = new Date()): Promise<JobWithLogo[]> {
    return this.queries.pageOf(this.queries.listed(this.queries.listings(), now), max, 0);
  }

  /** Links to listed jobs, newest first, read from the board index alone (the sitemap files). */
  async findListedLinks(max: number, offset = 0, now = new Date()): Promise<JobLink[]> {
    const rows = await this.linksQuery(now).limit(max).offset(offset).getRawMany<LinkRow>();
    return rows.map(toLink);
  }

  /**
   * `findListedLinks` read `perRead` at a time, for a sitemap file of 50,000 links: the first read
   * skips `offset` links, each next one goes on after the last link read (by its posting date
   * and id, the board's order, so it seeks in the index instead of skipping again). The links of
   * one read are let go before the next, so a file's rows are never all held at once: held
   * together, 50,000 of them outlived the young generation and their collection paused the
   * requests that came after the file. Every read takes the same `now`.
   */
  async *listedLinksInReads(
    max: number,
    offset = 0,
    now = new Date(),
    perRead = LINKS_PER_READ,
  ): AsyncGenerator<JobLink[], void, undefined> {
    let last: LinkRow | undefined;
    for (let left = max; left > 0;) {
      const qb = this.linksQuery(now).limit(Math.min(perRead, left));
      if (last) {
        qb.andWhere(
          '(job.datePosted < :afterPosted OR (job.datePosted = :afterPosted AND job.id < :afterId))',
          // The posting date as the driver gave it: bound back, it equals the stored one.
          { afterPosted: last.datePosted, afterId: last.id },
        );
      } else {
        qb.offset(offset);
      }
      const rows = await qb.getRawMany<LinkRow>();
      if (rows.length) yield rows.map(toLink);
      if (rows.length < Math.min(perRead, left)) return;
      left -= rows.length;
      last = rows[rows.length - 1];
    }
  }

  /**
   * Plain rows of what a link needs: a sitemap file is 50,000 of them, and making entities of them
   * took a seventh of its time (and more in garbage collection).
   */
  private linksQuery(now: Date): SelectQueryBuilder<Job> {
    return this.queries.newestFirst(
      this.queries
        .listed(this.queries.listings(), now)
        .select('job.id', 'id')
        .addSelect('job.positionTitle', 'positionTitle')
        .addSelect('job.datePosted', 'datePosted')
        .addSelect('job.createdAt', 'createdAt'),
    );
  }

  /**
   * The next moment a listed job closes (its own date, or the default lifetime after it arrived),
   * or null when none will: cached board answers must not outlive it.
   */
  nextClosing(now = new Date()): Promise<Date | null> {
    return this.queries.nextClosing(now);
  }

  /** Listed jobs per team name, as the database groups names (the team directory's counts). */
  async countListedByTeam(now = new Date()): Promise<Array<{ teamName: string; count: number }>> {
    const teams = new Map<string, { teamName: string; count: number }>();
    for (const group of await this.counts.groups({}, now)) {
      const team = teams.get(group.teamName) ?? { teamName: group.teamName, count: 0 };
      team.count += group.count;
      teams.set(group.teamName, team);
    }
    return [...teams.values()];
  }

  /** One page of every job, active or not, newest first (the admin list). */
  findPage(limit: number, offset: number): Promise<JobWithLogo[]> {
    return this.queries.pageOf(this.queries.jobs(), limit, offset);
  }

  countActive(now = new Date()): Promise<number> {
    return this.counts.total({}, now);
  }

  findByIdWithLogo(id: string): Promise<JobWithLogo | null> {
    return this.queries
      .withLogo(this.queries.jobs().where('job.id = :id', { id }))
      .getOne() as Promise<JobWithLogo | null>;
  }

  /**
   * The listed jobs that match the filters: the one definition of "on the board" shared by the
   * list, its counts, the facet counts and the team pages.
   */
  async activeMatching(filters: JobFilters, now = new Date()): Promise<SelectQueryBuilder<Job>> {
    return this.queries.matching(filters, now, await this.candidatesOf(filters));
  }

  /** The word index's candidates for the filters' texts (decision 0083), or null. */
  private candidatesOf(filters: JobFilters): Promise<SearchCandidates | null> {
    return this.searchIndex.listedCandidates(textTerms(filters));
  }
}

/** Whether the filters search a text (a title, team or location term). */
function searchesText(filters: JobFilters): boolean {
  return Boolean(filters.position || filters.teamName || filters.location);
}

/** A link as the drivers return it (SQLite gives dates as text). */
interface LinkRow {
  id: string;
  positionTitle: string;
  datePosted: Date | string;
  createdAt: Date | string;
}

function toLink(row: LinkRow): JobLink {
  return {
    id: row.id,
    positionTitle: row.positionTitle,
    datePosted: toDate(row.datePosted),
    createdAt: toDate(row.createdAt),
  };
}
