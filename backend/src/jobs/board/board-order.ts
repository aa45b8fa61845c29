/** The board's orders, for rows sorted in the app (the drivers give them in the same order). */

/** A row's place in the newest-first order: mysql2 gives the date as a Date, SQLite as text. */
export interface PostedPlace {
  id: string;
  datePosted: Date | string;
}

/**
 * The board's newest-first order, as `ORDER BY datePosted DESC, id DESC` gives it: SQLite's
 * dates are text of one format, so they compare as text.
 */
export function newestFirst(a: PostedPlace, b: PostedPlace): number {
  const posted = (row: PostedPlace) =>
    row.datePosted instanceof Date ? row.datePosted.getTime() : row.datePosted;
  return descending(posted(a), posted(b)) || descending(a.id, b.id);
}

export function descending<T extends number | string>(a: T, b: T): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

/** A raw datetime as the drivers return it: a Date (mysql2) or UTC text (SQLite). */
export function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
}
