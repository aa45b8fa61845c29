import { Injectable, OnModuleDestroy, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ReadCache } from '../../cache/read-cache.service';
import { chunks } from '../../common/chunks';
import { placeholders } from '../../database/placeholders';
import { newestFirst, type PostedPlace } from '../board/board-order';
import { containsPattern, LIKE_ESCAPE } from '../board/contains-pattern';
import { postedSecond } from './job-search-filing';
import { WordListCompaction } from './word-list-compaction';
import { comparedText, FIELD_CODES, SEARCH_FIELDS, SearchField, searchWords } from './search-words';

/**
 * The jobs a search's text filters may match (see `listedCandidates`). `newestFirst`: only jobs
 * with a listing, in the board's newest-first order (newest posting date, then largest id), as
 * the listings were when the list was read.
 */
export interface SearchCandidates {
  ids: string[];
  newestFirst: boolean;
}

/** The jobs a search's text filters may match, and the hashes of the words that gave them. */
export interface WordCandidates {
  ids: string[];
  words: number[];
}

/** A search narrows by the index only when one term's word has at most this many jobs. */
export const MAX_CANDIDATES = 2000;
/**
 * The most candidates a search reads when the first listings of its order did not fill its page
 * (`CommonWordSearch.walkOfFirstListings`): a word's jobs all late in that order. Reading them
 * costs about 9 µs a candidate, a walk of the board's newest-first index about 0.9 µs a listing,
 * so at 1,000,000 listings the two meet near this size. A word with more is found by that walk
 * (`CommonWordSearch.pageFromFirstMatch`).
 */
export const MAX_OLD_WORD_CANDIDATES = 100_000;
/**
 * Candidates per statement when the listed ones are picked out (`listedNewestFirst`): under
 * SQLite's 32,766 bound parameters, and a statement well within the search's time limit.
 */
const LISTED_PER_READ = 10_000;
/**
 * From this many candidates on, the board keeps only those with a listing, in its newest-first
 * order (`listedCandidates`): fewer cost the page a few key lookups whatever their share of
 * closed jobs.
 */
const CHECK_LISTED_FROM = 200;
/**
 * A search that finds at most this share of a word's candidates listed has the word's lists
 * compacted (`compact`): its closed jobs cost every later first search of it.
 */
const COMPACT_AT_LISTED_SHARE = 0.5;
/**
 * A list dated after this second has the unknown date (UNKNOWN_POSTED, at the end of year 9999,
 * whatever time zone the driver read it in).
 */
const UNKNOWN_FROM = postedSecond('9000-01-01 00:00:00');
/** A piece found in more dictionary words than this (a letter, a syllable) is not selective. */
const MAX_WORDS_PER_PIECE = 200;

/**
 * The reading side of the word index over the searched fields (decision 0083): a dictionary of
 * words and postings from word hashes to jobs, filed by JobSearchFiling in each job write's
 * transaction. It only proposes candidates; the board's `LIKE` stays the exact check. It also has
 * the lists of words whose jobs are mostly off the board compacted (decision 0264,
 * WordListCompaction).
 */
@Injectable()
export class JobSearchIndex implements OnModuleDestroy {
  private readonly sqlite: boolean;
  /** LISTED_PER_READ, lowered by tests to reach the reads in parts. */
  listedPerRead = LISTED_PER_READ;
  private readonly compaction: WordListCompaction;

  /** `cache` lets a request's page and count share one lookup; a migration runs without it. */
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() private readonly cache?: ReadCache,
  ) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
    this.compaction = new WordListCompaction(dataSource, MAX_CANDIDATES, (manager, ids) =>
      this.listedNewestFirst(manager, ids),
    );
  }

  /**
   * The jobs that may match the text filters, or null when the index cannot narrow them (no
   * selective word, or a term without letters or digits): then the board scans as before. An
   * empty list means nothing can match. A job matching a term has, for each word of the term,
   * a word in that field containing it; so a word found nowhere in the dictionary rules every job
   * out, and the jobs filed under the words containing the rarest piece are a superset of the
   * answer. `most` is the most jobs a word may have and still narrow the search.
   */
  async candidates(
    terms: Partial<Record<SearchField, string>>,
    most = MAX_CANDIDATES,
  ): Promise<WordCandidates | null> {
    const pieces = await this.selectivePieces(terms);
    if (pieces === null) return { ids: [], words: [] };
    let best: { hashes: number[]; jobs: number } | null = null;
    for (const hashes of pieces) {
      const jobs = await this.countPostings(hashes, most);
      if (jobs <= most && (!best || jobs < best.jobs)) best = { hashes, jobs };
    }
    if (!best) return null;
    const rows: Array<{ jobIds: string }> = await this.dataSource.query(
      `SELECT ${this.q('jobIds')} AS ${this.q('jobIds')} FROM ${this.q('job_search_postings')} WHERE ${this.q('wordHash')} IN (${placeholders(best.hashes.length)})`,
      best.hashes,
    );
    return { ids: [...new Set(rows.flatMap((r) => r.jobIds.split(',')))], words: best.hashes };
  }

  /**
   * The latest posting date a listed job matching the text filters can have, or null when the
   * index cannot tell (no selective piece, a term without letters or digits, a word with a list
   * of unknown date): the raw value of the smallest over the terms' pieces of the newest date
   * among the lists of the words containing it (JobSearchPosting.newestPosted). A listed job
   * matching a piece lies under a list of one of those words dated no earlier than itself, so the
   * board's newest-first order meets no match before this date. One seek per word, whatever its
   * number of lists; undefined when a piece is found in no word (nothing can match). Kept in the
   * read cache until a job write.
   */
  async newestPosted(
    terms: Partial<Record<SearchField, string>>,
  ): Promise<Date | string | null | undefined> {
    if (!this.cache) return this.readNewestPosted(terms);
    // Kept until a job write, which alone can file a later date (a compaction or the one-off
    // dating only tightens it): a repeat of a common word's search reads no dictionary for it.
    const asked = SEARCH_FIELDS.map((field) => terms[field] ?? null);
    const kept = await this.cache.get(
      'jobs',
      `newest-posted:${JSON.stringify(asked)}`,
      async (): Promise<KeptDate> => {
        const raw = await this.readNewestPosted(terms);
        if (raw === undefined) return { nothingMatches: true };
        return { at: raw instanceof Date ? raw.toISOString() : raw };
      },
      { untilWrite: true },
    );
    if ('nothingMatches' in kept) return undefined;
    // mysql2 reads a Date; SQLite's text compares as it is stored.
    return kept.at === null || this.sqlite ? kept.at : new Date(kept.at);
  }

  private async readNewestPosted(
    terms: Partial<Record<SearchField, string>>,
  ): Promise<Date | string | null | undefined> {
    const pieces = await this.selectivePieces(terms);
    if (pieces === null) return undefined;
    let bound: { raw: Date | string; second: number } | null = null;
    for (const hashes of pieces) {
      const newest = await this.newestListDate(hashes);
      if (newest === null) continue;
      const second = postedSecond(newest);
      if (!bound || second < bound.second) bound = { raw: newest, second };
    }
    return bound?.raw ?? null;
  }

  /**
   * The dictionary words containing each piece of the terms, as hashes, for the pieces found in at
   * most MAX_WORDS_PER_PIECE words (the others narrow nothing); null when a piece is found in no
   * word, so that nothing can match. Read once per request: a common word's search asks for its
   * candidates and then for its newest posting date, and each piece is a scan of the dictionary
   * (a `LIKE '%piece%'`).
   */
  private selectivePieces(terms: Partial<Record<SearchField, string>>): Promise<number[][] | null> {
    if (!this.cache) return this.readSelectivePieces(terms);
    const asked = SEARCH_FIELDS.map((field) => terms[field] ?? null);
    return this.cache.oncePerRequest('jobs', `pieces:${JSON.stringify(asked)}`, () =>
      this.readSelectivePieces(terms),
    );
  }

  private async readSelectivePieces(
    terms: Partial<Record<SearchField, string>>,
  ): Promise<number[][] | null> {
    const pieces: number[][] = [];
    for (const field of SEARCH_FIELDS) {
      const term = terms[field];
      if (!term) continue;
      for (const piece of searchWords(comparedText(term, this.sqlite))) {
        const hashes = await this.hashesOfWordsContaining(field, piece);
        if (!hashes.length) return null;
        if (hashes.length <= MAX_WORDS_PER_PIECE) pieces.push(hashes);
      }
    }
    return pieces;
  }

  /**
   * The newest list date among the words' lists, or null when one is unknown (or none has a
   * list). Each word's is the last entry of its range of IDX_job_search_postings_newest: a
   * MAX per word is one seek on both drivers, where one MAX over the words read every entry.
   */
  private async newestListDate(hashes: number[]): Promise<Date | string | null> {
    const [newest, postings] = [this.q('newestPosted'), this.q('job_search_postings')];
    const one = `SELECT MAX(${newest}) AS ${this.q('newest')} FROM ${postings} WHERE ${this.q('wordHash')} = ?`;
    let latest: { raw: Date | string; second: number } | null = null;
    for (const part of chunks(hashes, 50)) {
      const rows: Array<{ newest: Date | string | null }> = await this.dataSource.query(
        part.map(() => one).join(' UNION ALL '),
        part,
      );
      for (const { newest: raw } of rows) {
        if (raw === null) continue;
        const second = postedSecond(raw);
        if (second >= UNKNOWN_FROM) return null;
        if (!latest || second > latest.second) latest = { raw, second };
      }
    }
    return latest?.raw ?? null;
  }

  /**
   * `candidates`, less the jobs without a listing once there are CHECK_LISTED_FROM of them, then
   * in the board's newest-first order: the postings keep every job ever filed, closed history
   * included, so a rare word's candidates grow with the board's history: the board's page
   * statement took 28 ms given 1,000 candidates of which 50 were listed, 2 ms given the 50
   * (docs/performance.md, "History beside the live board"). The listings' primary key answers
   * which are listed, and their order, in one statement. In that order a page of the newest jobs
   * is found among the first candidates, so the page statement need not read them all
   * (`CandidatePages`).
   * A request asks once: its page and, when the count is not cached, its count need the same
   * list. The list (at most `most` ids, about 80 KB of JSON at MAX_CANDIDATES) stays in the read
   * cache until a job write, so a repeat of the search, by anyone, reads neither the word index
   * nor the listings: only a write can give a candidate a listing or change its posting date, and
   * every write invalidates the `jobs` scope when it commits. When at most half of them are
   * listed, the words' lists are compacted after the request (`compact`), so that the next first
   * search of the word reads only its listed jobs.
   */
  listedCandidates(
    terms: Partial<Record<SearchField, string>>,
    most = MAX_CANDIDATES,
  ): Promise<SearchCandidates | null> {
    const cache = this.cache;
    if (!cache) return this.readListedCandidates(terms, most);
    const asked = SEARCH_FIELDS.map((field) => terms[field] ?? null);
    const key = `listed-candidates:${most}:${JSON.stringify(asked)}`;
    // An old common word's list (past MAX_CANDIDATES) took up to a second to read: it is kept
    // until a write (five minutes at most) rather than the 15 s of the board's other answers.
    const untilWrite = most > MAX_CANDIDATES;
    return cache.oncePerRequest('jobs', key, () =>
      cache.get('jobs', key, () => this.readListedCandidates(terms, most), { untilWrite }),
    );
  }

  private async readListedCandidates(
    terms: Partial<Record<SearchField, string>>,
    most: number,
  ): Promise<SearchCandidates | null> {
    const found = await this.candidates(terms, most);
    if (!found) return null;
    const { ids, words } = found;
    if (ids.length < CHECK_LISTED_FROM) return { ids, newestFirst: false };
    const listed = await this.listedNewestFirst(this.dataSource.manager, ids);
    if (listed.length <= ids.length * COMPACT_AT_LISTED_SHARE) this.compaction.later(words);
    return { ids: listed.map((row) => row.id), newestFirst: true };
  }

  /** Drops the jobs without a listing from the lists of these words (WordListCompaction). */
  compact(hashes: number[]): Promise<void> {
    return this.compaction.compact(hashes);
  }

  /** Waits for the compactions this process started. */
  compactions(): Promise<void> {
    return this.compaction.settled();
  }

  async onModuleDestroy(): Promise<void> {
    await this.compactions();
  }

  /**
   * The ids among `ids` that have a listing, with their posting dates, in the board's newest-first
   * order: in one statement up to `listedPerRead` ids, else read that many at a time and put in
   * order here.
   */
  private async listedNewestFirst(manager: EntityManager, ids: string[]): Promise<PostedPlace[]> {
    const seek = this.sqlite ? '' : ' FORCE INDEX (PRIMARY)';
    const [id, posted] = [this.q('id'), this.q('datePosted')];
    const read = (part: string[]): Promise<PostedPlace[]> =>
      manager.query(
        `SELECT ${id} AS ${id}, ${posted} AS ${posted} FROM ${this.q('job_listings')}${seek} ` +
          `WHERE ${id} IN (${placeholders(part.length)}) ORDER BY ${posted} DESC, ${id} DESC`,
        part,
      );
    if (ids.length <= this.listedPerRead) return read(ids);
    const rows: PostedPlace[] = [];
    for (const part of chunks(ids, this.listedPerRead)) rows.push(...(await read(part)));
    return rows.sort(newestFirst);
  }

  /** The hashes of the field's dictionary words containing `piece` (one past the cap at most). */
  private async hashesOfWordsContaining(field: SearchField, piece: string): Promise<number[]> {
    const rows: Array<{ hash: number | string }> = await this.dataSource.query(
      `SELECT ${this.q('hash')} AS ${this.q('hash')} FROM ${this.q('job_search_words')} WHERE ${this.q('field')} = ? AND ${this.q('word')} LIKE ? ESCAPE '${LIKE_ESCAPE}' LIMIT ${MAX_WORDS_PER_PIECE + 1}`,
      [FIELD_CODES[field], containsPattern(piece)],
    );
    return [...new Set(rows.map((r) => Number(r.hash)))];
  }

  /**
   * How many job ids the hashes' postings hold (a job filed twice counts twice), or more than
   * `most` when they hold more. A word has a list per write that filed it (one per import batch,
   * one per job written alone), so its lists grow with the board's history: the sum reads at
   * most `most` + 1 entries of the count index, never the lists, and each list holds at least
   * one id, so a word with more lists than that is over the limit anyway.
   */
  private async countPostings(hashes: number[], most: number): Promise<number> {
    const jobCount = this.q('jobCount');
    const rows: Array<{ total: number | string | null }> = await this.dataSource.query(
      `SELECT SUM(${jobCount}) AS ${this.q('total')} FROM (SELECT ${jobCount} FROM ${this.q('job_search_postings')} ` +
        `WHERE ${this.q('wordHash')} IN (${placeholders(hashes.length)}) LIMIT ${most + 1}) ${this.q('lists')}`,
      hashes,
    );
    return Number(rows[0]?.total ?? 0);
  }

  private q(name: string): string {
    return this.dataSource.driver.escape(name);
  }
}

/** A search's newest posting date as the read cache keeps it (see `newestPosted`). */
type KeptDate = { nothingMatches: true } | { at: string | null };
