import { origin, xmlText } from './markup';

export interface SitemapEntry {
  /** A path on the site, e.g. `/jobs/{id}/{slug}`. */
  path: string;
  lastmod?: Date | null;
}

/** A sitemap file (sitemaps.org 0.9) of absolute URLs, `lastmod` as a W3C date-time. */
export function sitemapXml(entries: SitemapEntry[], publicUrl: string): string {
  // A file holds up to 50,000 entries: the origin is escaped once, each line built once.
  const site = xmlText(origin(publicUrl));
  const lines = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : '';
    return `  <url><loc>${site}${xmlText(e.path)}</loc>${lastmod}</url>\n`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    lines.join('') +
    '</urlset>\n'
  );
}

/**
 * A sitemap index (sitemaps.org 0.9): the absolute URLs of the sitemap files, each holding at most
 * 50,000 URLs, so that every listed job can be named however many there are.
 */
export function sitemapIndexXml(paths: string[], publicUrl: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    paths
      .map((p) => `  <sitemap><loc>${xmlText(origin(publicUrl) + p)}</loc></sitemap>\n`)
      .join('') +
    '</sitemapindex>\n'
  );
}
