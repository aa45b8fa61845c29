import type { PoliteHttp } from './polite-http';
import { SourceFetchError } from './polite-http';
import { decodeEntities } from './html-entities';
import {
  dateOf,
  type FetchedPostings,
  isRecord,
  type PayRange,
  readAll,
  required,
  text,
} from './source-posting';

/** The first metadata value whose field name matches. */
function metadataValue(metadata: unknown, name: RegExp): string | null {
  if (!Array.isArray(metadata)) return null;
  for (const field of metadata) {
    if (isRecord(field) && name.test(String(field.name ?? ''))) {
      const value = Array.isArray(field.value) ? field.value[0] : field.value;
      return text(value) ?? null;
    }
  }
  return null;
}

/** Greenhouse's `pay_input_ranges` (cents) as a range in whole units; the first range wins. */
function payOf(ranges: unknown): PayRange | null {
  if (!Array.isArray(ranges) || !isRecord(ranges[0])) return null;
  const range = ranges[0];
  const units = (cents: unknown) => (typeof cents === 'number' ? cents / 100 : null);
  return {
    min: units(range.min_cents),
    max: units(range.max_cents),
    currency: text(range.currency_type) ?? null,
    interval: null,
  };
}

/**
 * Greenhouse's job board API: `GET {base}/v1/boards/{token}/jobs?content=true` answers every
 * published job at once (`jobs[]`, `meta.total`), with the description HTML-escaped in `content`.
 */
export async function fetchGreenhouse(
  http: PoliteHttp,
  base: string,
  token: string,
): Promise<FetchedPostings> {
  const url = `${base}/v1/boards/${encodeURIComponent(token)}/jobs?content=true&pay_transparency=true`;
  const body = await http.getJson(url);
  if (!isRecord(body) || !Array.isArray(body.jobs)) {
    throw new SourceFetchError(`${url} did not answer a Greenhouse job list (no "jobs" array)`);
  }
  return readAll(body.jobs, (job) => {
    const departments = Array.isArray(job.departments) ? job.departments : [];
    const offices = Array.isArray(job.offices) ? job.offices : [];
    const content = text(job.content);
    return {
      externalId: required(job, 'id'),
      title: required(job, 'title'),
      location:
        text(isRecord(job.location) ? job.location.name : undefined) ??
        text(isRecord(offices[0]) ? offices[0].name : undefined) ??
        '',
      descriptionHtml: content ? decodeEntities(content) : null,
      applyUrl: required(job, 'absolute_url'),
      postedAt: dateOf(job.first_published) ?? dateOf(job.updated_at),
      updatedAt: dateOf(job.updated_at),
      department: text(isRecord(departments[0]) ? departments[0].name : undefined) ?? null,
      employmentType: metadataValue(job.metadata, /employment|job type|commitment/i),
      level: metadataValue(job.metadata, /level|seniority/i),
      pay: payOf(job.pay_input_ranges),
    };
  });
}
