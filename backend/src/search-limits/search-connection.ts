import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, QueryRunner } from 'typeorm';

/** The connection a bounded search runs its statements on, while its handler runs. */
interface SearchConnection {
  runner: QueryRunner;
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
 * connection (where the time limit is set) instead of a fresh one from the pool. TypeORM's query
 * builders, repositories and `DataSource.query` all take their connection from
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
      get: (target, key, receiver) =>
        key === 'release' ? () => Promise.resolve() : Reflect.get(target, key, receiver),
    });
  };
  return original;
}

/** Runs `fn` with `runner` as the connection of every statement it makes (see above). */
export function withSearchConnection<T>(runner: QueryRunner, fn: () => Promise<T>): Promise<T> {
  return current.run({ runner }, fn);
}
