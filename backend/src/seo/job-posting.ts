import type { JobDetailDto } from '../jobs/dto/job-detail.dto';
import type { EmploymentType } from '../jobs/taxonomy/job-taxonomy';
import { US_STATE_NAMES, WHOLE_US } from '../jobs/pay/job-pay';
import { textToHtml } from './markup';

/** The site around a job: its name and origin (PUBLIC_URL). */
export interface SiteInfo {
  siteName: string;
  publicUrl: string;
}

const US_STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM ' +
    'NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR GU VI AS MP'
  ).split(' '),
);

export interface ParsedLocation {
  addressLocality?: string;
  addressRegion?: string;
  remote: boolean;
}

/**
 * "City, ST" (a US state or territory code) as locality and region; "Remote" as remote work.
 * Anything else keeps only the country: the board lists US jobs.
 */
export function parseLocation(location: string): ParsedLocation {
  const remote = /\bremote\b/i.test(location);
  const m = /^\s*([^,]+?)\s*,\s*([A-Za-z]{2})\s*$/.exec(location);
  if (m && US_STATES.has(m[2].toUpperCase())) {
    return { addressLocality: m[1], addressRegion: m[2].toUpperCase(), remote };
  }
  return { remote };
}

/** schema.org employment types a title states plainly; none when it does not. */
export function employmentTypeOf(title: string): string | undefined {
  if (/\bintern(ship)?s?\b/i.test(title)) return 'INTERN';
  if (/\bpart[- ]time\b/i.test(title)) return 'PART_TIME';
  if (/\b(seasonal|temporary|temp)\b/i.test(title)) return 'TEMPORARY';
  if (/\b(contract|contractor|freelance)\b/i.test(title)) return 'CONTRACTOR';
  if (/\bfull[- ]time\b/i.test(title)) return 'FULL_TIME';
  return undefined;
}

/** schema.org employment types of the board's own job types (decision 0070). */
const SCHEMA_EMPLOYMENT_TYPES: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  internship: 'INTERN',
  seasonal: 'TEMPORARY',
  contract: 'CONTRACTOR',
};

const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/**
 * The hiring team's logo as an absolute URL: its custom or automatic logo, else a generated
 * image of its initials (Google wants a logo for the hiring organization).
 */
export function logoUrlOf(job: Pick<JobDetailDto, 'teamLogoUrl' | 'teamInitials'>, site: SiteInfo) {
  if (job.teamLogoUrl) return new URL(job.teamLogoUrl, `${origin(site.publicUrl)}/`).toString();
  return `${origin(site.publicUrl)}/api/team-initials/${encodeURIComponent(job.teamInitials)}`;
}

/** A job's description as HTML; a job without one is described by its title, team and place. */
export function descriptionHtml(job: JobDetailDto): string {
  const text =
    job.description?.trim() || `${job.positionTitle} with ${job.teamName} in ${job.location}.`;
  return textToHtml(text);
}

/**
 * `baseSalary`: a MonetaryAmount whose QuantitativeValue holds the range (or one value when both
 * bounds agree) and the unit in Google's words (HOUR, DAY, WEEK, MONTH, YEAR).
 */
export function baseSalaryOf(pay: NonNullable<JobDetailDto['pay']>) {
  const amount =
    pay.min != null && pay.max != null && pay.min !== pay.max
      ? { minValue: pay.min, maxValue: pay.max }
      : pay.min != null && pay.max != null
        ? { value: pay.min }
        : pay.min != null
          ? { minValue: pay.min }
          : { maxValue: pay.max };
  return {
    '@type': 'MonetaryAmount',
    currency: pay.currency,
    value: { '@type': 'QuantitativeValue', ...amount, unitText: pay.unit.toUpperCase() },
  };
}

/**
 * Where remote applicants may live: the country, or the states named (a job on the board without
 * a stored workplace but with "Remote" in its location means the whole country).
 */
function applicantLocations(job: JobDetailDto) {
  const states = job.remoteRegions.filter((r) => r !== WHOLE_US && US_STATE_NAMES[r]);
  if (!states.length || job.remoteRegions.includes(WHOLE_US))
    return { '@type': 'Country', name: 'US' };
  const list = states.map((code) => ({ '@type': 'State', name: US_STATE_NAMES[code] }));
  return list.length === 1 ? list[0] : list;
}

/**
 * schema.org JobPosting for Google for Jobs: every required property (title, description as
 * HTML, datePosted, hiringOrganization, jobLocation) and the recommended ones the data has
 * (validThrough, employmentType, baseSalary, remote work with where applicants may live, the
 * team's website as sameAs, identifier, directApply false: applying happens on the team's site).
 * Rules: docs/product.md#seo.
 */
export function jobPostingJsonLd(job: JobDetailDto, pageUrl: string, site: SiteInfo) {
  const place = parseLocation(job.location);
  // A stated workplace wins over the location's words ("Remote" in a hybrid job's location).
  const remote = job.workplaceType ? job.workplaceType === 'remote' : place.remote;
  const employmentType = job.employmentType
    ? SCHEMA_EMPLOYMENT_TYPES[job.employmentType]
    : employmentTypeOf(job.positionTitle);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.positionTitle,
    description: descriptionHtml(job),
    datePosted: new Date(job.datePosted).toISOString(),
    ...(job.validThrough ? { validThrough: new Date(job.validThrough).toISOString() } : {}),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.teamName,
      logo: logoUrlOf(job, site),
      ...(job.teamWebsite ? { sameAs: job.teamWebsite } : {}),
    },
    ...(job.pay ? { baseSalary: baseSalaryOf(job.pay) } : {}),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(place.addressLocality ? { addressLocality: place.addressLocality } : {}),
        ...(place.addressRegion ? { addressRegion: place.addressRegion } : {}),
        addressCountry: 'US',
      },
    },
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: applicantLocations(job) }
      : {}),
    identifier: { '@type': 'PropertyValue', name: site.siteName, value: job.id },
    directApply: false,
    url: pageUrl,
  };
}
