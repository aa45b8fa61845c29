import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { E_TIMEOUT, Semaphore, SemaphoreInterface, withTimeout } from 'async-mutex';
import type { DataSource, QueryRunner } from 'typeorm';
import { APP_CONFIG, AppConfig, SearchLimits } from '../config/app-config';
import {
  isEndedStatement,
  routeSearchStatements,
  statementWithLimit,
  withSearchConnection,
} from './search-connection';

/** How long a client is told to wait after a 429 for too many searches at once. */
export const BUSY_CLIENT_RETRY_SECONDS = 1;

export class TooManySearchesException extends HttpException {
  constructor() {
    super(
      'Too many searches at once from this account or address: wait for one to finish',
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * Bounded work for the board's searches (decision 0170): at most `concurrency` run at once in
 * this process, so the rest of the connection pool stays free for sign-in, admin, page reads and
 * the health checks; one member or address runs at most `perClient` at once (more: 429); on
 * MySQL/MariaDB each runs on its own connection with a statement time limit, and the server ends
 * its statement when the limit hits or the client goes away (503 with Retry-After, never a 500).
 * SQLite cannot interrupt a statement (better-sqlite3 has no interrupt): there the bounds are the
 * concurrency and the per-client limit.
 */
@Injectable()
export class SearchGate {
  private readonly logger = new Logger(SearchGate.name);
  private readonly limits: SearchLimits;
  private readonly slots: SemaphoreInterface;
  private readonly running = new Map<string, number>();
  private readonly flavour: 'mariadb' | 'mysql' | null;
  private readonly plainRunner?: () => QueryRunner;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.limits = config.search;
    this.slots = withTimeout(new Semaphore(this.limits.concurrency), this.limits.queueTimeoutMs);
    const type = dataSource.options.type;
    this.flavour = type === 'mariadb' || type === 'mysql' ? type : null;
    if (this.flavour) this.plainRunner = routeSearchStatements(dataSource);
  }

  /** Searches running now in this process (all clients). */
  get active(): number {
    return [...this.running.values()].reduce((sum, n) => sum + n, 0);
  }

  /**
   * Runs one search for `client` (a member id or an address). `aborted` fires when the client
   * goes away: its running statement is ended on the server.
   */
  async run<T>(client: string, fn: () => Promise<T>, aborted?: AbortSignal): Promise<T> {
    const mine = this.running.get(client) ?? 0;
    if (mine >= this.limits.perClient) throw new TooManySearchesException();
    this.running.set(client, mine + 1);
    try {
      const release = await this.slots.acquire().then(
        ([, release]) => release,
        (err: unknown) => {
          if (err === E_TIMEOUT || (err instanceof Error && err.message === E_TIMEOUT.message)) {
            throw new ServiceUnavailableException(
              'Too many searches are running; please try again in a few seconds',
            );
          }
          throw err;
        },
      );
      try {
        return await this.onOwnConnection(fn, aborted);
      } finally {
        release();
      }
    } finally {
      const left = (this.running.get(client) ?? 1) - 1;
      if (left > 0) this.running.set(client, left);
      else this.running.delete(client);
    }
  }

  private async onOwnConnection<T>(fn: () => Promise<T>, aborted?: AbortSignal): Promise<T> {
    if (!this.flavour || !this.plainRunner) return fn();
    const runner = this.plainRunner();
    const flavour = this.flavour;
    const limited = (sql: string) =>
      statementWithLimit(flavour, this.limits.statementTimeoutMs, sql);
    const onAbort = () => void this.endStatementOf(runner);
    try {
      await runner.connect();
      aborted?.addEventListener('abort', onAbort, { once: true });
      return await withSearchConnection(runner, limited, fn);
    } catch (err) {
      if (isEndedStatement(err)) {
        throw new ServiceUnavailableException(
          aborted?.aborted
            ? 'The search was stopped because its client went away'
            : 'This search took too long and was stopped; narrow it or try again in a few seconds',
        );
      }
      throw err;
    } finally {
      aborted?.removeEventListener('abort', onAbort);
      await this.release(runner);
    }
  }

  private async release(runner: QueryRunner): Promise<void> {
    try {
      await runner.release();
    } catch (err) {
      this.logger.warn({ err }, 'Could not release a search connection');
    }
  }

  /** KILL QUERY (from another connection): ends the statement, keeps the connection. */
  private async endStatementOf(runner: QueryRunner): Promise<void> {
    const threadId = connectionOf(runner)?.threadId;
    if (!threadId || !this.plainRunner) return;
    const killer = this.plainRunner();
    try {
      await killer.query(`KILL QUERY ${Number(threadId)}`);
    } catch (err) {
      this.logger.warn({ err }, 'Could not end an abandoned search');
    } finally {
      await killer.release();
    }
  }
}

/** The mysql2 connection a TypeORM MySQL query runner holds (its `threadId` names it to KILL). */
function connectionOf(runner: QueryRunner): { threadId?: number } | undefined {
  return (runner as unknown as { databaseConnection?: { threadId?: number } }).databaseConnection;
}
