/**
 * SPEC §3: initials fall back to the first two letters of the team name uppercased, or 'TM'.
 */
export function teamInitials(
  initials: string | null | undefined,
  teamName?: string | null,
): string {
  const given = initials?.trim();
  if (given) return given.toUpperCase();
  const name = teamName?.trim();
  if (name) return name.slice(0, 2).toUpperCase();
  return 'TM';
}
