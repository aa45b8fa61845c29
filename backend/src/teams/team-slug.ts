/** "St. Louis Riverhawks" → "st-louis-riverhawks" (accents dropped; "team" when nothing is left). */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'team';
}

/**
 * Each team's address on the site (decision 0071). Slugs are derived from the names rather than
 * stored; two names with the same slug ("St. Louis" and "St Louis") are told apart in the order
 * the teams were created: the first keeps the plain slug, the next gets "-2", and so on.
 */
export function assignSlugs<T extends { name: string; createdAt: Date; id: string }>(
  teams: T[],
): Map<T, string> {
  const ordered = [...teams].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  const taken = new Set<string>();
  const slugs = new Map<T, string>();
  for (const team of ordered) {
    const base = slugOf(team.name);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    slugs.set(team, slug);
  }
  return slugs;
}
