import { Injectable, Optional } from '@nestjs/common';
import { SelectQueryBuilder } from 'typeorm';
import { ReadCache } from '../../cache/read-cache.service';
import { Job } from '../job.entity';
import { JobSearchIndex } from '../search-index/job-search-index';
import { BoardQueries, OrderedSort, textTerms } from './board-queries';
import { CandidatePages, SortedPage } from './candidate-pages';
import type { JobFilters, JobWithLogo } from './job-board.types';
import { FACETS } from './job-facet-filters';

/**
 * The most jobs the "closing soon" and "highest pay" orders sort in the app when a word's jobs
 * all come late in their order: the word's candidates from the word index, or every match read
 * from the board's own index when the word has more (see `pageOfLateMatches`). About 8 MB of ids
 * in the read cache, and 200 statements of sort keys. Their walk reads each listing's row, so
 * reading the candidates pays off further than in the newest-first order
 * (MAX_OLD_WORD_CANDIDATES).
 */
const MAX_SORTED = 200_000;
/**
 * The most listings posted no later than a common word's newest date whose range of the board's
 * newest-first index MySQL sorts (see `sortedUpToNewestPosted`): reading and sorting that range
 * took about 0.6 µs a listing (30–55 ms for 60,000, about 90 for 150,000, at 1,000,000 listings).
 */
const MAX_DATED_RANGE = 200_000;
/** The board's newest-first index, which also holds the searched texts and the orders' keys. */
const BOARD_INDEX = 'IDX_job_listings_board';

/**
 * The "closing soon" and "highest pay" pages of a search whose words are all too common for the
 * word index to narrow, once the walk of the order's first listings came up short
 * (CommonWordSearch, decision 0267): the words' jobs all come late in the order. From the words'
 * newest posting date when it comes after the board's first listings (no match lies among the
 * newer ones), else from the word's candidates or every match, sorted.
 */
@Injectable()
export class LateOrderedPages {
  /** MAX_SORTED and MAX_DATED_RANGE, lowered by tests to reach the paths past them. */
  mostSorted = MAX_SORTED;
  datedRange = MAX_DATED_RANGE;

  constructor(
    private readonly queries: BoardQueries,
    private readonly candidatePages: CandidatePages,
    private readonly searchIndex: JobSearchIndex,
    @Optional() private readonly cache?: ReadCache,
  ) {}

  /**
   * The page, given the words' newest posting date when it comes after the board's first
   * listings (else null) and the depth of the walk that came up short (`depth` listings: the
   * first matches read from the date are as many).
   */
  async page(
    filters: JobFilters,
    page: SortedPage,
    old: Date | string | null,
    depth: number,
  ): Promise<JobWithLogo[]> {
    if (old !== null) {
      const dated =
        (await this.sortedUpToNewestPosted(filters, page, old, depth)) ??
        (await this.orderedFromNewestPosted(filters, page, old, depth));
      if (dated) return dated;
    }
    return this.pageOfLateMatches(filters, page);
  }

  /**
   * A page from the range of listings posted no later than the words' newest date, when at most
   * `datedRange` listings are (`listingsUpTo`), else null. No match lies among the newer
   * listings, so MySQL sorts that one range of the board's newest-first index, which holds the
   * searched texts and both orders' keys, and gives the first `depth` matches in the order, read
   * from the index alone: the exact answer, kept until a job write as sorted candidates are
   * (`CandidatePages.inOrder`), so that a repeat or a later page within them slices the list. The
   * walk of the order's first listings comes first all the same: when it fills the page it costs
   * less (150,000 old jobs: "closing soon" 25 ms the first request after a write, against 222 ms
   * this way).
   *
   * Left to choose, MariaDB walks the order's own index from its start instead, past every newer
   * listing (a word of 60,000 old jobs under 1,000,000 newer listings: 2.5 s), so it is told
   * which index to use. SQLite is not (TypeORM names no index there) and walks the order's index
   * too, so it takes the other ways; so does a search with other filters (facets, listed pay),
   * which that index does not hold. A word of 150,000 old jobs: the count and the range about
   * 0.13 s of the first "highest pay" request (0.23 s with the walk before it), which read every
   * candidate's key (2.7 s after each job write), then the first listings in the order from the
   * date (0.5 s).
   */
  private async sortedUpToNewestPosted(
    filters: JobFilters,
    page: SortedPage,
    newest: Date | string,
    depth: number,
  ): Promise<JobWithLogo[] | null> {
    if (this.queries.sqlite || !inBoardIndex(filters)) return null;
    if ((await this.listingsUpTo(newest)) > this.datedRange) return null;
    const firstMatches = async () => {
      const matching = await this.queries.matchingUpTo(filters, page.now, newest);
      return this.firstIds(matching.useIndex(BOARD_INDEX), page.sort, depth);
    };
    return this.candidatePages.inOrder(filters, `dated:${depth}`, firstMatches, page);
  }

  /**
   * A page from the first `depth` listings in the order among those posted no later than the
   * words' newest date, when MySQL does not sort the range up to it (`sortedUpToNewestPosted`):
   * no match lies among the newer ones, which the order's index (holding the posting date) skips
   * without reading a row. Their ids are sorted as a word's candidates are
   * (`CandidatePages.sorted`, kept until a job write); the page is the answer when it fills,
   * else null (the exact paths after it). A word of 60,000 old jobs under 1,000,000 newer
   * listings: its "highest pay" read and sorted every candidate's key (60,000 reads by key,
   * 1.2–1.3 s after each job write); this way 0.5–0.7 s, MariaDB walking the order's index from
   * its start.
   */
  private async orderedFromNewestPosted(
    filters: JobFilters,
    page: SortedPage,
    newest: Date | string,
    depth: number,
  ): Promise<JobWithLogo[] | null> {
    const firstListings = () =>
      this.firstIds(
        this.queries.listings().where('job.datePosted <= :newest', { newest }),
        page.sort,
        depth,
      );
    const found = await this.candidatePages.sorted(
      filters,
      `from-date:${depth}`,
      firstListings,
      page,
    );
    return found && found.length === page.limit ? found : null;
  }

  /** The ids of the query's first `depth` rows in the order. */
  private async firstIds(
    qb: SelectQueryBuilder<Job>,
    sort: OrderedSort,
    depth: number,
  ): Promise<string[]> {
    const rows = await this.queries
      .ordered(qb.select('job.id', 'id'), sort)
      .limit(depth)
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }

  /**
   * How many listings, open or not, are posted no later than `newest`, counted up to one past
   * `datedRange` (a range of the board's newest-first index): kept in the read cache until a job
   * write, which alone adds listings (a stale count would only choose the slower way).
   */
  private async listingsUpTo(newest: Date | string): Promise<number> {
    const read = () =>
      this.queries.countUpTo(
        this.queries.listings().select('1').where('job.datePosted <= :newest', { newest }),
        this.datedRange,
      );
    if (!this.cache?.enabled) return read();
    const at = newest instanceof Date ? newest.toISOString() : newest;
    return this.cache.get('jobs', `listings-up-to:${this.datedRange}:${at}`, read, {
      untilWrite: true,
    });
  }

  /**
   * A page without the words' date to start from: the word's candidates in the word index
   * sorted, up to `mostSorted` (their keys read by primary key, which also tells which are
   * listed: reading which are listed first, then their keys, took twice as long); with more in
   * the word index (closed history included), every match read from the board
   * (`readEveryMatch`); with more matches than that, the order's walk, as before.
   */
  private async pageOfLateMatches(filters: JobFilters, page: SortedPage): Promise<JobWithLogo[]> {
    const candidates = async () =>
      (await this.searchIndex.candidates(textTerms(filters), this.mostSorted))?.ids ??
      (await this.readEveryMatch(filters, page.now));
    const source = `late:${this.mostSorted}`;
    const found = await this.candidatePages.sorted(filters, source, candidates, page);
    const { limit, offset, sort, now } = page;
    return found ?? this.candidatePages.page(filters, null, limit, offset, sort, now);
  }

  /**
   * Every listed job matching the filters, newest first, or null when more than `mostSorted`
   * match: what these orders sort when the word index holds more of a word's jobs than they sort
   * (closed history included). Their own walk reads each listing's row to check its texts, and
   * it passed every listing before the word's (a word of 60,000 old jobs under 1,000,000 newer
   * listings: past the statement limit), where this reads the board's newest-first index, which
   * holds the searched texts, once (0.8 s there). A page checks each of them again, as it does
   * the word index's candidates. Newest first reads from its first match instead
   * (CommonWordSearch), which stops at the page.
   */
  private async readEveryMatch(filters: JobFilters, now: Date): Promise<string[] | null> {
    // No match lies before the words' newest posting date (JobSearchIndex.newestPosted).
    const newest = await this.searchIndex.newestPosted(textTerms(filters));
    if (newest === undefined) return [];
    const matching = await this.queries.matchingUpTo(filters, now, newest);
    const rows = await this.queries
      .newestFirst(matching.select('job.id', 'id'))
      .limit(this.mostSorted + 1)
      .getRawMany<{ id: string }>();
    return rows.length > this.mostSorted ? null : rows.map((row) => row.id);
  }
}

/**
 * Whether the board's newest-first index holds every column the filters read besides the texts
 * (the open check's dates and the comparable pay), so that a range of it answers them alone.
 */
function inBoardIndex(filters: JobFilters): boolean {
  return (
    !FACETS.some((facet) => filters[facet]?.length) &&
    !filters.facetPrefix &&
    !filters.payListed &&
    !filters.exactTeamName
  );
}
