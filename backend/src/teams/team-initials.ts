/** What stored team initials may be: one to four letters or digits. */
export const TEAM_INITIALS = /^[\p{L}\p{N}]{1,4}$/u;

/**
 * Initials made from a team's name (docs/product.md#team-initials): the first letter of each of
 * the first three words ("Austin Armadillos" → "AA"); a one-word name gives its first two
 * letters; a name without letters or digits gives 'TM'. Words are runs of letters or digits once
 * accents are removed, so punctuation and emoji never show.
 */
export function generateInitials(teamName: string): string {
  const words = teamName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return 'TM';
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return words
    .slice(0, 3)
    .map((w) => [...w][0])
    .join('')
    .toUpperCase();
}

/** The initials a team shows: those stored for it (an admin may edit them), else its name's. */
export function displayInitials(teamName: string, stored?: string | null): string {
  return stored || generateInitials(teamName);
}
