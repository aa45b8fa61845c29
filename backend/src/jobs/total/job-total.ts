import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { chunks } from '../../common/chunks';
import { ClusterLock } from '../../common/cluster-lock';
import { WorkAfterRequests } from '../../common/work-after-requests';
import { placeholders } from '../../database/placeholders';
import { untimedTransaction } from '../../database/query-timeout';
import { announceInsert } from '../../database/typeorm-internals';
import { newId } from '../../database/uuid-primary-key';
import { JobTotalDelta } from './job-total-delta.entity';

/** A read that finds more rows than this has them folded after the request. */
export const FOLD_AT = 1000;
/** Rows one fold replaces at most, oldest first (a later read asks for the next fold). */
const FOLD_MAX = 10_000;
/** Ids per DELETE: well under both drivers' parameter limits. */
const CHUNK = 1000;
/** One recount at a time across every replica and worker (see `recount`). */
const RECOUNT_LOCK = 'gridiron:job-total-recount';

/**
 * The number of jobs, every job listed or not (decision 0265), without counting them: the job
 * writer records each change of it in `job_total_deltas` in the transaction of the write
 * (`add`), and the number is the sum of those rows (`read`), a few small rows where a COUNT of
 * `jobs` reads a whole index (hundreds of milliseconds at 1,000,000 jobs). Writers only insert
 * rows, so none waits for another's transaction to end. Many rows are folded into one after the
 * read that found them (`fold`), and a periodic recount (`recount`) corrects what writes that
 * did not record their change left (a replica of an earlier release, an edit by hand).
 */
@Injectable()
export class JobTotal implements OnModuleDestroy {
  private readonly logger = new Logger(JobTotal.name);
  private readonly sqlite: boolean;
  /** The fold a read or a recount asks for, run after it on a connection of its own. */
  private readonly folding = new WorkAfterRequests('JobTotal.fold', (err) =>
    err instanceof FoldedMeanwhile
      ? this.logger.debug(err.message)
      : this.logger.warn(`folding the job total failed: ${err.message}`),
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly locks: ClusterLock,
  ) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
  }

  /** Records `delta` jobs added (or, negative, deleted) in the caller's write transaction. */
  async add(manager: EntityManager, delta: number): Promise<void> {
    if (!delta) return;
    await manager.query(
      `INSERT INTO ${this.q('job_total_deltas')} (${this.q('id')}, ${this.q('delta')}) VALUES (?, ?)`,
      [newId(JobTotalDelta), delta],
    );
  }

  /**
   * The number of jobs as committed now. A read that finds more than FOLD_AT rows has them folded
   * after the request (it answers without waiting).
   */
  async read(): Promise<number> {
    const [row]: Array<{ deltas: number | string; total: number | string }> =
      await this.dataSource.query(
        `SELECT COUNT(*) AS ${this.q('deltas')}, COALESCE(SUM(${this.q('delta')}), 0) AS ${this.q('total')} ` +
          `FROM ${this.q('job_total_deltas')}`,
      );
    if (Number(row.deltas) > FOLD_AT) this.foldLater();
    return Number(row.total);
  }

  /**
   * Replaces the oldest rows (at most FOLD_MAX) by one row of their sum, in one transaction: it
   * reads them, deletes exactly the rows it read and inserts their sum. No lock is needed: rows
   * are never changed, and a row written meanwhile is neither read nor deleted. Deleting fewer
   * rows than it read means another process folded them first: this one then rolls back.
   */
  async fold(): Promise<void> {
    await this.transaction(async (manager) => {
      const [table, id, delta] = [this.q('job_total_deltas'), this.q('id'), this.q('delta')];
      const rows: Array<{ id: string; delta: number | string }> = await manager.query(
        `SELECT ${id} AS ${id}, ${delta} AS ${delta} FROM ${table} ORDER BY ${id} LIMIT ${FOLD_MAX}`,
      );
      if (rows.length < 2) return;
      let deleted = 0;
      const ids = rows.map((row) => row.id);
      for (const part of chunks(ids, CHUNK)) {
        const result = await manager.queryRunner!.query(
          `DELETE FROM ${table} WHERE ${id} IN (${placeholders(part.length)})`,
          part,
          true,
        );
        deleted += result.affected ?? 0;
      }
      if (deleted !== rows.length) throw new FoldedMeanwhile();
      await this.add(
        manager,
        rows.reduce((sum, row) => sum + Number(row.delta), 0),
      );
    });
  }

  /** Waits for the fold this process started, if any. */
  async folds(): Promise<void> {
    await this.folding.settled();
  }

  async onModuleDestroy(): Promise<void> {
    await this.folds();
  }

  /**
   * Counts the jobs and sums the rows in one statement of one transaction (one snapshot: MySQL's
   * REPEATABLE READ; SQLite's transaction), and when they differ inserts a row of the difference
   * there. Writes that committed meanwhile recorded their own changes, so the difference found in
   * the snapshot is the one to correct. One recount at a time (a cluster lock): two at once would
   * each correct the same difference. Many rows are folded after it, as after a read, so they stay
   * few when nobody reads the total. Answers the correction (0: none), or null when another
   * recount is running. Reads every job: background work, never a request's.
   */
  async recount(): Promise<number | null> {
    const release = await this.locks.acquire(RECOUNT_LOCK);
    if (!release) return null;
    try {
      const { correction, deltas } = await untimedTransaction(
        this.dataSource,
        async (manager) => {
          const [table, delta] = [this.q('job_total_deltas'), this.q('delta')];
          const [row]: Array<Record<'jobs' | 'total' | 'deltas', number | string>> =
            await manager.query(
              `SELECT (SELECT COUNT(*) FROM ${this.q('jobs')}) AS ${this.q('jobs')}, ` +
                `(SELECT COALESCE(SUM(${delta}), 0) FROM ${table}) AS ${this.q('total')}, ` +
                `(SELECT COUNT(*) FROM ${table}) AS ${this.q('deltas')}`,
            );
          const difference = Number(row.jobs) - Number(row.total);
          if (difference) {
            await this.add(manager, difference);
            // The read cache's cached total goes when this commits.
            await announceInsert(manager, JobTotalDelta);
          }
          return { correction: difference, deltas: Number(row.deltas) };
        },
        'REPEATABLE READ',
      );
      if (deltas > FOLD_AT) this.foldLater();
      return correction;
    } finally {
      await release();
    }
  }

  /** Folds after the current request (or recount), one fold at a time in this process. */
  private foldLater(): void {
    this.folding.start('fold', () => this.fold());
  }

  /** A transaction of short statements; READ COMMITTED on MySQL, so a DELETE locks no gaps. */
  private transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.sqlite
      ? this.dataSource.transaction(work)
      : this.dataSource.transaction('READ COMMITTED', work);
  }

  private q(name: string): string {
    return this.dataSource.driver.escape(name);
  }
}

/** Another process folded the rows first (a race both sides end well). */
class FoldedMeanwhile extends Error {
  constructor() {
    super('the job total was folded by another process meanwhile');
  }
}
