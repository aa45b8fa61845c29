import { XMLParser } from 'fast-xml-parser';
import type { PoliteHttp } from './polite-http';
import { SourceFetchError } from './polite-http';
import { dateOf, type FetchedPostings, isRecord, readAll, required, text } from './source-posting';

/** The first present field among several spellings. */
const first = (record: Record<string, unknown>, ...keys: string[]) => {
  for (const key of keys) {
    const value = text(record[key]);
    if (value) return value;
  }
  return undefined;
};

/** The `job` elements anywhere under the XML root (`<jobs><job>` or `<source><job>`). */
function xmlJobs(node: unknown): unknown[] {
  if (!isRecord(node)) return [];
  for (const [key, value] of Object.entries(node)) {
    if (key.toLowerCase() === 'job') return Array.isArray(value) ? value : [value];
  }
  for (const value of Object.values(node)) {
    const found = xmlJobs(value);
    if (found.length) return found;
  }
  return [];
}

/**
 * A generic job feed (docs/product.md#job-sources): JSON (an array, or an object with `jobs`) or
 * the common XML job feed (`<job>` elements) with `title`, `url`, `location`, `description`,
 * `date` and optionally `id` (else the URL is the id), `department`/`category`, `type`/`jobtype`
 * and `level`.
 */
export async function fetchFeed(http: PoliteHttp, url: string): Promise<FetchedPostings> {
  const body = (
    await http.getText(url, 'application/json, application/xml;q=0.9, text/xml;q=0.9')
  ).trim();
  let records: unknown[];
  if (body.startsWith('<')) {
    let parsed: unknown;
    try {
      parsed = new XMLParser({ ignoreAttributes: true, parseTagValue: false }).parse(body, true);
    } catch (err) {
      throw new SourceFetchError(`${url} is not well-formed XML: ${(err as Error).message}`);
    }
    records = xmlJobs(parsed);
  } else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body) as unknown;
    } catch {
      throw new SourceFetchError(`${url} is neither JSON nor XML`);
    }
    if (Array.isArray(parsed)) records = parsed;
    else if (isRecord(parsed) && Array.isArray(parsed.jobs)) records = parsed.jobs;
    else throw new SourceFetchError(`${url} has no list of jobs (an array or "jobs")`);
  }
  return readAll(records, (job) => {
    const link = required(job, 'url', first(job, 'url', 'link', 'apply_url', 'applyUrl'));
    return {
      externalId: first(job, 'id', 'referencenumber', 'guid') ?? link,
      title: required(job, 'title'),
      location: first(job, 'location', 'city') ?? '',
      descriptionHtml: first(job, 'description') ?? null,
      applyUrl: link,
      postedAt: dateOf(first(job, 'date', 'date_posted', 'datePosted')),
      updatedAt: dateOf(first(job, 'updated', 'updated_at', 'date')),
      department: first(job, 'department', 'category') ?? null,
      employmentType: first(job, 'type', 'jobtype', 'employment_type') ?? null,
      level: first(job, 'level', 'experience') ?? null,
      pay: null,
    };
  });
}
