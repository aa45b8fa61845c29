import { Injectable, Optional } from '@nestjs/common';
import { ReadCache } from '../../cache/read-cache.service';
import { JobSearchIndex, MAX_OLD_WORD_CANDIDATES } from '../search-index/job-search-index';
import { BoardPlace, BoardQueries, ORDER_KEYS, placeOf, textTerms } from './board-queries';
import { toDate } from './board-order';
import { CandidatePages } from './candidate-pages';
import { LateOrderedPages } from './late-ordered-pages';
import { type ListingAtDepth, OrderDepths } from './order-depths';
import type { JobFilters, JobWithLogo } from './job-board.types';
import { JobSort } from './job-facet-filters';

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
 * Searches whose words are all too common for the word index to narrow (decision 0267): the
 * board walks its order until the page is full, which is quick when the words' jobs spread over
 * the order, and a walk over every listing when they all come late in it. This bounds that walk
 * and takes the exact paths past it: newest first, the walk from the words' newest posting date,
 * the word's candidates after all, or the board read from the word's first match; the other
 * orders' pages past it are LateOrderedPages'.
 */
@Injectable()
export class CommonWordSearch {
  /** NEWEST_SCANNED and ORDERED_SCANNED, lowered by tests to reach the paths past the walk. */
  newestScanned = NEWEST_SCANNED;
  orderedScanned = ORDERED_SCANNED;
  /** MAX_OLD_WORD_CANDIDATES, lowered by tests to reach the paths past it. */
  oldWordCandidates = MAX_OLD_WORD_CANDIDATES;
  private readonly depths: OrderDepths;

  constructor(
    private readonly queries: BoardQueries,
    private readonly candidatePages: CandidatePages,
    private readonly latePages: LateOrderedPages,
    private readonly searchIndex: JobSearchIndex,
    @Optional() private readonly cache?: ReadCache,
  ) {
    this.depths = new OrderDepths(queries);
  }

  /**
   * One page of a search whose words the word index cannot narrow, or null when the board has
   * fewer listings than the walk's bound (its whole order is then the walk, which the caller
   * makes).
   */
  async page(
    filters: JobFilters,
    limit: number,
    offset: number,
    sort: JobSort,
    now: Date,
  ): Promise<JobWithLogo[] | null> {
    const old = await this.oldNewestPosted(filters, limit, offset);
    if (old === undefined) return [];
    if (sort === 'newest') {
      if (old !== null) {
        const walked = await this.walkFromNewestPosted(filters, limit, offset, now, old);
        if (walked !== 'short') return walked;
        return this.pageOfSparseMatches(filters, limit, offset, now, old);
      }
      const walked = await this.walkOfFirstListings(filters, limit, offset, sort, now, null);
      if (walked !== 'short') return walked;
      return this.pageOfSparseMatches(filters, limit, offset, now, null);
    }
    // The other orders walk their first listings all the same, but those posted after the words'
    // newest date are passed over in the order's index (which holds the posting date), their rows
    // unread: no match lies among them.
    const walked = await this.walkOfFirstListings(filters, limit, offset, sort, now, old);
    if (walked !== 'short') return walked;
    const depth = walkDepth(this.orderedScanned, limit, offset);
    return this.latePages.page(filters, { limit, offset, sort, now }, old, depth);
  }

  /**
   * The words' newest posting date (JobSearchIndex.newestPosted) when it comes after the first
   * listings of the board (`olderThanFirstListings`), null when it does not or is unknown,
   * undefined when nothing can match.
   */
  private async oldNewestPosted(
    filters: JobFilters,
    limit: number,
    offset: number,
  ): Promise<Date | string | null | undefined> {
    const newest = await this.searchIndex.newestPosted(textTerms(filters));
    if (newest === undefined || newest === null) return newest;
    return (await this.olderThanFirstListings(newest, limit, offset)) ? newest : null;
  }

  /**
   * Whether the words' newest posting date comes after the first listings a newest-first walk
   * reads (`walkOfFirstListings`): only then does the walk start there, at the cost of reading
   * its own end (3–5 ms); a word with a job among the first listings walks them as before, from
   * the end each process keeps (`OrderDepths.kept`).
   */
  private async olderThanFirstListings(
    newest: Date | string,
    limit: number,
    offset: number,
  ): Promise<boolean> {
    const depth = walkDepth(this.newestScanned, limit, offset);
    const end = await this.depths.kept('newest', depth);
    return end !== null && toDate(newest) < toDate(end.posted);
  }

  /**
   * A newest-first page from the listings posted no later than the words' newest posting date
   * (JobSearchIndex.newestPosted): before it the board holds no match, however many newer
   * listings it has, so the walk starts there, not at the board's newest listing, and no job
   * write makes that start stale (a job written with a later date is filed under its words with
   * that date). It reads at most NEWEST_SCANNED listings from there (or SCANNED_PER_ROW times the
   * page's depth): the page when they fill it or when no listing comes after them, else 'short'
   * (the words' listed jobs are sparse there). A word of 60,000 jobs older than 1,000,000 newer
   * listings found its page in a walk of the whole board (0.5–1.0 s) or by reading its candidates
   * (0.4–0.6 s) after every job write; from its date, in two reads of an index range.
   */
  private async walkFromNewestPosted(
    filters: JobFilters,
    limit: number,
    offset: number,
    now: Date,
    newest: Date | string,
  ): Promise<JobWithLogo[] | 'short'> {
    const end = await this.depths.read(
      'newest',
      walkDepth(this.newestScanned, limit, offset),
      newest,
    );
    if (!end) {
      return this.queries.pageOf(
        await this.queries.matchingUpTo(filters, now, newest),
        limit,
        offset,
      );
    }
    const page = await this.pageOfFirstListings(filters, limit, offset, 'newest', now, end, newest);
    return page.length < limit ? 'short' : page;
  }

  /**
   * A newest-first page of words whose listed jobs are too sparse for a walk to find: the words'
   * candidates, up to `oldWordCandidates`, else the board read from their first match (after
   * the words' newest posting date when the index knows it).
   */
  private async pageOfSparseMatches(
    filters: JobFilters,
    limit: number,
    offset: number,
    now: Date,
    newest: Date | string | null,
  ): Promise<JobWithLogo[]> {
    const candidates = await this.searchIndex.listedCandidates(
      textTerms(filters),
      this.oldWordCandidates,
    );
    if (candidates === null) return this.pageFromFirstMatch(filters, limit, offset, now, newest);
    return this.candidatePages.page(filters, candidates, limit, offset, 'newest', now);
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
   * coming after it. When it does not, `page` asks the word index for the candidates of words of
   * up to MAX_OLD_WORD_CANDIDATES jobs, or the other orders find theirs (LateOrderedPages);
   * with a word of more, newest first reads the board from its first match
   * (`pageFromFirstMatch`). A board smaller than the bound walks its whole order, as before. On
   * SQLite, a bound among the jobs without pay (the "highest pay" order's last) takes the
   * candidates at once. Given the words' newest posting date (`newest`: the other orders, when
   * it comes after the board's first listings), the walk passes over the listings posted after
   * it in the order's index, reading no row of theirs: the same page or verdict, since no match
   * lies among them.
   *
   * A short walk is remembered in the read cache until a job write (`untilWrite`: five minutes
   * at most, where the board's other answers live 15 s), as the depth of page it could not fill:
   * a repeat of that page, or a deeper one, skips the walk. Without a write the first listings'
   * matches only fall (listings close), so the verdict stays true; and a wrong one could only
   * send a search to the exact paths after it.
   */
  private async walkOfFirstListings(
    filters: JobFilters,
    limit: number,
    offset: number,
    sort: JobSort,
    now: Date,
    newest: Date | string | null,
  ): Promise<JobWithLogo[] | 'short' | null> {
    const scanned = sort === 'newest' ? this.newestScanned : this.orderedScanned;
    const depth = walkDepth(scanned, limit, offset);
    const bound = await this.depths.kept(sort, depth);
    if (!bound) return null;
    // Among the jobs without pay, SQLite scans the whole index for the bound (see below).
    if (sort === 'pay' && bound.key === null && this.queries.sqlite) return 'short';
    const walk = async () => {
      const page = await this.pageOfFirstListings(filters, limit, offset, sort, now, bound, newest);
      return page.length < limit ? 'short' : page;
    };
    if (!this.cache?.enabled) return walk();
    let walked: Awaited<ReturnType<typeof walk>> | undefined;
    // The depth of page the walk could not fill, or 0 when it filled the page.
    const shortOf = await this.cache.get(
      'jobs',
      `first-walk-short:${sort}:${depth}:${this.queries.searchKey(filters)}`,
      async () => {
        walked = await walk();
        return walked === 'short' ? offset + limit : 0;
      },
      { untilWrite: true },
    );
    if (walked) return walked;
    return shortOf && offset + limit >= shortOf ? 'short' : walk();
  }

  /**
   * The page of listed jobs matching the filters among the first listings, down to `bound` (from
   * the words' newest posting date when given).
   */
  private async pageOfFirstListings(
    filters: JobFilters,
    limit: number,
    offset: number,
    sort: JobSort,
    now: Date,
    bound: ListingAtDepth,
    newest: Date | string | null = null,
  ): Promise<JobWithLogo[]> {
    const first = await this.queries.matchingUpTo(filters, now, newest);
    const scannedTo = this.queries.postedParameter(bound);
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
    return this.queries.pageOf(first, limit, offset, sort);
  }

  /**
   * A newest-first page of a search whose words are too common for the word index and whose
   * matches all come late in the board's order: the board read in its order from its first
   * match. That match's place is kept in the read cache until a job write (`untilWrite`: five
   * minutes at most), since without a write no listing before it can come to match (listings only close): a
   * repeat, or a deeper page, starts there. Finding it walks the board down to it once, from the
   * words' newest posting date when the index knows it, else from the board's newest listing
   * (under 1,000,000 newer listings: 0.5–1.0 s), where every request walked it before. Without a
   * cache, the page walks the board from there.
   */
  private async pageFromFirstMatch(
    filters: JobFilters,
    limit: number,
    offset: number,
    now: Date,
    newest: Date | string | null,
  ): Promise<JobWithLogo[]> {
    const matching = await this.queries.matchingUpTo(filters, now, newest);
    if (!this.cache?.enabled) return this.queries.pageOf(matching, limit, offset);
    const first = await this.cache.get(
      'jobs',
      `first-match:${this.queries.searchKey(filters)}`,
      () => this.readFirstMatch(filters, now, newest),
      { untilWrite: true },
    );
    if (!first) return [];
    matching.andWhere(
      'job.datePosted <= :firstPosted AND (job.datePosted < :firstPosted OR job.id <= :firstId)',
      { firstPosted: this.queries.postedParameter(first), firstId: first.id },
    );
    return this.queries.pageOf(matching, limit, offset);
  }

  /**
   * The place of the first listing in the board's order that matches the filters, or null; the
   * walk starts at the words' newest posting date when known.
   */
  private async readFirstMatch(
    filters: JobFilters,
    now: Date,
    newest: Date | string | null,
  ): Promise<BoardPlace | null> {
    const matching = await this.queries.matchingUpTo(filters, now, newest);
    const row = await this.queries
      .newestFirst(matching.select('job.id', 'id').addSelect('job.datePosted', 'datePosted'))
      .limit(1)
      .getRawOne<{ id: string; datePosted: Date | string }>();
    return row ? placeOf(row) : null;
  }
}

/** How many listings a walk reads: `scanned`, or SCANNED_PER_ROW times the page's depth. */
function walkDepth(scanned: number, limit: number, offset: number): number {
  return Math.max(scanned, SCANNED_PER_ROW * (offset + limit));
}
