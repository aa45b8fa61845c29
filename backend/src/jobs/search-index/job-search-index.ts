import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { containsPattern, LIKE_ESCAPE } from '../contains-pattern';
import type { Job } from '../job.entity';
import { FIELD_CODES, SEARCH_FIELDS, SearchField, searchWords, wordHash } from './search-words';

/** What indexing needs of a job: its key and its searched fields (the id is looked up). */
export type IndexedJob = Pick<Job, 'applyUrlHash' | SearchField> & { id?: string };

/** A search narrows by the index only when one term's word has at most this many jobs. */
export const MAX_CANDIDATES = 2000;
/** A piece found in more dictionary words than this (a letter, a syllable) is not selective. */
const MAX_WORDS_PER_PIECE = 200;
/** Ids per IN list, and bound parameters per INSERT: well under both drivers' limits. */
const CHUNK = 1000;
const MAX_PARAMS = 10_000;

/**
 * The word index over the searched fields (decision 0083): a dictionary of words and postings
 * from word hashes to jobs. It only proposes candidates; the board's `LIKE` stays the exact
 * check, so a candidate too many costs nothing but a row, while a job missing from the postings
 * would be missing from results: every write of a job's text calls `indexJobs` in its transaction.
 */
@Injectable()
export class JobSearchIndex {
  private readonly sqlite: boolean;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
  }

  /**
   * (Re-)indexes jobs just inserted or updated through `manager`: finds their ids by apply-URL
   * hash (an upsert keeps an existing job's id), replaces the postings of jobs that existed
   * before, and adds new words to the dictionary. The last row wins for a repeated job, as in
   * the upsert itself.
   */
  async indexJobs(manager: EntityManager, rows: IndexedJob[]): Promise<void> {
    const byUrl = new Map(rows.map((row) => [row.applyUrlHash, row]));
    const ids = await this.idsByApplyUrlHash(manager, [...byUrl.keys()]);
    const stale: string[] = [];
    const words = new Map<string, [number, string, number]>();
    const postings: Array<[number, string]> = [];
    for (const [urlHash, row] of byUrl) {
      const id = ids.get(urlHash);
      if (!id) continue;
      if (row.id !== id) stale.push(id);
      const hashes = new Set<number>();
      for (const field of SEARCH_FIELDS) {
        for (const word of searchWords(this.normalise(row[field]))) {
          const hash = wordHash(field, word);
          words.set(`${FIELD_CODES[field]}:${word}`, [FIELD_CODES[field], word, hash]);
          hashes.add(hash);
        }
      }
      for (const hash of hashes) postings.push([hash, id]);
    }
    for (const part of chunks(stale, CHUNK)) {
      await manager.query(
        `DELETE FROM ${this.q('job_search_postings')} WHERE ${this.q('jobId')} IN (${marks(part.length)})`,
        part,
      );
    }
    await this.insertIgnore(
      manager,
      'job_search_words',
      ['field', 'word', 'hash'],
      [...words.values()],
    );
    await this.insertIgnore(manager, 'job_search_postings', ['wordHash', 'jobId'], postings);
  }

  /** Removes every posting (all jobs were deleted); the dictionary stays, see JobSearchWord. */
  async clear(manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM ${this.q('job_search_postings')}`);
  }

  /**
   * The jobs that may match the text filters, or null when the index cannot narrow them (no
   * selective word, or a term without letters or digits): then the board scans as before. An
   * empty list means nothing can match. A job matching a term has, for each word of the term,
   * a word in that field containing it; so a word found nowhere in the dictionary rules every job
   * out, and the jobs filed under the words containing the rarest piece are a superset of the
   * answer.
   */
  async candidates(terms: Partial<Record<SearchField, string>>): Promise<string[] | null> {
    const pieces: number[][] = [];
    for (const field of SEARCH_FIELDS) {
      const term = terms[field];
      if (!term) continue;
      for (const piece of searchWords(this.normalise(term))) {
        const hashes = await this.hashesOfWordsContaining(field, piece);
        if (!hashes.length) return [];
        if (hashes.length <= MAX_WORDS_PER_PIECE) pieces.push(hashes);
      }
    }
    let best: { hashes: number[]; jobs: number } | null = null;
    for (const hashes of pieces) {
      const jobs = await this.countPostings(hashes);
      if (jobs <= MAX_CANDIDATES && (!best || jobs < best.jobs)) best = { hashes, jobs };
    }
    if (!best) return null;
    const rows: Array<{ jobId: string }> = await this.dataSource.query(
      `SELECT DISTINCT ${this.q('jobId')} AS ${this.q('jobId')} FROM ${this.q('job_search_postings')} WHERE ${this.q('wordHash')} IN (${marks(best.hashes.length)})`,
      best.hashes,
    );
    return rows.map((r) => r.jobId);
  }

  /** Text as this driver's search compares it: SQLite lower-cases both sides (see activeMatching). */
  private normalise(text: string): string {
    return this.sqlite ? text.toLowerCase() : text;
  }

  /** The hashes of the field's dictionary words containing `piece` (one past the cap at most). */
  private async hashesOfWordsContaining(field: SearchField, piece: string): Promise<number[]> {
    const rows: Array<{ hash: number | string }> = await this.dataSource.query(
      `SELECT ${this.q('hash')} AS ${this.q('hash')} FROM ${this.q('job_search_words')} WHERE ${this.q('field')} = ? AND ${this.q('word')} LIKE ? ESCAPE '${LIKE_ESCAPE}' LIMIT ${MAX_WORDS_PER_PIECE + 1}`,
      [FIELD_CODES[field], containsPattern(piece)],
    );
    return [...new Set(rows.map((r) => Number(r.hash)))];
  }

  /** How many postings the hashes have, counted up to one past MAX_CANDIDATES. */
  private async countPostings(hashes: number[]): Promise<number> {
    const rows: Array<{ total: number | string }> = await this.dataSource.query(
      `SELECT COUNT(*) AS ${this.q('total')} FROM (SELECT 1 AS ${this.q('one')} FROM ${this.q('job_search_postings')} WHERE ${this.q('wordHash')} IN (${marks(hashes.length)}) LIMIT ${MAX_CANDIDATES + 1}) ${this.q('bounded')}`,
      hashes,
    );
    return Number(rows[0]?.total ?? 0);
  }

  private async idsByApplyUrlHash(
    manager: EntityManager,
    urlHashes: string[],
  ): Promise<Map<string, string>> {
    const ids = new Map<string, string>();
    for (const part of chunks(urlHashes, CHUNK)) {
      const rows: Array<{ id: string; applyUrlHash: string }> = await manager.query(
        `SELECT ${this.q('id')} AS ${this.q('id')}, ${this.q('applyUrlHash')} AS ${this.q('applyUrlHash')} FROM ${this.q('jobs')} WHERE ${this.q('applyUrlHash')} IN (${marks(part.length)})`,
        part,
      );
      for (const row of rows) ids.set(row.applyUrlHash, row.id);
    }
    return ids;
  }

  /** Multi-row inserts that skip rows already present (INSERT IGNORE / INSERT OR IGNORE). */
  private async insertIgnore(
    manager: EntityManager,
    table: string,
    columns: string[],
    rows: Array<Array<string | number>>,
  ): Promise<void> {
    const verb = this.sqlite ? 'INSERT OR IGNORE' : 'INSERT IGNORE';
    const tuple = `(${marks(columns.length)})`;
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

function marks(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
