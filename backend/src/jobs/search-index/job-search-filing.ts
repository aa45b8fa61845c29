import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { chunks } from '../../common/chunks';
import { placeholders } from '../../database/placeholders';
import type { Job } from '../job.entity';
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
 * What indexing needs of a job: its key, its searched fields, and its id when known (the id it
 * was inserted with: objects TypeORM wrote ids back into after a bulk insert are not reliable).
 */
export type IndexedJob = Pick<Job, 'applyUrlHash' | SearchField> & { id?: string };

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
   * unchanged jobs writes nothing. One postings row per gained word. For a job given twice, the
   * first row's id and the last row's text count, as in the upsert itself.
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
    const gained = new Map<number, string[]>();
    for (const [urlHash, { id, row }] of jobs) {
      if (!id) continue;
      const old = before.get(urlHash);
      const then = old ? this.wordsOf(old) : new Set<number>();
      for (const hash of this.wordsOf(row, words)) {
        if (then.has(hash)) continue;
        const list = gained.get(hash);
        if (list) list.push(id);
        else gained.set(hash, [id]);
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
    await this.insertIgnore(
      manager,
      'job_search_postings',
      ['wordHash', 'batch', 'jobCount', 'jobIds'],
      [...gained].map(([hash, ids]) => [hash, batch, ids.length, ids.join(',')]),
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
    const columns = ['id', 'applyUrlHash', ...SEARCH_FIELDS].map(
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
    rows: Array<Array<string | number>>,
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
