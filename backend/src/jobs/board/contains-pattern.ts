import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { SQLITE_UNICODE_LOWER } from '../../database/data-source-options';

/** The LIKE escape character used by the job search (avoids backslash quoting differences). */
export const LIKE_ESCAPE = '!';

/**
 * A LIKE pattern matching `term` anywhere, with `%`, `_` and the escape character itself taken
 * literally. The term is always bound as a parameter, never spliced into SQL.
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[!%_]/g, (c) => LIKE_ESCAPE + c)}%`;
}

/**
 * `column` contains `term`, without regard to case on both drivers, as a condition with its bound
 * parameter named `name`. MySQL: the utf8mb4_unicode_ci collation makes LIKE case-insensitive.
 * SQLite: both sides are lower-cased with JavaScript's Unicode rules (SQLite's own folding is
 * ASCII only).
 */
export function containsCondition(
  column: string,
  term: string,
  sqlite: boolean,
  name: string,
): { sql: string; params: Record<string, string> } {
  const [field, value] = sqlite
    ? [`${SQLITE_UNICODE_LOWER}(${column})`, term.toLowerCase()]
    : [column, term];
  return {
    sql: `${field} LIKE :${name} ESCAPE '${LIKE_ESCAPE}'`,
    params: { [name]: containsPattern(value) },
  };
}

/** The board's text filters and the columns they search (on `jobs`, listings and text counts). */
export const TEXT_FILTER_COLUMNS = {
  position: 'positionTitle',
  teamName: 'teamName',
  location: 'location',
} as const;

export type TextFilters = Partial<Record<keyof typeof TEXT_FILTER_COLUMNS, string>>;

/** Adds "contains" for each given text filter to a query whose table is aliased `job`. */
export function whereTexts<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  filters: TextFilters,
  sqlite: boolean,
): SelectQueryBuilder<T> {
  for (const key of Object.keys(TEXT_FILTER_COLUMNS) as Array<keyof TextFilters>) {
    const term = filters[key];
    if (!term) continue;
    const contains = containsCondition(`job.${TEXT_FILTER_COLUMNS[key]}`, term, sqlite, key);
    qb.andWhere(contains.sql, contains.params);
  }
  return qb;
}
