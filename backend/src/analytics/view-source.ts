/** Where a job page view came from (docs/product.md#analytics). */
export const VIEW_SOURCES = ['board', 'search', 'alert', 'other', 'direct'] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];

/** The `utm_source` that links in alert emails carry. */
export const ALERT_UTM_SOURCE = 'alert';

/** Hosts of the search engines counted as such (the host or any of its subdomains). */
const SEARCH_ENGINES =
  /(^|\.)(google\.[a-z.]+|bing\.com|duckduckgo\.com|search\.yahoo\.com|yandex\.[a-z.]+|baidu\.com|ecosia\.org|qwant\.com|search\.brave\.com|startpage\.com)$/i;

/**
 * Classifies a view: an alert email's link wins; then the referrer's host: this site's own
 * (`ownHosts`, the board and its pages), a search engine, any other site; none is direct.
 */
export function viewSource(
  referrer: string | undefined,
  utmSource: string | undefined,
  ownHosts: ReadonlySet<string>,
): ViewSource {
  if (utmSource?.toLowerCase() === ALERT_UTM_SOURCE) return 'alert';
  if (!referrer) return 'direct';
  let host: string;
  try {
    host = new URL(referrer).host.toLowerCase();
  } catch {
    return 'direct';
  }
  if (ownHosts.has(host)) return 'board';
  if (SEARCH_ENGINES.test(new URL(referrer).hostname)) return 'search';
  return 'other';
}
