/** A pay range as a provider states it (written to jobs by the pay-range columns' mapping). */
export interface PayRange {
  min: number | null;
  max: number | null;
  currency: string | null;
  /** The provider's own word for the period (`per-year-salary`, `year`, …). */
  interval: string | null;
}

/** One opening as an adapter reads it from a provider, before the source's mapping. */
export interface SourcePosting {
  externalId: string;
  title: string;
  location: string;
  /** HTML, entities already decoded once (providers that escape their HTML escape it once). */
  descriptionHtml: string | null;
  /** The posting's own page on the provider (where candidates apply). */
  applyUrl: string;
  postedAt: Date | null;
  updatedAt: Date | null;
  /** The provider's department, employment type and level words, mapped by the source. */
  department: string | null;
  employmentType: string | null;
  level: string | null;
  pay: PayRange | null;
}

/** A provider record the adapter could not read, named for the run's history. */
export interface PostingProblem {
  externalId: string | null;
  problem: string;
}

export interface FetchedPostings {
  postings: SourcePosting[];
  problems: PostingProblem[];
}

/** The base URLs of the providers' public APIs (configurable for tests and staging). */
export interface ProviderUrls {
  greenhouse: string;
  lever: string;
  leverEu: string;
}

/** A string property of a provider record, trimmed (undefined: absent, empty or not a string). */
export function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A date from an ISO string or epoch milliseconds (null when missing or unreadable). */
export function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads each record, keeping the readable ones and naming the others. */
export function readAll(
  records: unknown[],
  read: (record: Record<string, unknown>) => SourcePosting,
): FetchedPostings {
  const postings: SourcePosting[] = [];
  const problems: PostingProblem[] = [];
  for (const record of records) {
    try {
      if (!isRecord(record)) throw new Error('a posting is not an object');
      postings.push(read(record));
    } catch (err) {
      const id = isRecord(record) ? (text(record.id) ?? null) : null;
      problems.push({ externalId: id, problem: (err as Error).message });
    }
  }
  return { postings, problems };
}

/** A required string of a record, or an error naming it. */
export function required(record: Record<string, unknown>, key: string, value?: unknown): string {
  const found = text(value === undefined ? record[key] : value);
  if (!found) throw new Error(`posting ${text(record.id) ?? '(no id)'} has no ${key}`);
  return found;
}
