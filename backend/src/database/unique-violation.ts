import { QueryFailedError } from 'typeorm';

/** True when an insert or update broke a unique index (MySQL/MariaDB or SQLite). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { driverError?: { code?: string } }).driverError?.code;
  return (
    err instanceof QueryFailedError &&
    ['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE'].includes(code ?? '')
  );
}
