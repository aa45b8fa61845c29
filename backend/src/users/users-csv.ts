import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { User } from './user.entity';

export const USER_EXPORT_COLUMNS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'isAdmin',
  'newsletterConsent',
  'emailConfirmed',
  'createdAt',
] as const;

/**
 * A spreadsheet treats a cell starting with = + - @ (or a tab / carriage return before one) as a
 * formula: such cells are prefixed with an apostrophe so they open as plain text (docs/product.md#user-management).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function row(user: User): string[] {
  return [
    user.id,
    user.email,
    user.firstName,
    user.lastName,
    String(user.isAdmin),
    String(user.newsletterConsentAt !== null && user.newsletterWithdrawnAt === null),
    String(user.emailVerifiedAt !== null),
    new Date(user.createdAt).toISOString(),
  ].map(neutraliseFormula);
}

/** The users export as a CSV stream (UTF-8 with BOM so spreadsheets read accents correctly). */
export function usersCsv(users: AsyncIterable<User>): Readable {
  const rows = Readable.from(
    (async function* () {
      for await (const user of users) yield row(user);
    })(),
  );
  const csv = stringify({ header: true, columns: [...USER_EXPORT_COLUMNS], bom: true });
  // pipeline (not pipe) so a failing read reaches the CSV stream as an error instead of a hang.
  pipeline(rows, csv, () => undefined);
  return csv;
}

/** `users-export-YYYY-MM-DD.csv` for the given day (UTC). */
export function exportFileName(now: Date): string {
  return `users-export-${now.toISOString().slice(0, 10)}.csv`;
}
