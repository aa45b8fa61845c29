/**
 * Google's rules for JobPosting structured data (developers.google.com/search/docs/appearance/
 * structured-data/job-posting): the required properties and the form of the recommended ones we
 * write. Answers the problems found; an empty list means the posting qualifies.
 */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null;
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const absoluteUrl = (v: unknown) => {
  try {
    return nonEmpty(v) && /^https?:$/.test(new URL(v).protocol);
  } catch {
    return false;
  }
};

export function jobPostingProblems(ld: unknown): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, message: string) => ok || problems.push(message);
  if (!isObject(ld)) return ['not an object'];
  need(/^https?:\/\/schema\.org\/?$/.test(String(ld['@context'])), '@context is not schema.org');
  need(ld['@type'] === 'JobPosting', '@type is not JobPosting');
  need(nonEmpty(ld.title) && !/[<>]/.test(ld.title as string), 'title: plain text required');
  need(nonEmpty(ld.description), 'description required');
  need(/<p>[\s\S]+<\/p>/.test(String(ld.description)), 'description is not HTML paragraphs');
  need(ISO_DATE_TIME.test(String(ld.datePosted)), 'datePosted is not an ISO 8601 date-time');
  if ('validThrough' in ld) {
    need(ISO_DATE_TIME.test(String(ld.validThrough)), 'validThrough is not ISO 8601');
    need(
      Date.parse(String(ld.validThrough)) > Date.parse(String(ld.datePosted)),
      'validThrough is not after datePosted',
    );
  }
  if ('employmentType' in ld) {
    need(EMPLOYMENT_TYPES.includes(String(ld.employmentType)), 'employmentType unknown');
  }
  const org = ld.hiringOrganization;
  need(isObject(org) && org['@type'] === 'Organization', 'hiringOrganization not an Organization');
  if (isObject(org)) {
    need(nonEmpty(org.name), 'hiringOrganization.name required');
    need(absoluteUrl(org.logo), 'hiringOrganization.logo must be an absolute URL');
  }
  const place = ld.jobLocation;
  const address = isObject(place) ? place.address : undefined;
  need(isObject(place) && place['@type'] === 'Place', 'jobLocation not a Place');
  need(
    isObject(address) && address['@type'] === 'PostalAddress',
    'jobLocation.address is not a PostalAddress',
  );
  if (isObject(address)) {
    need(address.addressCountry === 'US', 'addressCountry must be US');
    if ('addressRegion' in address) {
      need(/^[A-Z]{2}$/.test(String(address.addressRegion)), 'addressRegion not a state code');
      need(nonEmpty(address.addressLocality), 'addressLocality missing beside addressRegion');
    }
  }
  const id = ld.identifier;
  need(
    isObject(id) && id['@type'] === 'PropertyValue' && nonEmpty(id.name) && nonEmpty(id.value),
    'identifier must be a PropertyValue with name and value',
  );
  need(ld.directApply === false, 'directApply must be false (applications happen elsewhere)');
  need(absoluteUrl(ld.url), 'url must be the absolute page URL');
  return problems;
}

/** The JSON-LD documents of an HTML page, parsed. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as unknown,
  );
}
