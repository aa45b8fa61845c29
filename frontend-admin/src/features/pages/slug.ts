/**
 * Lowercase, every run of characters other than a–z and 0–9 becomes one hyphen, leading
 * and trailing hyphens removed ("About Us & FAQ!" → "about-us-faq").
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
