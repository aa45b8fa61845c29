import type { EntityManager } from 'typeorm';
import { LISTING_COLUMNS } from '../board/job-listing.entity';
import { closingRankSql } from '../board/job-sort';
import type { ExpiryRule } from '../expiry/job-expiry';

/** Keys per IN list: well under both drivers' parameter limits. */
const CHUNK = 1000;

/** How a write names the jobs it touched. */
export type TouchedJobs = { ids: string[] } | { applyUrlHashes: string[] };

/**
 * Keeps `job_listings` equal to the listed jobs of `jobs` (active, not marked expired), by plain
 * statements the job writer runs in the transaction of each write: the touched jobs' listings are
 * deleted and copied again from `jobs` if they are listed. Both drivers run the same SQL.
 */
export class JobListings {
  /** The closing rank of a job of `jobs j` (closingRankSql, under the writer's expiry rule). */
  private readonly rankOfJob: string;
  /** The same over a listing's own columns (for an UPDATE of job_listings). */
  private readonly rankOfListing: string;

  constructor(
    private readonly q: (name: string) => string,
    sqlite: boolean,
    rule: ExpiryRule,
  ) {
    this.rankOfJob = closingRankSql(sqlite, rule, 'j.', q);
    this.rankOfListing = closingRankSql(sqlite, rule, '', q);
  }

  /**
   * Re-copies the listings of the touched jobs (after their write, same transaction). The ids are
   * read first: a DELETE with a subquery on another table runs it once per listing on MariaDB.
   */
  async sync(manager: EntityManager, touched: TouchedJobs): Promise<void> {
    const ids =
      'ids' in touched
        ? [...new Set(touched.ids)]
        : await this.idsOf(manager, touched.applyUrlHashes);
    for (let i = 0; i < ids.length; i += CHUNK) {
      const part = ids.slice(i, i + CHUNK);
      const marks = part.map(() => '?').join(', ');
      await manager.query(
        `DELETE FROM ${this.q('job_listings')} WHERE ${this.q('id')} IN (${marks})`,
        part,
      );
      await manager.query(`${this.insertListed()} AND j.${this.q('id')} IN (${marks})`, part);
    }
  }

  /** The ids of the jobs with these apply-URL hashes (their unique index). */
  private async idsOf(manager: EntityManager, hashes: string[]): Promise<string[]> {
    const unique = [...new Set(hashes)];
    const ids: string[] = [];
    for (let i = 0; i < unique.length; i += CHUNK) {
      const part = unique.slice(i, i + CHUNK);
      const rows: Array<{ id: string }> = await manager.query(
        `SELECT ${this.q('id')} AS ${this.q('id')} FROM ${this.q('jobs')} WHERE ${this.q('applyUrlHash')} IN (${part.map(() => '?').join(', ')})`,
        part,
      );
      ids.push(...rows.map((r) => r.id));
    }
    return ids;
  }

  /**
   * Removes the listings of jobs no longer listed (the sweep marked them expired, or a write
   * outside the writer switched them off): reads the listings, not the history.
   */
  async removeUnlisted(manager: EntityManager): Promise<void> {
    const j = this.q('jobs');
    const l = this.q('job_listings');
    await manager.query(
      `DELETE FROM ${l} WHERE NOT EXISTS (SELECT 1 FROM ${j} WHERE ${j}.${this.q('id')} = ${l}.${this.q('id')} ` +
        `AND ${j}.${this.q('isActive')} = 1 AND ${j}.${this.q('expiredAt')} IS NULL)`,
    );
  }

  /** Adds the listings of listed jobs that have none (a job open again, the first migration). */
  async addMissing(manager: EntityManager): Promise<void> {
    const l = this.q('job_listings');
    await manager.query(
      `${this.insertListed()} AND NOT EXISTS (SELECT 1 FROM ${l} WHERE ${l}.${this.q('id')} = j.${this.q('id')})`,
    );
  }

  /**
   * Recomputes the closing ranks of the listings without their own closing date when the default
   * lifetime they were computed with is not the writer's (JOB_LIFETIME_DAYS changed). One listing
   * tells, the earliest arrival (a seek in IDX_job_listings_closing; listings written after a change
   * are right already), since the recomputation is one statement. True when it recomputed.
   */
  async rerankIfLifetimeChanged(manager: EntityManager): Promise<boolean> {
    const l = this.q('job_listings');
    const ownNull = `${this.q('validThrough')} IS NULL`;
    const [sample]: Array<{ stale: number | string }> = await manager.query(
      `SELECT CASE WHEN ${this.q('closingRank')} = ${this.rankOfListing} THEN 0 ELSE 1 END AS ${this.q('stale')} ` +
        `FROM ${l} WHERE ${ownNull} ORDER BY ${this.q('createdAt')} LIMIT 1`,
    );
    if (!sample || Number(sample.stale) === 0) return false;
    await manager.query(
      `UPDATE ${l} SET ${this.q('closingRank')} = ${this.rankOfListing} WHERE ${ownNull}`,
    );
    return true;
  }

  async clear(manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM ${this.q('job_listings')}`);
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
