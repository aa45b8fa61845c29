import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, QueryRunner } from 'typeorm';

/** The connection a bounded search runs its statements on, while its handler runs. */
interface SearchConnection {
  runner: QueryRunner;
  /** Each statement as sent: with the search's time limit. */
  limited: (sql: string) => string;
}

const current = new AsyncLocalStorage<SearchConnection>();

/** MySQL-family errors that mean "the server ended this statement" (time limit or KILL QUERY). */
const ENDED_STATEMENT = new Set([
  1969, // MariaDB ER_STATEMENT_TIMEOUT (max_statement_time)
  3024, // MySQL ER_QUERY_TIMEOUT (MAX_EXECUTION_TIME)
  1317, // ER_QUERY_INTERRUPTED (KILL QUERY)
]);

export function isEndedStatement(err: unknown): boolean {
  const e = err as { errno?: unknown; driverError?: { errno?: unknown } } | null;
  const errno = e?.errno ?? e?.driverError?.errno;
  return typeof errno === 'number' && ENDED_STATEMENT.has(errno);
}

/**
 * Sends the statements of code running inside `withSearchConnection` to that search's own
 * connection instead of a fresh one from the pool, each with the search's time limit written into
 * the statement itself (no session setting to set and reset: no round trip of its own). TypeORM's
 * query builders, repositories and `DataSource.query` all take their connection from
 * `createQueryRunner` when none is given; this wraps that one public method, so the board's
 * queries need no change. The lent runner ignores `release`: the search returns it once, at its
 * end. Installed once per MySQL-family data source.
 */
export function routeSearchStatements(
  dataSource: DataSource,
): (mode?: 'master' | 'slave') => QueryRunner {
  const original = dataSource.createQueryRunner.bind(dataSource);
  dataSource.createQueryRunner = (mode) => {
    const search = current.getStore();
    if (!search || search.runner.isReleased) return original(mode);
    return new Proxy(search.runner, {
      get: (target, key, receiver) => {
        if (key === 'release') return () => Promise.resolve();
        if (key === 'query') {
          return (sql: string, ...rest: unknown[]) =>
            (target.query as (...args: unknown[]) => Promise<unknown>)(
              search.limited(sql),
              ...rest,
            );
        }
        return Reflect.get(target, key, receiver);
      },
    });
  };
  return original;
}

/**
 * Runs `fn` with `runner` as the connection of every statement it makes, each sent as `limited`
 * writes it (see above).
 */
export function withSearchConnection<T>(
  runner: QueryRunner,
  limited: (sql: string) => string,
  fn: () => Promise<T>,
): Promise<T> {
  return current.run({ runner, limited }, fn);
}

/**
 * A statement with a server-side time limit of `ms` (at least 1): MariaDB's
 * `SET STATEMENT max_statement_time = … FOR`, which applies to that statement only, or MySQL's
 * `MAX_EXECUTION_TIME` optimizer hint, which only a SELECT takes (other statements go as they
 * are, bounded by the client's read limit).
 */
export function statementWithLimit(flavour: 'mariadb' | 'mysql', ms: number, sql: string): string {
  const limit = Math.max(1, Math.floor(ms));
  if (flavour === 'mariadb') return `SET STATEMENT max_statement_time = ${limit / 1000} FOR ${sql}`;
  return sql.replace(/^(\s*)SELECT\b/i, `$1SELECT /*+ MAX_EXECUTION_TIME(${limit}) */`);
}
