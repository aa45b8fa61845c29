/**
 * Initials shown for a team without a team-logo record (SPEC §3): the first two letters or digits
 * of the name, uppercased, or 'TM' when it has none.
 */
export function displayInitials(teamName: string): string {
  const letters = [...teamName.normalize('NFC')].filter((c) => /[\p{L}\p{N}]/u.test(c));
  return letters.length ? letters.slice(0, 2).join('').toUpperCase() : 'TM';
}
