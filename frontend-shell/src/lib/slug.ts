/**
 * Lowercase, runs of non-alphanumeric characters become one hyphen, leading and
 * trailing hyphens removed ("Terms of Service" → "terms-of-service").
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
