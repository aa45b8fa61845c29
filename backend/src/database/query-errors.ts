import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATIONS = new Set([
  'ER_DUP_ENTRY',
  'SQLITE_CONSTRAINT_UNIQUE',
  'SQLITE_CONSTRAINT_PRIMARYKEY',
]);

/**
 * InnoDB's answers to two transactions that wanted the same rows in opposite orders (a deadlock:
 * it rolls one back whole) or a lock held past `innodb_lock_wait_timeout`. Either leaves nothing
 * of the failed transaction written, and the same request sent again succeeds.
 */
const WRITE_CONFLICTS = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

/** True when a write failed on a unique index, on either driver. */
export function isUniqueViolation(err: unknown): boolean {
  return failedWith(err, UNIQUE_VIOLATIONS);
}

/** True when a statement failed because another transaction held the rows it needed. */
export function isWriteConflict(err: unknown): boolean {
  return failedWith(err, WRITE_CONFLICTS);
}

/** Whether a statement failed with one of the driver's error codes `codes`. */
function failedWith(err: unknown, codes: ReadonlySet<string>): boolean {
  if (!(err instanceof QueryFailedError)) return false;
  const code = (err.driverError as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && codes.has(code);
}
