import type { EntityManager } from 'typeorm';
import type { Driver } from 'typeorm/driver/Driver';
import { chunks } from '../../common/chunks';
import { placeholders } from '../../database/placeholders';
import { LISTING_COLUMNS } from '../board/job-listing.entity';
import { closingRankSql } from '../board/job-sort';
import { openCondition, type ExpiryRule } from '../expiry/job-expiry';
import { ListingSummaries, NO_COUNTS } from './listing-summaries';

/** Keys per IN list: well under both drivers' parameter limits. */
const CHUNK = 1000;

/**
 * The ids of the jobs a write touched, and the ids it gave the jobs it inserted (`inserted`): an
 * id nobody had before has no listing yet, so there is none to count off or delete. A write that
 * knows its jobs by apply-URL key reads their ids first (`idsOf`).
 */
export interface TouchedJobs {
  ids: string[];
  inserted?: ReadonlySet<string>;
}

/**
 * Keeps `job_listings` equal to the listed jobs of `jobs` (active, not marked expired, open by
 * their dates when written), and its two summaries (`job_listing_counts`,
 * `job_listing_text_counts`) equal to its counts, by plain statements the job writer runs in the
 * transaction of each write: the touched jobs' listings are deleted and copied again from `jobs`
 * if they are listed, and their counts are taken before and given back after (ListingSummaries).
 * Both drivers run the same SQL.
 */
export class JobListings {
  private readonly q: (name: string) => string;
  private readonly sqlite: boolean;
  /** The closing rank of a job of `jobs j` (closingRankSql, under the writer's expiry rule). */
  private readonly rankOfJob: string;
  /** The same over a listing's own columns (for an UPDATE of job_listings). */
  private readonly rankOfListing: string;
  private readonly counts: ListingSummaries;

  /**
   * `onListed` runs in the write's transaction with the ids of the jobs that existed before it and
   * gained a listing by it (a reopened or reactivated job; not a job it inserted).
   */
  constructor(
    private readonly driver: Driver,
    private readonly rule: ExpiryRule,
    private readonly onListed?: (manager: EntityManager, ids: string[]) => Promise<void>,
  ) {
    this.q = (name) => driver.escape(name);
    this.sqlite = driver.options.type === 'better-sqlite3';
    this.rankOfJob = closingRankSql(this.sqlite, rule, 'j.', this.q);
    this.rankOfListing = closingRankSql(this.sqlite, rule, '', this.q);
    this.counts = new ListingSummaries(driver);
  }

  /**
   * Re-copies the listings of the touched jobs (after their write, same transaction): a job
   * closed by its dates at `now` gets none, so closed history imported or edited costs the board
   * nothing even before the sweep marks it. The ids are read first: a DELETE with a subquery on
   * another table runs it once per listing on MariaDB. The jobs that had no listing and have one
   * now (other than those the write inserted) go to `onListed`.
   */
  async sync(manager: EntityManager, touched: TouchedJobs, now = new Date()): Promise<void> {
    const ids = [...new Set(touched.ids)];
    const open = openCondition('j', this.rule, now);
    for (const part of chunks(ids, CHUNK)) {
      const known = touched.inserted ? part.filter((id) => !touched.inserted!.has(id)) : part;
      const removed = known.length ? await this.counts.of(manager, known, true) : NO_COUNTS;
      if (known.length) {
        await manager.query(
          `DELETE FROM ${this.q('job_listings')} WHERE ${this.q('id')} IN (${placeholders(known.length)})`,
          known,
        );
      }
      const [insert, values] = this.driver.escapeQueryWithParameters(
        `${this.insertListed()} AND ${open.sql} AND j.${this.q('id')} IN (:...listedIds)`,
        { ...open.params, listedIds: part },
        {},
      );
      await manager.query(insert, values);
      const added = await this.counts.of(manager, part);
      await this.counts.apply(manager, removed, added);
      const gained = [...added.ids].filter(
        (id) => !removed.ids.has(id) && !touched.inserted?.has(id),
      );
      if (gained.length) await this.onListed?.(manager, gained);
    }
  }

  /** The ids of the jobs with these apply-URL hashes (their unique index). */
  async idsOf(manager: EntityManager, hashes: string[]): Promise<string[]> {
    const unique = [...new Set(hashes)];
    const ids: string[] = [];
    for (const part of chunks(unique, CHUNK)) {
      const rows: Array<{ id: string }> = await manager.query(
        `SELECT ${this.q('id')} AS ${this.q('id')} FROM ${this.q('jobs')} WHERE ${this.q('applyUrlHash')} IN (${placeholders(part.length)})`,
        part,
      );
      ids.push(...rows.map((r) => r.id));
    }
    return ids;
  }

  /**
   * Adds the listings of the listed jobs among `ids` open at `now` that have none: after a longer
   * default lifetime, the jobs written while the shorter one had closed them. Answers how many.
   */
  async addMissing(manager: EntityManager, ids: string[], now = new Date()): Promise<number> {
    if (!ids.length) return 0;
    const l = this.q('job_listings');
    const open = openCondition('j', this.rule, now);
    const [select, values] = this.driver.escapeQueryWithParameters(
      `SELECT j.${this.q('id')} AS ${this.q('id')} FROM ${this.q('jobs')} j ` +
        `WHERE j.${this.q('isActive')} = 1 AND j.${this.q('expiredAt')} IS NULL AND ${open.sql} ` +
        `AND NOT EXISTS (SELECT 1 FROM ${l} WHERE ${l}.${this.q('id')} = j.${this.q('id')}) ` +
        `AND j.${this.q('id')} IN (:...walkedIds)`,
      { ...open.params, walkedIds: ids },
      {},
    );
    const missing: Array<{ id: string }> = await manager.query(select, values);
    await this.sync(manager, { ids: missing.map((row) => row.id) }, now);
    return missing.length;
  }

  /**
   * The listing that tells whether the closing ranks follow the writer's default lifetime
   * (JOB_LIFETIME_DAYS may have changed): the earliest arrival without its own closing date, a
   * seek in IDX_job_listings_closing (listings written since a change are right already). Its id
   * when its rank is stale, else null. A rank within a minute of the setting's is right: the
   * writer's copy ranks the job's arrival with its fraction of a second, which the listing's
   * column drops on MariaDB (a second apart), while a change of the setting moves ranks by whole
   * days. An exact comparison called every copied listing stale, so the ranks were recomputed
   * after each import that re-copied the earliest.
   */
  async staleRankSample(manager: EntityManager): Promise<string | null> {
    const [sample]: Array<{ id: string; stale: number | string }> = await manager.query(
      `SELECT ${this.q('id')} AS ${this.q('id')}, CASE WHEN ABS(${this.q('closingRank')} - ${this.rankOfListing}) < 60000 THEN 0 ELSE 1 END AS ${this.q('stale')} ` +
        `FROM ${this.q('job_listings')} WHERE ${this.q('validThrough')} IS NULL ORDER BY ${this.q('createdAt')} LIMIT 1`,
    );
    return sample && Number(sample.stale) ? sample.id : null;
  }

  /** Recomputes the closing ranks of the listings among `ids` without their own closing date. */
  async rerank(manager: EntityManager, ids: string[]): Promise<void> {
    if (!ids.length) return;
    await manager.query(
      `UPDATE ${this.q('job_listings')} SET ${this.q('closingRank')} = ${this.rankOfListing} ` +
        `WHERE ${this.q('validThrough')} IS NULL AND ${this.q('id')} IN (${placeholders(ids.length)})`,
      ids,
    );
  }

  async clear(manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM ${this.q('job_listings')}`);
    await manager.query(`DELETE FROM ${this.q('job_listing_counts')}`);
    await manager.query(`DELETE FROM ${this.q('job_listing_text_counts')}`);
  }

  /** `INSERT INTO job_listings (…) SELECT … FROM jobs j WHERE <listed>`, ready for more AND. */
  private insertListed(): string {
    const columns = LISTING_COLUMNS.map((c) => this.q(c));
    return (
      `INSERT INTO ${this.q('job_listings')} (${columns.join(', ')}, ${this.q('closingRank')}) ` +
      `SELECT ${columns.map((c) => `j.${c}`).join(', ')}, ${this.rankOfJob} FROM ${this.q('jobs')} j ` +
      `WHERE j.${this.q('isActive')} = 1 AND j.${this.q('expiredAt')} IS NULL`
    );
  }
}
