import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Brackets, DataSource, EntityManager, In } from 'typeorm';
import { chunks } from '../common/chunks';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { announceInsert } from '../database/typeorm-internals';
import { ExpiryRule, openCondition } from '../jobs/expiry/job-expiry';
import { SearchEngine, SearchEngineNotice } from './search-engine-notice.entity';

/** Keys per IN list: well under both drivers' parameter limits. */
const CHUNK = 1000;

/** Jobs to file notices for: a SQL condition over `jobs j` with its named parameters. */
export interface JobsWhere {
  sql: string;
  params: Record<string, unknown>;
}

/** A claimed notice, ready to send. */
export type ClaimedNotice = Pick<SearchEngineNotice, 'jobId' | 'title' | 'listed' | 'attempts'>;

/** A batch of notices one send holds (until `until`; then another replica may take them). */
export interface Claim {
  engine: SearchEngine;
  token: string;
  notices: ClaimedNotice[];
}

/**
 * The queue of search-engine notices (decision 0210). The job writer files them in the
 * transaction of each write; the delivery claims due ones in batches, deletes what an engine
 * took and puts failures back with a later due time.
 */
@Injectable()
export class SearchEngineNotices {
  /** The engines configured; none: nothing is filed. */
  readonly engines: SearchEngine[];
  private readonly expiry: ExpiryRule;
  private readonly batchDelayMs: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.engines = [
      ...(config.indexing.indexNow ? (['indexnow'] as const) : []),
      ...(config.indexing.google ? (['google'] as const) : []),
    ];
    this.expiry = { lifetimeDays: config.jobLifetimeDays };
    this.batchDelayMs = config.indexing.batchDelayMs;
  }

  /**
   * Files a notice per engine for each job matching `where`, in the caller's transaction (it must
   * run before a delete). `listed` is what the engines should hear: the job's state after the
   * write (default, read from the row), a given answer (false for jobs about to close or go), or
   * `ifActive` (jobs about to be listed again if they are active).
   * A job with a notice not yet sent keeps one, with its newest title and state. `now` is the
   * moment whose state counts (the expiry sweep's); the notice is due a batch delay from the
   * real now, so changes made meanwhile go in the same batch.
   */
  async file(
    manager: EntityManager,
    where: JobsWhere,
    listed?: boolean | 'ifActive',
    now = new Date(),
  ): Promise<void> {
    if (!this.engines.length) return;
    const open = openCondition('j', this.expiry, now);
    const q = (name: string) => this.dataSource.driver.escape(name);
    const active = `j.${q('isActive')} = 1`;
    const state =
      listed === undefined
        ? `CASE WHEN ${active} AND j.${q('expiredAt')} IS NULL AND ${open.sql} THEN 1 ELSE 0 END`
        : listed === 'ifActive'
          ? `CASE WHEN ${active} THEN 1 ELSE 0 END`
          : listed
            ? '1'
            : '0';
    const changedAt = new Date();
    const dueAt = wholeSecondAfter(new Date(changedAt.getTime() + this.batchDelayMs));
    const columns = ['engine', 'jobId', 'title', 'listed', 'changedAt', 'dueAt', 'attempts'];
    const refresh = ['title', 'listed', 'changedAt'];
    const conflict =
      this.dataSource.options.type !== 'better-sqlite3'
        ? `ON DUPLICATE KEY UPDATE ${refresh.map((c) => `${q(c)} = VALUES(${q(c)})`).join(', ')}, `
        : `ON CONFLICT (${q('engine')}, ${q('jobId')}) DO UPDATE SET ${refresh.map((c) => `${q(c)} = excluded.${q(c)}`).join(', ')}, `;
    // A change during a send frees the row: that send leaves it, and the next one sends it anew.
    const release = `${q('claimedBy')} = NULL, ${q('claimedUntil')} = NULL`;
    for (const engine of this.engines) {
      const sql =
        `INSERT INTO ${q('search_engine_notices')} (${columns.map(q).join(', ')}) ` +
        `SELECT :engine, j.${q('id')}, j.${q('positionTitle')}, ${state}, :changedAt, :dueAt, 0 ` +
        `FROM ${q('jobs')} j WHERE ${where.sql} ${conflict}${release}`;
      const [query, params] = this.dataSource.driver.escapeQueryWithParameters(
        sql,
        { ...open.params, ...where.params, engine, changedAt, dueAt },
        {},
      );
      await manager.query(query, params);
    }
    await announceInsert(manager, SearchEngineNotice);
  }

  /** `file` for jobs named by id, in chunks. */
  async fileIds(
    manager: EntityManager,
    ids: string[],
    listed?: boolean | 'ifActive',
  ): Promise<void> {
    await this.fileChunks(manager, 'id', ids, listed);
  }

  /** `file` for jobs named by apply-URL hash, in chunks. */
  async fileApplyUrlHashes(manager: EntityManager, hashes: string[]): Promise<void> {
    await this.fileChunks(manager, 'applyUrlHash', hashes);
  }

  private async fileChunks(
    manager: EntityManager,
    column: 'id' | 'applyUrlHash',
    keys: string[],
    listed?: boolean | 'ifActive',
  ): Promise<void> {
    if (!this.engines.length) return;
    const unique = [...new Set(keys)];
    const name = `j.${this.dataSource.driver.escape(column)}`;
    for (const part of chunks(unique, CHUNK)) {
      await this.file(manager, { sql: `${name} IN (:...keys)`, params: { keys: part } }, listed);
    }
  }

  /**
   * Takes up to `limit` due notices of `engine` for one send, atomically: a notice another
   * replica holds (and whose hold has not run out) is never taken.
   */
  async claim(
    engine: SearchEngine,
    limit: number,
    holdMs: number,
    now = new Date(),
  ): Promise<Claim> {
    const repo = this.dataSource.getRepository(SearchEngineNotice);
    const free = new Brackets((b) =>
      b.where('n.claimedUntil IS NULL').orWhere('n.claimedUntil < :now', { now }),
    );
    const due = await repo
      .createQueryBuilder('n')
      .select('n.jobId', 'jobId')
      .where('n.engine = :engine', { engine })
      .andWhere('n.dueAt <= :now', { now })
      .andWhere(free)
      .orderBy('n.dueAt', 'ASC')
      .limit(limit)
      .getRawMany<{ jobId: string }>();
    const token = randomUUID();
    const until = new Date(now.getTime() + holdMs);
    const ids = due.map((row) => row.jobId);
    for (const part of chunks(ids, CHUNK)) {
      await repo
        .createQueryBuilder()
        .update()
        .set({ claimedBy: token, claimedUntil: until })
        .where('engine = :engine', { engine })
        .andWhere({ jobId: In(part) })
        .andWhere(
          new Brackets((b) =>
            b.where('claimedUntil IS NULL').orWhere('claimedUntil < :now', { now }),
          ),
        )
        .execute();
    }
    const notices = ids.length
      ? await repo.find({
          select: ['jobId', 'title', 'listed', 'attempts'],
          where: { engine, claimedBy: token },
        })
      : [];
    return { engine, token, notices };
  }

  /** The engine took these notices of the claim: they are done (unless changed meanwhile). */
  async done(claim: Claim, jobIds?: string[]): Promise<void> {
    const ids = jobIds ?? claim.notices.map((n) => n.jobId);
    const repo = this.dataSource.getRepository(SearchEngineNotice);
    for (const part of chunks(ids, CHUNK)) {
      await repo.delete({
        engine: claim.engine,
        claimedBy: claim.token,
        jobId: In(part),
      });
    }
  }

  /** The claim's remaining notices failed: free them, due again at `dueAt`. */
  async retryAt(claim: Claim, dueAt: Date): Promise<void> {
    await this.dataSource
      .getRepository(SearchEngineNotice)
      .createQueryBuilder()
      .update()
      .set({
        claimedBy: null,
        claimedUntil: null,
        dueAt: wholeSecondAfter(dueAt),
        attempts: () => 'attempts + 1',
      })
      .where('engine = :engine', { engine: claim.engine })
      .andWhere('claimedBy = :token', { token: claim.token })
      .execute();
  }
}

/**
 * `at`, rounded up to a whole second: MariaDB keeps datetimes to the second and drops the rest,
 * which would make a notice due before its batch delay or Retry-After has passed.
 */
export function wholeSecondAfter(at: Date): Date {
  return new Date(Math.ceil(at.getTime() / 1000) * 1000);
}
