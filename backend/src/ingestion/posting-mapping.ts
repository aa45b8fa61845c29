import { createHash } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import type { Job } from '../jobs/job.entity';
import { inferDepartment } from '../jobs/taxonomy/department-inference';
import {
  parseDepartment,
  parseEmploymentType,
  parseLevel,
  type Department,
  type EmploymentType,
  type Level,
} from '../jobs/taxonomy/job-taxonomy';
import { parseCurrency, parseUnit, SURELY_YEARLY } from '../csv-import/csv-pay';
import { type JobPay, payProblem } from '../jobs/pay/job-pay';
import { sanitizePageHtml } from '../pages/page-html';
import type { SourceMapping } from './job-source.entity';
import { decodeEntities } from './providers/html-entities';
import type { PayRange, SourcePosting } from './providers/source-posting';

/** The job fields a posting gives (the source adds its team, id and hash when writing). */
export type MappedFields = Pick<
  Job,
  | 'positionTitle'
  | 'location'
  | 'description'
  | 'applyUrl'
  | 'department'
  | 'employmentType'
  | 'level'
> & {
  /** null: the provider gives no date (a new job takes the moment it arrives). */
  datePosted: Date | null;
  /** null: the provider gives no pay range the board can read (a job's own range is kept). */
  pay: JobPay | null;
};

/**
 * A provider's pay range as a job's (docs/product.md#pay-and-workplace): the provider's period
 * word read as the CSV import reads a unit (Lever's `per-year-salary` is a year), and, with no
 * word, a year when every amount is a yearly salary beyond doubt (Greenhouse states none); null
 * when the range is not one the board can show.
 */
export function payOf(range: PayRange | null): JobPay | null {
  if (!range || (range.min == null && range.max == null)) return null;
  const amounts = [range.min, range.max].filter((v): v is number => v != null);
  const pay: JobPay = {
    salaryMin: range.min,
    salaryMax: range.max,
    salaryCurrency: parseCurrency(range.currency ?? 'USD') ?? null,
    salaryUnit: range.interval
      ? (parseUnit(range.interval) ?? null)
      : Math.min(...amounts) >= SURELY_YEARLY
        ? 'year'
        : null,
  };
  return payProblem(pay) ? null : pay;
}

// The board's column limits (jobs table) and the CSV import's description limit.
const MAX_TITLE = 300;
const MAX_LOCATION = 200;
const MAX_DESCRIPTION = 50_000;
const MAX_URL = 2048;
const MAX_EXTERNAL_ID = 200;

const BLOCK_END = /<\/(p|div|h[1-6]|li|tr|blockquote|pre|table|ul|ol)>|<br\s*\/?>|<hr\s*\/?>/gi;

/**
 * A provider's description as the board shows it (plain text with line breaks): HTML whose
 * entities were decoded, cleaned by the custom pages' sanitiser first (scripts, styles, handlers
 * and their text go), then block ends become line breaks, list items bullets, and tags go.
 */
export function descriptionText(html: string | null): string | null {
  if (!html) return null;
  const clean = sanitizePageHtml(html)
    .replace(/<li[^>]*>/gi, '• ')
    .replace(BLOCK_END, '\n');
  const plain = decodeEntities(sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return plain ? plain.slice(0, MAX_DESCRIPTION) : null;
}

/** Provider values the source's mapping does not name, by field (for the admin's review). */
export type Unmapped = { [K in keyof SourceMapping]: Set<string> };

export const emptyUnmapped = (): Unmapped => ({
  department: new Set(),
  employmentType: new Set(),
  level: new Set(),
});

/**
 * A provider value through the admin's mapping (exact value), else read as a CSV cell would be
 * (a slug or a label); a value neither knows is noted as unmapped and left to the fallback.
 */
function classify<T extends string>(
  value: string | null,
  table: Record<string, string>,
  parse: (text: string) => T | undefined,
  unmapped: Set<string>,
): T | undefined {
  if (!value) return undefined;
  const mapped = table[value] ?? parse(value);
  if (mapped !== undefined) return (parse(mapped) ?? undefined) as T | undefined;
  unmapped.add(value.slice(0, 100));
  return undefined;
}

/** A posting as job fields (docs/product.md#job-sources), or the problem that keeps it out. */
export function mapPosting(
  posting: SourcePosting,
  mapping: SourceMapping,
  unmapped: Unmapped,
): MappedFields | { problem: string } {
  if (posting.externalId.length > MAX_EXTERNAL_ID) {
    return { problem: `posting id ${posting.externalId.slice(0, 40)}… is too long` };
  }
  if (posting.applyUrl.length > MAX_URL || !/^https?:\/\//i.test(posting.applyUrl)) {
    return { problem: `posting ${posting.externalId} has no usable http(s) URL` };
  }
  const title = decodeEntities(posting.title).slice(0, MAX_TITLE);
  const department: Department =
    classify(posting.department, mapping.department, parseDepartment, unmapped.department) ??
    inferDepartment(title);
  const employmentType: EmploymentType | null =
    classify(
      posting.employmentType,
      mapping.employmentType,
      parseEmploymentType,
      unmapped.employmentType,
    ) ?? null;
  const level: Level | null =
    classify(posting.level, mapping.level, parseLevel, unmapped.level) ?? null;
  return {
    positionTitle: title,
    location: decodeEntities(posting.location).slice(0, MAX_LOCATION) || 'Not specified',
    description: descriptionText(posting.descriptionHtml),
    applyUrl: posting.applyUrl,
    datePosted: posting.postedAt ?? posting.updatedAt,
    department,
    employmentType,
    level,
    pay: payOf(posting.pay),
  };
}

/** SHA-256 of what a posting says (after mapping): the same hash means nothing to write. */
export function contentHash(fields: MappedFields): string {
  const parts = [
    fields.positionTitle,
    fields.location,
    fields.description ?? '',
    fields.applyUrl,
    fields.datePosted?.toISOString() ?? '',
    fields.department,
    fields.employmentType ?? '',
    fields.level ?? '',
    fields.pay,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** Lower case, letters and digits only, single spaces: "Scout – Pro (NFL)" ≈ "scout pro nfl". */
export const normalised = (value: string) =>
  value
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
