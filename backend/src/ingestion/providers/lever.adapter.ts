import type { PoliteHttp } from './polite-http';
import { SourceFetchError } from './polite-http';
import {
  dateOf,
  type FetchedPostings,
  isRecord,
  type PayRange,
  readAll,
  required,
  text,
} from './source-posting';

/** Postings per page (Lever pages with `skip` and `limit`). */
export const LEVER_PAGE = 100;
/** A site with more pages than this is cut off (a safety net against a looping answer). */
const MAX_PAGES = 100;

function payOf(range: unknown): PayRange | null {
  if (!isRecord(range)) return null;
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  return {
    min: num(range.min),
    max: num(range.max),
    currency: text(range.currency) ?? null,
    interval: text(range.interval) ?? null,
  };
}

/** The description Lever shows on the posting's page: the opening, its lists and the closing. */
function descriptionOf(posting: Record<string, unknown>): string | null {
  const parts: string[] = [];
  const opening = text(posting.description);
  if (opening) parts.push(opening);
  if (Array.isArray(posting.lists)) {
    for (const list of posting.lists) {
      if (!isRecord(list)) continue;
      const heading = text(list.text);
      if (heading) parts.push(`<h3>${heading}</h3>`);
      const items = text(list.content);
      if (items) parts.push(`<ul>${items}</ul>`);
    }
  }
  const closing = text(posting.additional);
  if (closing) parts.push(closing);
  if (!parts.length) return text(posting.descriptionPlain) ?? null;
  return parts.join('\n');
}

/**
 * Lever's postings API: `GET {base}/v0/postings/{site}?mode=json&skip=&limit=` answers an array
 * of published postings, a page at a time (EU accounts live on their own host).
 */
export async function fetchLever(
  http: PoliteHttp,
  base: string,
  site: string,
): Promise<FetchedPostings> {
  const records: unknown[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const url = `${base}/v0/postings/${encodeURIComponent(site)}?mode=json&skip=${page * LEVER_PAGE}&limit=${LEVER_PAGE}`;
    const body = await http.getJson(url);
    if (!Array.isArray(body)) {
      throw new SourceFetchError(`${url} did not answer a Lever posting list (not an array)`);
    }
    records.push(...body);
    if (body.length < LEVER_PAGE) break;
  }
  return readAll(records, (posting) => {
    const categories = isRecord(posting.categories) ? posting.categories : {};
    const created = dateOf(posting.createdAt);
    return {
      externalId: required(posting, 'id'),
      title: required(posting, 'text'),
      location:
        text(categories.location) ??
        (Array.isArray(categories.allLocations) ? text(categories.allLocations[0]) : undefined) ??
        '',
      descriptionHtml: descriptionOf(posting),
      applyUrl: required(posting, 'hostedUrl', posting.hostedUrl ?? posting.applyUrl),
      postedAt: created,
      updatedAt: dateOf(posting.updatedAt) ?? created,
      department: text(categories.department) ?? text(categories.team) ?? null,
      employmentType: text(categories.commitment) ?? null,
      level: text(categories.level) ?? null,
      pay: payOf(posting.salaryRange),
    };
  });
}
