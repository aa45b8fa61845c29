import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config';

/**
 * Turns on a client-side limit for each MySQL statement (mysql2's `timeout`, through TypeORM's
 * `maxQueryExecutionTime`) once the DataSource is up, so migrations run at start are not limited:
 * a server that accepts connections but never answers then costs a request this long, then a
 * 503. Reads get the lower limit, so a page fails fast; other statements the write limit. Long
 * writes use `untimedTransaction`.
 */
export function applyQueryTimeout(dataSource: DataSource, db: DatabaseConfig): DataSource {
  if (db.type !== 'mysql') return dataSource;
  Object.assign(dataSource.driver.options, {
    enableQueryTimeout: true,
    maxQueryExecutionTime: db.writeTimeoutMs,
  });
  guardConnections((dataSource.driver as unknown as { pool: TimeoutPool }).pool, db.readTimeoutMs);
  return dataSource;
}

/** A read, possibly carrying its own limit (`SET STATEMENT max_statement_time = … FOR`). */
const READ =
  /^\s*(SET\s+STATEMENT\s+[\w\s=.,]*?\bFOR\s+)?[\s(]*(SELECT|SHOW|WITH|EXPLAIN|DESCRIBE)\b/i;
const LOCKING = /\bFOR\s+UPDATE\b|\bLOCK\s+IN\s+SHARE\s+MODE\b|\bFOR\s+SHARE\b/i;

/** Whether a statement only reads (a locking read belongs to a write and gets its limit). */
export function isReadStatement(sql: string): boolean {
  return READ.test(sql) && !LOCKING.test(sql);
}

/** mysql2's error for a query whose answer did not come within its `timeout`. */
const QUERY_TIMEOUT = 'PROTOCOL_SEQUENCE_TIMEOUT';
const GUARDED = Symbol('timed-out connections are dropped');

type QueryCallback = (err: { code?: string } | null, ...rest: unknown[]) => void;
interface TimeoutConnection {
  query(...args: unknown[]): unknown;
  destroy(): void;
  [GUARDED]?: true;
}
interface TimeoutPool {
  getConnection(cb: (err: unknown, connection?: TimeoutConnection) => void): void;
}

/**
 * Wraps each pool connection's `query`: a timed read gets the read limit instead of the write
 * limit TypeORM put on it (an untimed runner's statements carry none and stay untimed). And
 * mysql2 rejects a query at its timeout but keeps the connection, whose command is still waiting
 * for an answer: released to the pool, every later statement on it (and the pool's own end at
 * shutdown) would queue behind one that never completes. A connection whose query timed out is
 * destroyed instead (a destroyed pool connection leaves the pool, and its release is a no-op).
 */
function guardConnections(pool: TimeoutPool, readTimeoutMs: number): void {
  const getConnection = pool.getConnection.bind(pool);
  pool.getConnection = (cb) =>
    getConnection((err, connection) => {
      if (connection && !connection[GUARDED]) {
        connection[GUARDED] = true;
        const query = connection.query.bind(connection);
        connection.query = (...args: unknown[]) => {
          const payload = args[0] as { sql?: unknown; timeout?: number } | string;
          if (
            typeof payload === 'object' &&
            payload.timeout !== undefined &&
            typeof payload.sql === 'string' &&
            isReadStatement(payload.sql)
          ) {
            payload.timeout = Math.min(payload.timeout, readTimeoutMs);
          }
          const last = args.length - 1;
          const done = args[last];
          if (typeof done === 'function') {
            args[last] = ((queryErr, ...rest) => {
              if (queryErr?.code === QUERY_TIMEOUT) connection.destroy();
              (done as QueryCallback)(queryErr, ...rest);
            }) satisfies QueryCallback;
          }
          return query(...args);
        };
      }
      cb(err, connection);
    });
}

/**
 * A query runner without the per-query timeout of `applyQueryTimeout`,
 * for long writes such as the CSV import's transaction, whose batches may rightly take longer
 * than a request's read. TypeORM reads the limit from the runner's driver options at each query,
 * so this runner gets a view of the driver whose options lack it. SQLite has no such limit.
 */
function untimedQueryRunner(dataSource: DataSource): QueryRunner {
  const runner = dataSource.createQueryRunner();
  const { driver } = runner as unknown as { driver: { options: object } };
  if (!('maxQueryExecutionTime' in driver.options)) return runner;
  const options = {
    ...driver.options,
    enableQueryTimeout: false,
    maxQueryExecutionTime: undefined,
  };
  Object.assign(runner, {
    driver: Object.create(driver, { options: { value: options } }) as object,
  });
  return runner;
}

/**
 * One transaction on an `untimedQueryRunner`: `work` gets its manager; committed when `work`
 * resolves, rolled back when it throws. For long writes (the CSV import, clearing every job) and
 * long reads of background work (the job total's recount). `isolation` applies on MySQL; SQLite
 * runs one writer at a time on its single connection, so its transactions see every write anyway.
 */
export async function untimedTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
  isolation?: 'READ COMMITTED' | 'REPEATABLE READ',
): Promise<T> {
  const runner = untimedQueryRunner(dataSource);
  try {
    return await (isolation && dataSource.options.type !== 'better-sqlite3'
      ? runner.manager.transaction(isolation, work)
      : runner.manager.transaction(work));
  } finally {
    await runner.release();
  }
}
