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
  if (isObject(org) && 'sameAs' in org) {
    need(absoluteUrl(org.sameAs), 'hiringOrganization.sameAs must be an absolute URL');
  }
  if ('baseSalary' in ld) problems.push(...baseSalaryProblems(ld.baseSalary));
  if ('jobLocationType' in ld) {
    need(ld.jobLocationType === 'TELECOMMUTE', 'jobLocationType must be TELECOMMUTE');
    const where = [ld.applicantLocationRequirements].flat();
    need(
      where.length > 0 &&
        where.every(
          (w) =>
            isObject(w) && ['Country', 'State'].includes(String(w['@type'])) && nonEmpty(w.name),
        ),
      'a TELECOMMUTE job needs applicantLocationRequirements (Country or State with a name)',
    );
  } else {
    need(
      !('applicantLocationRequirements' in ld),
      'applicantLocationRequirements without TELECOMMUTE',
    );
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

const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

/**
 * baseSalary: a MonetaryAmount with an ISO 4217 currency and a QuantitativeValue holding a value
 * or a min/max range (min not above max) and the unit as Google names it.
 */
function baseSalaryProblems(salary: unknown): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, message: string) => ok || problems.push(message);
  if (!isObject(salary) || salary['@type'] !== 'MonetaryAmount') {
    return ['baseSalary is not a MonetaryAmount'];
  }
  need(/^[A-Z]{3}$/.test(String(salary.currency)), 'baseSalary.currency is not ISO 4217');
  const value = salary.value;
  if (!isObject(value) || value['@type'] !== 'QuantitativeValue') {
    return [...problems, 'baseSalary.value is not a QuantitativeValue'];
  }
  const amount = (v: unknown) => typeof v === 'number' && v > 0;
  const hasValue = amount(value.value);
  const hasRange = amount(value.minValue) || amount(value.maxValue);
  need(hasValue !== hasRange, 'baseSalary.value needs value or minValue/maxValue (not both)');
  if (amount(value.minValue) && amount(value.maxValue)) {
    need(
      (value.minValue as number) < (value.maxValue as number),
      'baseSalary minValue is not below maxValue',
    );
  }
  need(SALARY_UNITS.includes(String(value.unitText)), 'baseSalary unitText unknown');
  return problems;
}

/** The JSON-LD documents of an HTML page, parsed. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as unknown,
  );
}
