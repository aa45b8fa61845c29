/** Parsers for single CSV cells; each answers a value or throws an Error naming the problem. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function calendarDate(
  year: number,
  month: number,
  day: number,
  cell: string,
  column: string,
): Date {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1900 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    throw new Error(`${column} "${cell}" is not a real calendar date`);
  }
  return date;
}

/**
 * ISO 8601 (`2026-11-21`, `2026-11-21T09:30:00Z`; no zone means UTC) or US `M/D/YYYY`. A date
 * without a time is midnight UTC.
 */
export function parseDate(cell: string, column = 'date_posted'): Date {
  let m = ISO_DATE.exec(cell);
  if (m) return calendarDate(+m[1], +m[2], +m[3], cell, column);
  m = US_DATE.exec(cell);
  if (m) return calendarDate(+m[3], +m[1], +m[2], cell, column);
  m = ISO_DATE_TIME.exec(cell);
  if (m) {
    calendarDate(+m[1], +m[2], +m[3], cell, column);
    if (+m[4] > 23 || +m[5] > 59 || +(m[6] ?? 0) > 59) {
      throw new Error(`${column} "${cell}" has an impossible time`);
    }
    const iso = cell.replace(' ', 'T') + (m[7] ? '' : 'Z');
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) throw new Error(`${column} "${cell}" is not a valid date`);
    return date;
  }
  throw new Error(
    `${column} "${clip(cell)}" is not a date (use YYYY-MM-DD, an ISO 8601 date-time or M/D/YYYY)`,
  );
}

/**
 * A closing date (`valid_through`): the formats of `parseDate`. A date without a time means the
 * whole day, so the job is listed until 23:59:59 UTC that day (whole seconds: MySQL would round
 * milliseconds up into the next day).
 */
export function parseClosingDate(cell: string): Date {
  const date = parseDate(cell, 'valid_through');
  const dateOnly = ISO_DATE.test(cell) || US_DATE.test(cell);
  return dateOnly ? new Date(date.getTime() + 24 * 60 * 60 * 1000 - 1000) : date;
}

/** An absolute http(s) URL with a host. */
export function parseApplyUrl(cell: string): string {
  let url: URL;
  try {
    url = new URL(cell);
  } catch {
    throw new Error(`apply_url "${clip(cell)}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`apply_url must start with http:// or https:// (got "${clip(cell)}")`);
  }
  if (!url.hostname) throw new Error(`apply_url "${clip(cell)}" has no host`);
  return cell;
}

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/** true/false, yes/no, y/n or 1/0 in any case. */
export function parseFlag(column: string, cell: string): boolean {
  const value = cell.toLowerCase();
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  throw new Error(`${column} must be true or false (got "${clip(cell)}")`);
}

/**
 * Runs a cell parser, pushing its error message onto `problems` instead of throwing: a row
 * collects every problem before it is reported.
 */
export const collectingInto =
  (problems: string[]) =>
  <T>(parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (err) {
      problems.push((err as Error).message);
      return undefined;
    }
  };

/** Long cell values are cut in error messages. */
export function clip(value: string, max = 80): string {
  const chars = [...value];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : value;
}
