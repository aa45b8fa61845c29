/**
 * The word index's tokenizer (decision 0083). A word is a maximal run of characters other than
 * separators: spaces (`\p{Z}`), punctuation (`\p{P}`) and the ASCII white-space controls, all in
 * the Basic Multilingual Plane. Checked against MariaDB's utf8mb4_unicode_ci, _general_ci and
 * _unicode_520_ci over every assigned character up to U+2FFFF: no separator compares equal to a
 * non-separator (U+FEFF, which JavaScript's `\s` counts as space, and U+1CD3 are ignored by a
 * collation, and the unicode_ci collation gives every character beyond the BMP one weight, so
 * those stay inside words). Hence when a term occurs anywhere in a field (LIKE compares one
 * character with one), every word of the term lies inside one word of the field.
 */
const WORD = /(?:[^\p{Z}\p{P}\t\n\v\f\r]|\u1cd3|[\u{10000}-\u{10ffff}])+/gu;

/** The searched fields, each with its own postings (a word in a title is not a team's word). */
export type SearchField = 'positionTitle' | 'teamName' | 'location';
export const SEARCH_FIELDS: SearchField[] = ['positionTitle', 'teamName', 'location'];

/** The field codes stored in `job_search_words.field`. */
export const FIELD_CODES: Record<SearchField, number> = {
  positionTitle: 1,
  teamName: 2,
  location: 3,
};

/**
 * Text as the driver's search compares it: SQLite's board search lower-cases both sides (its
 * `LIKE` folds ASCII only), MariaDB's collation compares as written.
 */
export function comparedText(text: string, sqlite: boolean): string {
  return sqlite ? text.toLowerCase() : text;
}

/** The distinct words of `text`, in order of first appearance. */
export function searchWords(text: string): string[] {
  return [...new Set(text.match(WORD) ?? [])];
}

/**
 * A signed 32-bit FNV-1a hash of a field's word (UTF-16 code units): the postings' key, computed
 * without a dictionary lookup. Two words sharing a hash only add candidates, which the search's
 * own LIKE check then drops.
 */
export function wordHash(field: SearchField, word: string): number {
  let hash = 0x811c9dc5 ^ FIELD_CODES[field];
  hash = Math.imul(hash, 0x01000193);
  for (let i = 0; i < word.length; i++) {
    hash ^= word.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
