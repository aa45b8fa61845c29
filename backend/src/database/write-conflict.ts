import { QueryFailedError } from 'typeorm';

/**
 * InnoDB's answers to two transactions that wanted the same rows in opposite orders (a deadlock:
 * it rolls one back whole) or a lock held past `innodb_lock_wait_timeout`. Either leaves nothing
 * of the failed transaction written, and the same request sent again succeeds.
 */
const WRITE_CONFLICTS = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

/** True when a statement failed because another transaction held the rows it needed. */
export function isWriteConflict(err: unknown): boolean {
  if (!(err instanceof QueryFailedError)) return false;
  const code = (err.driverError as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && WRITE_CONFLICTS.has(code);
}
