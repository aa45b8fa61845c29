import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { chunks } from '../../common/chunks';
import { placeholders } from '../../database/placeholders';
import { persistentValue } from '../../database/typeorm-internals';
import { toDate } from '../board/board-order';
import type { Job } from '../job.entity';
import { JobSearchPosting, UNKNOWN_POSTED } from './job-search-posting.entity';
import {
  comparedText,
  FIELD_CODES,
  SEARCH_FIELDS,
  SearchField,
  searchWords,
  wordHash,
} from './search-words';

/** Ids per IN list, and bound parameters per INSERT: well under both drivers' limits. */
const CHUNK = 1000;
const MAX_PARAMS = 4_000;

/**
 * What indexing needs of a job: its key, its searched fields, its posting date (a Date, or the
 * driver's raw text; unknown when absent) and its id when known (the id it was inserted with:
 * objects TypeORM wrote ids back into after a bulk insert are not reliable).
 */
export type IndexedJob = Pick<Job, 'applyUrlHash' | SearchField> & {
  id?: string;
  datePosted?: Date | string | null;
};

/** Jobs as stored before a write, by apply-URL hash (see `storedText`). */
export type StoredText = Map<string, IndexedJob & { id: string }>;

/**
 * The writing side of the word index (decision 0083): files each job under the words of its
 * searched fields, in the transaction of the job's write. The index only proposes candidates
 * (JobSearchIndex), and the board's `LIKE` stays the exact check, so a candidate too many costs
 * nothing but a row, while a job missing from the postings would be missing from results:
 * JobWriter, the one path of job writes, calls `indexJobs` in each write's transaction.
 */
@Injectable()
export class JobSearchFiling {
  private readonly sqlite: boolean;
  /**
   * Whether lists are written with their newest posting date (JobSearchPosting.newestPosted); a
   * migration that ran before that column existed files without it.
   */
  dated = true;

  /** A migration builds one on its own connection. */
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
  }

  /**
   * The stored text of the batch's jobs that already exist, read before they are written. No
   * lock is needed: postings are only added (a compaction drops only jobs without a listing, and a
   * job listed again is filed afresh), so whatever text a concurrent write left, each of its
   * words was added when that text was written.
   */
  async storedText(manager: EntityManager, applyUrlHashes: string[]): Promise<StoredText> {
    const stored: StoredText = new Map();
    for await (const found of this.textsOf(manager, 'applyUrlHash', applyUrlHashes)) {
      for (const job of found) stored.set(job.applyUrlHash, job);
    }
    return stored;
  }

  /**
   * Files jobs just inserted or updated through `manager` under the words they gained: `before` is
   * their storedText from before the write (empty for jobs known to be new), so re-importing
   * unchanged jobs writes nothing. A job whose posting date moved later is filed under all its
   * words, so that each of its words has a list dated no earlier than the job
   * (JobSearchPosting.newestPosted). One postings row per word filed, dated by the latest of its
   * jobs' dates. For a job given twice, the first row's id and the last row's text count, as in
   * the upsert itself.
   */
  async indexJobs(
    manager: EntityManager,
    rows: IndexedJob[],
    before: StoredText = new Map(),
  ): Promise<void> {
    const jobs = new Map<string, { id?: string; row: IndexedJob }>();
    for (const row of rows) {
      const id = before.get(row.applyUrlHash)?.id ?? jobs.get(row.applyUrlHash)?.id ?? row.id;
      jobs.set(row.applyUrlHash, { id, row });
    }
    const missing = [...jobs].filter(([, job]) => !job.id).map(([urlHash]) => urlHash);
    if (missing.length) {
      const found = await this.storedText(manager, missing);
      for (const [urlHash, job] of found) jobs.get(urlHash)!.id = job.id;
    }
    const words = new Map<string, [number, string, number]>();
    const gained = new Map<number, { ids: string[]; newest: number }>();
    for (const [urlHash, { id, row }] of jobs) {
      if (!id) continue;
      const old = before.get(urlHash);
      const posted = postedSecond(row.datePosted);
      const then =
        old && posted <= postedSecond(old.datePosted) ? this.wordsOf(old) : new Set<number>();
      for (const hash of this.wordsOf(row, words)) {
        if (then.has(hash)) continue;
        const list = gained.get(hash);
        if (!list) gained.set(hash, { ids: [id], newest: posted });
        else {
          list.ids.push(id);
          list.newest = Math.max(list.newest, posted);
        }
      }
    }
    if (!gained.size) return;
    await this.insertIgnore(
      manager,
      'job_search_words',
      ['field', 'word', 'hash'],
      [...words.values()],
    );
    const batch = uuidv7();
    const columns = ['wordHash', 'batch', 'jobCount', 'jobIds'];
    await this.insertIgnore(
      manager,
      'job_search_postings',
      this.dated ? [...columns, 'newestPosted'] : columns,
      [...gained].map(([hash, { ids, newest }]) => {
        const list = [hash, batch, ids.length, ids.join(',')];
        return this.dated ? [...list, listDate(this.dataSource, newest)] : list;
      }),
    );
  }

  /** Removes every posting (all jobs were deleted); the dictionary stays, see JobSearchWord. */
  async clear(manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM ${this.q('job_search_postings')}`);
  }

  /**
   * Files the jobs with these ids afresh under every word of their searched fields, in a new list
   * of each (in the write's transaction that listed them again). A compaction drops jobs without
   * a listing from a word's lists, and a write otherwise files only the words a job gained: a job
   * listed again would be missing from the lists of the words it kept.
   */
  async fileAnew(manager: EntityManager, ids: string[]): Promise<void> {
    for await (const jobs of this.textsOf(manager, 'id', ids)) await this.indexJobs(manager, jobs);
  }

  /** The stored text of the jobs whose `key` is among `values`, CHUNK jobs at a time. */
  private async *textsOf(
    manager: EntityManager,
    key: 'id' | 'applyUrlHash',
    values: string[],
  ): AsyncGenerator<Array<IndexedJob & { id: string }>> {
    const columns = ['id', 'applyUrlHash', 'datePosted', ...SEARCH_FIELDS].map(
      (c) => `${this.q(c)} AS ${this.q(c)}`,
    );
    for (const part of chunks([...new Set(values)], CHUNK)) {
      yield await manager.query(
        `SELECT ${columns.join(', ')} FROM ${this.q('jobs')} WHERE ${this.q(key)} IN (${placeholders(part.length)})`,
        part,
      );
    }
  }

  /** The word hashes of a job's searched fields; its words go to `dictionary` when given. */
  private wordsOf(
    job: Pick<IndexedJob, SearchField>,
    dictionary?: Map<string, [number, string, number]>,
  ): Set<number> {
    const hashes = new Set<number>();
    for (const field of SEARCH_FIELDS) {
      for (const word of searchWords(comparedText(job[field], this.sqlite))) {
        const hash = wordHash(field, word);
        dictionary?.set(`${FIELD_CODES[field]}:${word}`, [FIELD_CODES[field], word, hash]);
        hashes.add(hash);
      }
    }
    return hashes;
  }

  /** Multi-row inserts that skip rows already present (INSERT IGNORE / INSERT OR IGNORE). */
  private async insertIgnore(
    manager: EntityManager,
    table: string,
    columns: string[],
    rows: Array<Array<string | number | Date>>,
  ): Promise<void> {
    const verb = this.sqlite ? 'INSERT OR IGNORE' : 'INSERT IGNORE';
    const tuple = `(${placeholders(columns.length)})`;
    for (const part of chunks(rows, Math.floor(MAX_PARAMS / columns.length))) {
      await manager.query(
        `${verb} INTO ${this.q(table)} (${columns.map((c) => this.q(c)).join(', ')}) VALUES ${part.map(() => tuple).join(', ')}`,
        part.flat(),
      );
    }
  }

  private q(name: string): string {
    return this.dataSource.driver.escape(name);
  }
}

/**
 * A posting date's whole second since the epoch, from a Date or the driver's raw text (SQLite's
 * UTC text); Infinity when unknown, so that a list holding such a job gets the unknown date. A
 * write moves a job's date later when it moves this second: comparing milliseconds, MariaDB's
 * stored date (fractions cut) would seem earlier than the same date written again.
 */
export function postedSecond(posted: Date | string | null | undefined): number {
  if (posted === null || posted === undefined) return Infinity;
  const time = toDate(posted).getTime();
  return Number.isNaN(time) ? Infinity : Math.floor(time / 1000);
}

/**
 * The date of a list whose newest job was posted in this second (`postedSecond`), as the driver
 * binds a datetime: the end of that second, which is no earlier than the job's stored date
 * whether the database keeps fractions of a second (SQLite), cuts them (MariaDB) or rounds them
 * (MySQL); UNKNOWN_POSTED for a job of unknown date. Compaction dates its lists through this too.
 */
export function listDate(dataSource: DataSource, second: number): string | Date {
  if (!Number.isFinite(second)) return UNKNOWN_POSTED;
  const column = dataSource
    .getMetadata(JobSearchPosting)
    .findColumnWithPropertyName('newestPosted')!;
  return persistentValue(dataSource.driver, new Date((second + 1) * 1000), column) as string | Date;
}
