import { Injectable, Optional } from '@nestjs/common';
import { SelectQueryBuilder } from 'typeorm';
import { ReadCache } from '../../cache/read-cache.service';
import { chunks } from '../../common/chunks';
import { Job } from '../job.entity';
import type { SearchCandidates } from '../search-index/job-search-index';
import { BoardQueries, CANDIDATES, ORDER_KEYS, OrderedSort } from './board-queries';
import { descending, newestFirst } from './board-order';
import type { JobFilters, JobWithLogo } from './job-board.types';
import { JobSort } from './job-facet-filters';

/**
 * A newest-first page over candidates kept in that order reads this many times the page's depth
 * (offset and limit) of them first, and at least as many each time after (see `newestFirst`).
 */
const FIRST_CANDIDATES_PER_ROW = 2;
/** The next candidates read: this many times what the share matched so far says is needed. */
const MARGIN = 1.5;
/** How much more is read next when nothing says how many are needed. */
const MORE_CANDIDATES = 4;
/** From this many candidates on, a page in another order sorts them here and keeps the list. */
const SORTED_FROM = 1000;
/**
 * Candidates whose sort keys one statement reads by primary key (see `readSortedMatches`), as
 * many as the word index's check of which candidates are listed reads in one.
 */
const KEYS_PER_READ = 10_000;

/**
 * A search's page given the jobs that may match it: the word index's candidates for its words,
 * or the matches a common word's path gathered (CommonWordSearch). Each page checks every
 * candidate against the filters again, so a list that holds jobs no longer matching (closed,
 * edited) costs only time.
 */
@Injectable()
export class CandidatePages {
  constructor(
    private readonly queries: BoardQueries,
    @Optional() private readonly cache?: ReadCache,
  ) {}

  /**
   * One page of the listed jobs matching the filters among the candidates (null: every listing):
   * read a part of them at a time when they are in the board's newest-first order, or from a
   * sorted list kept in the read cache when a page in another order has many of them, else in
   * one query.
   */
  async page(
    filters: JobFilters,
    candidates: SearchCandidates | null,
    limit: number,
    offset: number,
    sort: JobSort,
    now: Date,
  ): Promise<JobWithLogo[]> {
    if (sort === 'newest' && candidates?.newestFirst) {
      return this.newestFirst(filters, candidates.ids, limit, offset, now);
    }
    if (sort !== 'newest' && candidates && candidates.ids.length > SORTED_FROM) {
      const { ids } = candidates;
      const page = await this.sorted(filters, 'word', async () => ids, {
        limit,
        offset,
        sort,
        now,
      });
      if (page) return page;
    }
    return this.queries.pageOf(
      await this.queries.matching(filters, now, candidates),
      limit,
      offset,
      sort,
    );
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
  private async newestFirst(
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
      else matching = await this.queries.matching(filters, now, { ids: part, newestFirst: true });
      const page = await this.queries.pageOf(matching, limit - rows.length, skip, 'newest');
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

  /**
   * A page in another order than the board's own (closing soon, highest pay) over many
   * candidates, or null when `candidates()` has none to give: the candidates that match the
   * filters, in that order (`readSortedMatches`), then the page's rows. The sorted list is kept in
   * the read cache until a job write or the next moment a listed job closes, whichever comes
   * first (five minutes at most, `untilWrite`): a later page, or the same page asked again,
   * slices it without reading the candidates or their keys again (the keys of 60,000 candidates
   * took 0.4 s a request; 150,000 of an old word, with the candidates, 2.8 s). Under one version
   * of the cache the candidates follow from the filters and where they come from (`source`),
   * which key the list (with the default lifetime, `BoardQueries.searchKey`).
   */
  async sorted(
    filters: JobFilters,
    source: string,
    candidates: () => Promise<string[] | null>,
    options: SortedPage,
  ): Promise<JobWithLogo[] | null> {
    const read = async () => {
      const ids = await candidates();
      return ids && this.readSortedMatches(filters, ids, options.sort, options.now);
    };
    return this.inOrder(filters, source, read, options);
  }

  /**
   * A page of the matches `read` gives already in the order (null: none to give), kept in the
   * read cache as `sorted` keeps its list: the database sorted them (LateOrderedPages), so no
   * key is read here.
   */
  async inOrder(
    filters: JobFilters,
    source: string,
    read: () => Promise<string[] | null>,
    { limit, offset, sort, now }: SortedPage,
  ): Promise<JobWithLogo[] | null> {
    const sorted = this.cache
      ? await this.cache.get(
          'jobs',
          `sorted-matches:${sort}:${source}:${this.queries.searchKey(filters)}`,
          read,
          { expiresAt: () => this.queries.nextClosing(now), untilWrite: true },
        )
      : await read();
    if (sorted === null) return null;
    const page = sorted.slice(offset, offset + limit);
    if (page.length === 0) return [];
    return this.queries.pageOf(
      await this.queries.matching(filters, now, { ids: page, newestFirst: false }),
      limit,
      0,
      sort,
    );
  }

  /**
   * The candidates that match the filters, in the order: their sort keys read KEYS_PER_READ at a
   * time by key and sorted here. Jobs without a listing (closed history among a word's
   * candidates) find no row, so the candidates need not be the listed ones. Asked for the order
   * with the candidates in one statement, MariaDB may walk the order's index instead, checking
   * each listing against the list, which reads every listing when the candidates' jobs all come
   * late in that order (a million listings: past the statement limit).
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
    for (const part of chunks(ids, KEYS_PER_READ)) {
      if (matching) matching.setParameter(CANDIDATES, part);
      else matching = await this.queries.matching(filters, now, { ids: part, newestFirst: false });
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
}

/** Which page of a sorted list, in which order, at which moment. */
export interface SortedPage {
  limit: number;
  offset: number;
  sort: OrderedSort;
  now: Date;
}

/** A listing's place in the "closing soon" or "highest pay" order, as the driver reads it. */
interface SortKeys {
  id: string;
  /** The closing rank or the comparable pay; null (no pay) is the smallest. */
  sortKey: number | string | null;
  datePosted: Date | string;
}

/**
 * The other orders (ORDER_KEYS) as `BoardQueries.ordered` gives them: the key, then the posting
 * date, then the id, all descending.
 */
function inBoardOrder(a: SortKeys, b: SortKeys): number {
  const key = (row: SortKeys) => (row.sortKey === null ? -Infinity : Number(row.sortKey));
  return descending(key(a), key(b)) || newestFirst(a, b);
}
