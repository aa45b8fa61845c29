/**
 * Initials generated for a new team: the first letter of up to three words ("Austin Armadillos"
 * → "AA"); a one-word name gives its first two letters; nothing usable gives 'TM' (SPEC §3).
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
