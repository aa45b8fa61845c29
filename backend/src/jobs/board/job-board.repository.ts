import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { ReadCache } from '../../cache/read-cache.service';
import { chunks } from '../../common/chunks';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { whereShape } from '../../database/typeorm-internals';
import { TeamLogo } from '../../team-logos/team-logo.entity';
import { DAY_MS, ExpiryRule, openCondition } from '../expiry/job-expiry';
import { Job } from '../job.entity';
import { JobListing } from './job-listing.entity';
import { JobListingCountsRepository } from './job-listing-counts.repository';
import {
  JobSearchIndex,
  MAX_OLD_WORD_CANDIDATES,
  SearchCandidates,
} from '../search-index/job-search-index';
import { whereTexts } from './contains-pattern';
import type { JobFilters, JobLink, JobWithLogo } from './job-board.types';
import { JobSort, whereFacetPrefix, whereFacets } from './job-facet-filters';
import { JobRows } from './job-rows';
import { descending, newestFirst } from './board-order';

/** Page query texts kept per process: a few kilobytes each. */
const PAGE_TEXTS = 1000;
/**
 * A newest-first page over candidates kept in that order reads this many times the page's depth
 * (offset and limit) of them first, and at least as many each time after (see
 * `pageOfNewestCandidates`).
 */
const FIRST_CANDIDATES_PER_ROW = 2;
/** The next candidates read: this many times what the share matched so far says is needed. */
const MARGIN = 1.5;
/** How much more is read next when nothing says how many are needed. */
const MORE_CANDIDATES = 4;
/** Links read per statement for a sitemap file (see `listedLinksInReads`). */
const LINKS_PER_READ = 5000;
/**
 * A newest-first text search the word index cannot narrow reads at most this many of the newest
 * listings before it asks the index for more candidates (see `walkOfFirstListings`)...
 */
const NEWEST_SCANNED = 20_000;
/**
 * The "closing soon" and "highest pay" orders' indexes do not hold the searched texts: their walk
 * reads each listing it passes, so it stops sooner, at this many...
 */
const ORDERED_SCANNED = 2_000;
/** ...or, in either walk, this many times the page's depth (offset and limit), when that is more. */
const SCANNED_PER_ROW = 8;
/**
 * How long a process keeps the listing at a depth of an order (see `listingAtDepth`), and how
 * many depths it keeps at most.
 */
const LISTING_AT_DEPTH_KEPT_MS = 60_000;
const MAX_KEPT_DEPTHS = 100;
/**
 * How long the read cache keeps a search's place in the board's order (its first match, or the
 * depth of page its first listings could not fill), where other `jobs` entries live 15 s: only a
 * job write makes them wrong, and it makes them unreachable. Each is a few bytes. Finding a first
 * match walks the board down to it (0.5–0.9 s under a million newer listings), which a search
 * repeated a little later paid again.
 */
const PLACE_KEPT_SECONDS = 300;
/** Candidates whose sort keys one statement reads (see `pageOfSortedCandidates`). */
const SORTED_PER_READ = 1000;
/**
 * The most jobs the "closing soon" and "highest pay" orders sort in the app when a word's jobs
 * all come late in their order: the word's candidates from the word index, or every match read
 * from the board's own index when the word has more (see `pageOfLateMatches`). About 8 MB of ids
 * in the read cache, and 200 statements of sort keys. Their walk reads each listing's row, so
 * reading the candidates pays off further than in the newest-first order
 * (MAX_OLD_WORD_CANDIDATES).
 */
const MAX_SORTED = 200_000;
/** The parameter that binds a search's candidates in the board's conditions. */
const CANDIDATES = 'searchCandidates';

/** The board's reads: listed jobs by filters, pages, counts and closing moments. */
@Injectable()
export class JobBoardRepository {
  private readonly sqlite: boolean;
  private readonly expiry: ExpiryRule;
  private readonly rows: JobRows;
  /** NEWEST_SCANNED and ORDERED_SCANNED, lowered by tests to reach `walkOfFirstListings`. */
  newestScanned = NEWEST_SCANNED;
  orderedScanned = ORDERED_SCANNED;
  /** MAX_OLD_WORD_CANDIDATES and MAX_SORTED, lowered by tests to reach the paths past them. */
  oldWordCandidates = MAX_OLD_WORD_CANDIDATES;
  mostSorted = MAX_SORTED;
  /** The SQL text of each shape of page query seen (see `pageOf`). */
  private readonly pageTexts = new Map<string, string>();
  /** The listings at the depths of the orders, as read (see `listingAtDepth`), by order and depth. */
  private readonly keptDepths = new Map<
    string,
    { listing: Promise<ListingAtDepth | null>; until: number }
  >();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly searchIndex: JobSearchIndex,
    private readonly counts: JobListingCountsRepository,
    @Optional() private readonly cache?: ReadCache,
  ) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
    this.expiry = { lifetimeDays: config.jobLifetimeDays };
    this.rows = new JobRows(dataSource);
  }

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
    let candidates = await this.candidatesOf(filters);
    if (candidates === null && searchesText(filters)) {
      const walked = await this.walkOfFirstListings(filters, limit, offset, sort, now);
      if (walked === 'short') {
        if (sort !== 'newest') return this.pageOfLateMatches(filters, limit, offset, sort, now);
        candidates = await this.searchIndex.listedCandidates(
          textTerms(filters),
          this.oldWordCandidates,
        );
        if (candidates === null) return this.pageFromFirstMatch(filters, limit, offset, now);
      } else if (walked) return walked;
    }
    if (sort === 'newest' && candidates?.newestFirst) {
      return this.pageOfNewestCandidates(filters, candidates.ids, limit, offset, now);
    }
    if (sort !== 'newest' && candidates && candidates.ids.length > SORTED_PER_READ) {
      const { ids } = candidates;
      const page = await this.pageOfSortedCandidates(filters, 'word', async () => ids, {
        limit,
        offset,
        sort,
        now,
      });
      if (page) return page;
    }
    return this.pageOf(await this.matching(filters, now, candidates), limit, offset, sort);
  }

  /**
   * A "closing soon" or "highest pay" page of a search whose words are too common for the word
   * index to narrow and whose jobs all come late in the order (the walk of the first listings came
   * up short): the word's listed candidates sorted, up to `mostSorted`; with more in the word
   * index (closed history included), every match read from the board (`readEveryMatch`); with
   * more matches than that, the order's walk, as before.
   */
  private async pageOfLateMatches(
    filters: JobFilters,
    limit: number,
    offset: number,
    sort: OrderedSort,
    now: Date,
  ): Promise<JobWithLogo[]> {
    const candidates = async () =>
      (await this.searchIndex.listedCandidates(textTerms(filters), this.mostSorted))?.ids ??
      (await this.readEveryMatch(filters, now));
    const page = await this.pageOfSortedCandidates(filters, `late:${this.mostSorted}`, candidates, {
      limit,
      offset,
      sort,
      now,
    });
    return page ?? this.pageOf(await this.matching(filters, now, null), limit, offset, sort);
  }

  /**
   * A page in another order than the board's own (closing soon, highest pay) over many
   * candidates, or null when `candidates()` has none to give: the candidates that match the
   * filters, in that order (`readSortedMatches`), then the page's rows. The sorted list is kept in
   * the read cache until a job write or the next moment a listed job closes, whichever comes
   * first, as the board's counts are: a later page, or the same page asked again, slices it
   * without reading the candidates or their keys again (the keys of 60,000 candidates took 0.4 s
   * a request). Under one version of the cache the candidates follow from the filters and where
   * they come from (`source`), which key the list.
   */
  private async pageOfSortedCandidates(
    filters: JobFilters,
    source: string,
    candidates: () => Promise<string[] | null>,
    { limit, offset, sort, now }: { limit: number; offset: number; sort: OrderedSort; now: Date },
  ): Promise<JobWithLogo[] | null> {
    const sorted = await this.keptUntilJobWrite(
      `sorted-matches:${sort}:${source}:${JSON.stringify(filters)}`,
      async () => {
        const ids = await candidates();
        return ids && this.readSortedMatches(filters, ids, sort, now);
      },
      () => this.nextClosing(now),
    );
    if (sorted === null) return null;
    const page = sorted.slice(offset, offset + limit);
    if (page.length === 0) return [];
    return this.pageOf(
      await this.matching(filters, now, { ids: page, newestFirst: false }),
      limit,
      0,
      sort,
    );
  }

  /**
   * The candidates that match the filters, in the order: their sort keys read SORTED_PER_READ at
   * a time by key and sorted here. Asked for the order with the candidates in one statement,
   * MariaDB may walk the order's index instead, checking each listing against the list, which
   * reads every listing when the candidates' jobs all come late in that order (a million
   * listings: past the statement limit).
   */
  private async readSortedMatches(
    filters: JobFilters,
    ids: string[],
    sort: OrderedSort,
    now: Date,
  ): Promise<string[]> {
    const column = ORDER_KEYS[sort];
    const keys: SortKeys[] = [];
    // The conditions are built once (a team term costs a statement); each part binds its ids.
    let matching: SelectQueryBuilder<Job> | undefined;
    for (const part of chunks(ids, SORTED_PER_READ)) {
      if (matching) matching.setParameter(CANDIDATES, part);
      else matching = await this.matching(filters, now, { ids: part, newestFirst: false });
      const rows = await matching
        .clone()
        .select('job.id', 'id')
        .addSelect(`job.${column}`, 'sortKey')
        .addSelect('job.datePosted', 'datePosted')
        .getRawMany<SortKeys>();
      keys.push(...rows);
    }
    return keys.sort(inBoardOrder).map((row) => row.id);
  }

  /**
   * A newest-first page of a search whose words are too common for the word index and whose
   * matches all come late in the board's order: the board read in its order from its first
   * match. That match's place is kept in the read cache until a job write (PLACE_KEPT_SECONDS at
   * most), since without a write no listing before it can come to match (listings only close): a
   * repeat, or a deeper page, starts there. Finding it walks the board down to it once (under
   * 1,000,000 newer listings: 0.5–1.0 s), where every request walked it before. Without a cache,
   * the page walks the board from its start.
   */
  private async pageFromFirstMatch(
    filters: JobFilters,
    limit: number,
    offset: number,
    now: Date,
  ): Promise<JobWithLogo[]> {
    const matching = await this.matching(filters, now, null);
    if (!this.cache?.enabled) return this.pageOf(matching, limit, offset);
    const first = await this.cache.get(
      'jobs',
      `first-match:${this.placeKey(filters)}`,
      () => this.readFirstMatch(filters, now),
      { lifetimeSeconds: PLACE_KEPT_SECONDS },
    );
    if (!first) return [];
    matching.andWhere(
      'job.datePosted <= :firstPosted AND (job.datePosted < :firstPosted OR job.id <= :firstId)',
      { firstPosted: this.postedParameter(first), firstId: first.id },
    );
    return this.pageOf(matching, limit, offset);
  }

  /** The place of the first listing in the board's order that matches the filters, or null. */
  private async readFirstMatch(filters: JobFilters, now: Date): Promise<BoardPlace | null> {
    const row = await this.newestFirst(
      (await this.matching(filters, now, null))
        .select('job.id', 'id')
        .addSelect('job.datePosted', 'datePosted'),
    )
      .limit(1)
      .getRawOne<{ id: string; datePosted: Date | string }>();
    return row ? placeOf(row) : null;
  }

  /**
   * A place's posting date as a parameter: SQLite compares the text it stores; mysql2 binds a
   * Date as UTC (timezone 'Z').
   */
  private postedParameter(place: BoardPlace): Date | string {
    return this.sqlite ? place.posted : new Date(place.posted);
  }

  /**
   * Every listed job matching the filters, newest first, or null when more than `mostSorted`
   * match: what the "closing soon" and "highest pay" orders sort when a word's jobs all come late
   * in their order and the word index holds more of them than they sort (closed history
   * included). Their own walk reads each listing's row to check its texts, and it passed every
   * listing before the word's (a word of 60,000 old jobs under 1,000,000 newer listings: past the
   * statement limit), where this reads the board's newest-first index, which holds the searched
   * texts, once (0.8 s there). A page checks each of them again, as it does the word index's
   * candidates. Newest first reads from its first match instead (`pageFromFirstMatch`), which
   * stops at the page.
   */
  private async readEveryMatch(filters: JobFilters, now: Date): Promise<string[] | null> {
    const matching = await this.matching(filters, now, null);
    const rows = await this.newestFirst(matching.select('job.id', 'id'))
      .limit(this.mostSorted + 1)
      .getRawMany<{ id: string }>();
    return rows.length > this.mostSorted ? null : rows.map((row) => row.id);
  }

  /**
   * What keys a search's place in the board's order (PLACE_KEPT_SECONDS): its filters, and the
   * default lifetime, since a job past it leaves the board with no write (a longer one, set
   * since, brings such a job back before the expiry sweep's write).
   */
  private placeKey(filters: JobFilters): string {
    return `${this.expiry.lifetimeDays}:${JSON.stringify(filters)}`;
  }

  /**
   * `read()`'s answer, kept in the read cache's `jobs` scope (until a job write, or `expiresAt`),
   * or read each time when nothing is cached.
   */
  private keptUntilJobWrite<T>(
    key: string,
    read: () => Promise<T>,
    expiresAt?: () => Promise<Date | null>,
  ): Promise<T> {
    if (!this.cache?.enabled) return read();
    return this.cache.get('jobs', key, read, { expiresAt });
  }

  /**
   * A page of a search whose words are all too common for the word index to narrow, from the
   * first listings of the board's order alone (the NEWEST_SCANNED newest, or the ORDERED_SCANNED
   * first in the other orders): the page when they fill it, 'short' when they hold fewer matches
   * than the page needs, or null when the board has fewer listings. The board walks its listings
   * in order until the page is full, which is quick when the words' jobs spread over the order,
   * and a walk over every listing when they all come late in it (a million listings: 0.7 s a
   * newest-first request, docs/performance.md, "A common word older than the board's newest
   * listings"; past the statement limit in the other orders, whose walk reads each listing's
   * row). When this shorter walk fills the page, the page is the answer, every later listing
   * coming after it. When it does not, `findActiveByFilters` asks the word index for the
   * candidates of words of up to MAX_OLD_WORD_CANDIDATES jobs, or the other orders sort them
   * (`pageOfLateMatches`); with a word of more, newest first reads the board from its first
   * match (`pageFromFirstMatch`). A board smaller than the bound walks its whole order, as
   * before. On SQLite, a bound among the jobs without pay (the "highest pay" order's last) takes
   * the candidates at once.
   *
   * A short walk is remembered in the read cache until a job write (PLACE_KEPT_SECONDS at most),
   * as the depth of page it could not fill: a repeat of that page, or a deeper one, skips the
   * walk. Without a write the first listings' matches only fall (listings close), so the verdict
   * stays true; and a wrong one could only send a search to the exact paths after it.
   */
  private async walkOfFirstListings(
    filters: JobFilters,
    limit: number,
    offset: number,
    sort: JobSort,
    now: Date,
  ): Promise<JobWithLogo[] | 'short' | null> {
    const scanned = sort === 'newest' ? this.newestScanned : this.orderedScanned;
    const depth = Math.max(scanned, SCANNED_PER_ROW * (offset + limit));
    const bound = await this.listingAtDepth(sort, depth);
    if (!bound) return null;
    // Among the jobs without pay, SQLite scans the whole index for the bound (see below).
    if (sort === 'pay' && bound.key === null && this.sqlite) return 'short';
    const walk = async () => {
      const page = await this.pageOfFirstListings(filters, limit, offset, sort, now, bound);
      return page.length < limit ? 'short' : page;
    };
    if (!this.cache?.enabled) return walk();
    let walked: Awaited<ReturnType<typeof walk>> | undefined;
    // The depth of page the walk could not fill, or 0 when it filled the page.
    const shortOf = await this.cache.get(
      'jobs',
      `first-walk-short:${sort}:${depth}:${this.placeKey(filters)}`,
      async () => {
        walked = await walk();
        return walked === 'short' ? offset + limit : 0;
      },
      { lifetimeSeconds: PLACE_KEPT_SECONDS },
    );
    if (walked) return walked;
    return shortOf && offset + limit >= shortOf ? 'short' : walk();
  }

  /** The page of listed jobs matching the filters among the first listings, down to `bound`. */
  private async pageOfFirstListings(
    filters: JobFilters,
    limit: number,
    offset: number,
    sort: JobSort,
    now: Date,
    bound: ListingAtDepth,
  ): Promise<JobWithLogo[]> {
    const first = await this.matching(filters, now, null);
    const scannedTo = this.postedParameter(bound);
    if (sort !== 'newest') {
      // The listings up to the bound's in the order (key, posting date, id, all descending). On
      // MariaDB, three ranges of the order's index, so that a key many listings share (jobs
      // imported in one second close in the same second) does not make the walk read them all;
      // SQLite reads the first range of the key, `>=` (the three alone, it scanned the index).
      const key = `job.${ORDER_KEYS[sort]}`;
      const place = { scannedKey: bound.key, scannedTo, scannedToId: bound.id };
      if (bound.key === null) {
        // Among the jobs without pay, which come last: every job with pay, then the ranges of
        // those without (MariaDB; SQLite scanned the index, so it takes the candidates instead).
        first.andWhere(
          `(${key} IS NOT NULL OR (${key} IS NULL AND job.datePosted > :scannedTo) OR ` +
            `(${key} IS NULL AND job.datePosted = :scannedTo AND job.id >= :scannedToId))`,
          place,
        );
      } else {
        first.andWhere(
          `${key} >= :scannedKey AND (${key} > :scannedKey OR ` +
            `(${key} = :scannedKey AND job.datePosted > :scannedTo) OR ` +
            `(${key} = :scannedKey AND job.datePosted = :scannedTo AND job.id >= :scannedToId))`,
          place,
        );
      }
    } else {
      first.andWhere(
        // A range of IDX_job_listings_board on both drivers (the same bound written as one OR
        // had SQLite read two ranges and sort them).
        'job.datePosted >= :scannedTo AND (job.datePosted > :scannedTo OR job.id >= :scannedToId)',
        { scannedTo, scannedToId: bound.id },
      );
    }
    return this.pageOf(first, limit, offset, sort);
  }

  /**
   * The listing at this depth of the board's order (1 is the first), open or not, with its key
   * in the "closing soon" and "highest pay" orders (closing rank, or comparable pay), or null
   * when the board has fewer. Read from the order's index alone, a read of `depth` entries (3–5
   * ms at 20,000), which every common-word search needs: the process keeps what it read for
   * LISTING_AT_DEPTH_KEPT_MS, through job writes, since any listing's place is a valid bound for
   * `walkOfFirstListings` (every listing past it comes after it in the order, whatever changed
   * since). A kept place only moves the walk's depth: new listings since deepen it, listings gone
   * make it shallower (a walk that comes up short goes on to the exact paths); a board that had
   * fewer listings than the depth walks every listing (exact too) until it is read again.
   */
  private listingAtDepth(sort: JobSort, depth: number): Promise<ListingAtDepth | null> {
    const slot = `${sort}:${depth}`;
    const kept = this.keptDepths.get(slot);
    if (kept && kept.until > Date.now()) return kept.listing;
    const listing = this.readListingAtDepth(sort, depth);
    if (this.keptDepths.size >= MAX_KEPT_DEPTHS) this.keptDepths.clear();
    const entry = { listing, until: Date.now() + LISTING_AT_DEPTH_KEPT_MS };
    this.keptDepths.set(slot, entry);
    const forget = () => {
      if (this.keptDepths.get(slot) === entry) this.keptDepths.delete(slot);
    };
    listing.catch(forget);
    return listing;
  }

  private async readListingAtDepth(sort: JobSort, depth: number): Promise<ListingAtDepth | null> {
    const row = await this.ordered(
      this.listings().select('job.id', 'id').addSelect('job.datePosted', 'datePosted'),
      sort,
    )
      .limit(1)
      .offset(depth - 1)
      .getRawOne<{ id: string; datePosted: Date | string } & Record<string, unknown>>();
    if (!row) return null;
    if (sort === 'newest') return { ...placeOf(row), key: null };
    const key = row[ORDER_KEYS[sort]] as number | string | null | undefined;
    return { ...placeOf(row), key: key === null || key === undefined ? null : Number(key) };
  }

  /**
   * A newest-first page over candidates in the board's newest-first order, read a part of them
   * at a time: the newest jobs are among the first candidates, unless the other filters or the
   * exact text check turn many away. A rare word's page at 1,000 candidates took 9.4 ms of
   * statement time, 1.2 ms given the first 100. Each part's matches come after the earlier
   * parts' in the board's order, so the page is the rows each part gives in turn, once the
   * offset is used up. A part whose matches are all known (it gave rows, or had no offset left
   * to skip) tells the share of candidates that match, which sizes the next part; one that
   * gave nothing while skipping does not tell how much of the offset it used, so it is read
   * again, longer.
   */
  private async pageOfNewestCandidates(
    filters: JobFilters,
    ids: string[],
    limit: number,
    offset: number,
    now: Date,
  ): Promise<JobWithLogo[]> {
    const rows: JobWithLogo[] = [];
    // The conditions are built once (a team term costs a statement); each part binds its ids.
    let matching: SelectQueryBuilder<Job> | undefined;
    let start = 0;
    let skip = offset;
    const least = Math.max(1, FIRST_CANDIDATES_PER_ROW * (offset + limit));
    let size = least;
    for (;;) {
      const end = Math.min(ids.length, start + Math.ceil(size));
      const part = ids.slice(start, end);
      if (matching) matching.setParameter(CANDIDATES, part);
      else matching = await this.matching(filters, now, { ids: part, newestFirst: true });
      const page = await this.pageOf(matching, limit - rows.length, skip, 'newest');
      rows.push(...page);
      if (rows.length === limit || end === ids.length) return rows;
      if (page.length === 0 && skip > 0) {
        size *= MORE_CANDIDATES;
        continue;
      }
      const matched = skip + page.length;
      skip = 0;
      const estimate =
        matched === 0
          ? (end - start) * MORE_CANDIDATES
          : ((limit - rows.length) * (end - start) * MARGIN) / matched;
      size = Math.max(least, estimate);
      start = end;
    }
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
    return this.count(await this.activeMatching(filters, now));
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
    const total = await this.count(arrived.clone());
    const jobs = total ? await this.pageOf(arrived, limit, 0) : [];
    return { jobs, total };
  }

  /** When the newest listed job that arrived before `until` (whole seconds) arrived, or null. */
  async latestArrival(until: Date, now = new Date()): Promise<Date | null> {
    // Read backwards in IDX_job_listings_arrival from `until`: the first open listing is the one.
    const row = await this.listed(this.listings(), now)
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
    return this.sqlite ? at.toISOString().slice(0, 19).replace('T', ' ') : at;
  }

  /** Listed featured jobs, newest first (the home page slider). */
  findFeaturedActive(max: number, now = new Date()): Promise<JobWithLogo[]> {
    const featured = this.listings().where('job.isFeatured = :featured', { featured: true });
    return this.pageOf(this.listed(featured, now), max, 0);
  }

  /** The newest listed jobs with their logos (the RSS feed). */
  findNewestListed(max: number, now = new Date()): Promise<JobWithLogo[]> {
    return this.pageOf(this.listed(this.listings(), now), max, 0);
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
    return this.newestFirst(
      this.listed(this.listings(), now)
        .select('job.id', 'id')
        .addSelect('job.positionTitle', 'positionTitle')
        .addSelect('job.datePosted', 'datePosted')
        .addSelect('job.createdAt', 'createdAt'),
    );
  }

  /**
   * Adds the board's condition to a query of the listings (rows of active jobs the sweep has not
   * marked expired): still open at `now` by the dates, so a job leaves at its closing moment
   * whether or not the sweep has removed its listing yet.
   */
  private listed(qb: SelectQueryBuilder<Job>, now: Date, alias = 'job'): SelectQueryBuilder<Job> {
    const open = openCondition(alias, this.expiry, now);
    return qb.andWhere(open.sql, open.params);
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
    return this.pageOf(this.jobs(), limit, offset);
  }

  countActive(now = new Date()): Promise<number> {
    return this.counts.total({}, now);
  }

  findByIdWithLogo(id: string): Promise<JobWithLogo | null> {
    return this.withLogo(
      this.jobs().where('job.id = :id', { id }),
    ).getOne() as Promise<JobWithLogo | null>;
  }

  private jobs(): SelectQueryBuilder<Job> {
    return this.dataSource.getRepository(Job).createQueryBuilder('job');
  }

  /**
   * The listings under the alias `job`: they carry the board's columns under the jobs' names, so
   * the board's conditions and orders read the same on either table.
   */
  private listings(): SelectQueryBuilder<Job> {
    return this.dataSource
      .getRepository(JobListing)
      .createQueryBuilder('job') as unknown as SelectQueryBuilder<Job>;
  }

  /**
   * The listed jobs that match the filters: the one definition of "on the board" shared by the
   * list, its counts, the facet counts and the team pages.
   */
  async activeMatching(filters: JobFilters, now = new Date()): Promise<SelectQueryBuilder<Job>> {
    return this.matching(filters, now, await this.candidatesOf(filters));
  }

  /** The word index's candidates for the filters' texts (decision 0083), or null. */
  private candidatesOf(filters: JobFilters): Promise<SearchCandidates | null> {
    return this.searchIndex.listedCandidates(textTerms(filters));
  }

  /** `activeMatching` given the search's candidates. */
  private async matching(
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
   * A page in one query: a derived table picks the ids of the page from an index alone (the
   * filters and the order are all in a listings index, or IDX_jobs_posted for the admin list),
   * and the full rows and
   * logos of just those ids are joined to it. Reading whole rows while skipping past
   * non-matching ones would cost a row lookup per skipped job; this way a rare term or a deep
   * offset scans only the compact index, and the page costs one round trip (decision 0084).
   * The page's SQL text is built once per shape of the query (its conditions as written, the
   * order, limit and offset) and bound to each request's values: building it took a tenth of a
   * board request's CPU time.
   */
  private async pageOf(
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

  private withLogo(qb: SelectQueryBuilder<Job>): SelectQueryBuilder<Job> {
    return qb.leftJoinAndMapOne('job.logo', TeamLogo, 'logo', 'logo.teamName = job.teamName');
  }

  /** The board's order: the order's key first (selected too) in the other orders (ORDER_KEYS). */
  private ordered(qb: SelectQueryBuilder<Job>, sort: JobSort): SelectQueryBuilder<Job> {
    if (sort === 'newest') return this.newestFirst(qb);
    const key = ORDER_KEYS[sort];
    return qb
      .addSelect(`job.${key}`, key)
      .orderBy(`job.${key}`, 'DESC')
      .addOrderBy('job.datePosted', 'DESC')
      .addOrderBy('job.id', 'DESC');
  }

  private newestFirst(qb: SelectQueryBuilder<Job>): SelectQueryBuilder<Job> {
    return qb.orderBy('job.datePosted', 'DESC').addOrderBy('job.id', 'DESC');
  }

  private async count(qb: SelectQueryBuilder<Job>): Promise<number> {
    const row = await qb.select('COUNT(*)', 'total').getRawOne<{ total: string | number }>();
    return Number(row?.total ?? 0);
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
type OrderedSort = Exclude<JobSort, 'newest'>;
const ORDER_KEYS: Record<OrderedSort, 'closingRank' | 'payAnnualUsd'> = {
  closing: 'closingRank',
  pay: 'payAnnualUsd',
};

/** A listing's place in the board's newest-first order. */
interface BoardPlace {
  /** The posting date as SQLite stores it, or as ISO text from mysql2's Date. */
  posted: string;
  id: string;
}

/** A row's place, its posting date kept as text (ISO from mysql2's Date, as stored on SQLite). */
function placeOf(row: { id: string; datePosted: Date | string }): BoardPlace {
  const posted = row.datePosted instanceof Date ? row.datePosted.toISOString() : row.datePosted;
  return { posted, id: row.id };
}

/** Where a walk of the board's first listings stops (see `listingAtDepth`). */
interface ListingAtDepth extends BoardPlace {
  /** The closing rank or comparable pay (null: no pay, or the newest-first order). */
  key: number | null;
}

/** A listing's place in the "closing soon" or "highest pay" order, as the driver reads it. */
interface SortKeys {
  id: string;
  /** The closing rank or the comparable pay; null (no pay) is the smallest. */
  sortKey: number | string | null;
  datePosted: Date | string;
}

/**
 * The other orders (ORDER_KEYS) as `ordered` gives them: the key, then the posting date, then
 * the id, all descending.
 */
function inBoardOrder(a: SortKeys, b: SortKeys): number {
  const key = (row: SortKeys) => (row.sortKey === null ? -Infinity : Number(row.sortKey));
  return descending(key(a), key(b)) || newestFirst(a, b);
}

/** The filters' searched texts, by the word index's fields. */
function textTerms(filters: JobFilters) {
  return {
    positionTitle: filters.position,
    teamName: filters.teamName,
    location: filters.location,
  };
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

/** A raw datetime as the drivers return it: a Date (mysql2) or UTC text (SQLite). */
function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
}
