import { DataSource, EntityManager } from 'typeorm';
import { pagesByKey } from '../../database/pages-by-key';
import { announceInsert } from '../../database/typeorm-internals';
import { SearchEngineNotices } from '../../indexing/search-engine-notices.repository';
import { expiredCondition, ExpiryRule, openCondition } from '../expiry/job-expiry';
import { Job } from '../job.entity';
import { JobListings } from './job-listings';

/**
 * The expiry sweep's writes for JobWriter (`markExpired`, which documents them): the marks on the
 * jobs that closed or opened again since the last sweep, and the listings that follow a changed
 * JOB_LIFETIME_DAYS. Each step is a short transaction of `chunk` jobs, as a sweep of a large
 * board's history must be.
 */
export class JobExpiryMarks {
  constructor(
    private readonly dataSource: DataSource,
    private readonly expiry: ExpiryRule,
    private readonly listings: JobListings,
    private readonly notices: SearchEngineNotices,
  ) {}

  /** JobWriter.markExpired. */
  async sweep(now: Date, chunk: number): Promise<{ marked: number; unmarked: number }> {
    const expired = expiredCondition('', this.expiry, now);
    const open = openCondition('', this.expiry, now);
    const marked = await this.markInChunks(
      { sql: `expiredAt IS NULL AND ${expired.sql}`, params: expired.params },
      now,
      now,
      chunk,
    );
    const unmarked = await this.markInChunks(
      { sql: `expiredAt IS NOT NULL AND ${open.sql}`, params: open.params },
      null,
      now,
      chunk,
    );
    await this.followLifetime(now, chunk);
    return { marked, unmarked };
  }

  /**
   * After a change of JOB_LIFETIME_DAYS (the sweep runs at start): recomputes the closing ranks of
   * the listings without their own closing date, then lists the jobs a longer lifetime reopens
   * that were written while the shorter one had closed them. Each walks its table in primary-key
   * order, `chunk` keys a transaction, so no statement reads or locks every listing or job (one
   * UPDATE of every listing outran the write limit at 1,000,000, and the sweep failed each time).
   * The listing that tells a change (JobListings.staleRankSample) is recomputed last, so a walk
   * cut short is walked again by the next sweep.
   */
  private async followLifetime(now: Date, chunk: number): Promise<void> {
    const sample = await this.listings.staleRankSample(this.dataSource.manager);
    if (!sample) return;
    await this.inKeyOrder('job_listings', chunk, (manager, ids) =>
      this.listings.rerank(
        manager,
        ids.filter((id) => id !== sample),
      ),
    );
    await this.inKeyOrder('jobs', chunk, async (manager, ids) => {
      // The listings are written by raw SQL, unseen by the read cache's subscriber: announced as
      // a job write, so counts and search candidates cached before go when this commits.
      if (await this.listings.addMissing(manager, ids, now)) await announceInsert(manager, Job);
    });
    await this.dataSource.transaction((manager) => this.listings.rerank(manager, [sample]));
  }

  /** Runs `work` on the ids of `table` in primary-key order, `chunk` at a time, a transaction each. */
  private async inKeyOrder(
    table: 'jobs' | 'job_listings',
    chunk: number,
    work: (manager: EntityManager, ids: string[]) => Promise<unknown>,
  ): Promise<void> {
    for await (const rows of pagesByKey(this.dataSource.manager, table, chunk))
      await this.dataSource.transaction((manager) =>
        work(
          manager,
          rows.map((row) => row.id),
        ),
      );
  }

  /**
   * Sets `expiredAt` to `value` (a mark, or null: open again) on the jobs matching `which`,
   * `chunk` at a time: each round finds the next ids in an expiry index (IDX_jobs_expiry_marking
   * for the unmarked, IDX_jobs_expiry_dates for the open; neither reads closed history the sweep
   * marked before), files their search engine notices (closing; or listed again if active),
   * updates them, checking `which` again, and has their listings follow (the marked leave, the
   * reopened come back), in one transaction: the read cache is invalidated when the marks and
   * the listings have both committed. Short statements: marking the history of a large import
   * (950,000 closed jobs) stays within the write limit per statement and never locks them all at
   * once. Answers how many changed.
   */
  private async markInChunks(
    which: { sql: string; params: Record<string, unknown> },
    value: Date | null,
    now: Date,
    chunk: number,
  ): Promise<number> {
    let changed = 0;
    for (;;) {
      const found = await this.dataSource.transaction(async (manager) => {
        const rows = await manager
          .createQueryBuilder()
          .select('job.id', 'id')
          .from(Job, 'job')
          .where(which.sql, which.params)
          .limit(chunk)
          .getRawMany<{ id: string }>();
        if (!rows.length) return 0;
        const ids = rows.map((row) => row.id);
        await this.notices.fileIds(manager, ids, value ? false : 'ifActive');
        const result = await manager
          .createQueryBuilder()
          .update(Job)
          .set({ expiredAt: value })
          .where('id IN (:...markedIds)', { markedIds: ids })
          .andWhere(which.sql, which.params)
          .execute();
        await this.listings.sync(manager, { ids }, now);
        changed += result.affected ?? 0;
        return rows.length;
      });
      if (found < chunk) return changed;
    }
  }
}
