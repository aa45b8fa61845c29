import { origin, xmlText } from './markup';

export interface SitemapEntry {
  /** A path on the site, e.g. `/jobs/{id}/{slug}`. */
  path: string;
  lastmod?: Date | null;
}

/** A sitemap file (sitemaps.org 0.9) of absolute URLs, `lastmod` as a W3C date-time. */
export function sitemapXml(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${new Date(e.lastmod).toISOString()}</lastmod>` : '';
    return `<url><loc>${xmlText(origin(publicUrl) + e.path)}</loc>${lastmod}</url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.map((u) => `  ${u}\n`).join('') +
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
