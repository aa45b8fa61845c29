/**
 * True for errors that mean a backing service (database, Redis, object store) is unreachable
 * right now: the request answers 503 quickly instead of 500, and the app recovers by itself.
 */
export function isDependencyUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; name?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const name = typeof e.name === 'string' ? e.name : '';
  const message = typeof e.message === 'string' ? e.message : '';
  return (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      'EHOSTUNREACH',
      'PROTOCOL_CONNECTION_LOST',
      // mysql2's per-query timeout: the server took longer than DATABASE_READ_TIMEOUT_MS
      // (reads) or DATABASE_WRITE_TIMEOUT_MS (other statements).
      'PROTOCOL_SEQUENCE_TIMEOUT',
      'ER_CON_COUNT_ERROR',
      'POOL_CLOSED',
      'SQLITE_BUSY',
    ].includes(code) ||
    name === 'MaxRetriesPerRequestError' ||
    // ioredis's commandTimeout: Redis took longer than its limit (see redis.module.ts).
    message === 'Command timed out' ||
    /enableOfflineQueue|Connection is closed|connect ETIMEDOUT|Pool is closed|Can't add new command when connection is in closed state/.test(
      message,
    )
  );
}
