/** The LIKE escape character used by the job search (avoids backslash quoting differences). */
export const LIKE_ESCAPE = '!';

/**
 * A LIKE pattern matching `term` anywhere, with `%`, `_` and the escape character itself taken
 * literally. The term is always bound as a parameter, never spliced into SQL.
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[!%_]/g, (c) => LIKE_ESCAPE + c)}%`;
}
