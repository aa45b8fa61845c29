/**
 * The address Apply Now sends a visitor to: the job's stored apply URL with `utm_source` (the
 * site's name) and `utm_medium=job_board` added, each only when the URL does not already carry it
 * (docs/product.md#apply-tracking). Null when the stored URL is not an http(s) address.
 */
export function applyRedirectUrl(applyUrl: string, siteName: string): string | null {
  let url: URL;
  try {
    url = new URL(applyUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.searchParams.has('utm_source')) url.searchParams.set('utm_source', siteName);
  if (!url.searchParams.has('utm_medium')) url.searchParams.set('utm_medium', 'job_board');
  return url.toString();
}
