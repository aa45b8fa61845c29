/**
 * Pay ranges and workplace types (docs/product.md#pay-and-workplace): the values a job may carry
 * and the one figure the board compares pay by (decision 0200).
 */

export const PAY_UNITS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type PayUnit = (typeof PAY_UNITS)[number];

export const WORKPLACE_TYPES = ['on-site', 'hybrid', 'remote'] as const;
export type WorkplaceType = (typeof WORKPLACE_TYPES)[number];

/** The workplace types with their labels, in display order (a facet like the taxonomy's). */
export const WORKPLACE_OPTIONS: ReadonlyArray<{ value: WorkplaceType; label: string }> = [
  { value: 'on-site', label: 'On-site' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'remote', label: 'Remote' },
];

/** Pay amounts are whole units of the currency, at most this (a sanity bound, not a policy). */
export const MAX_PAY_AMOUNT = 100_000_000;

/** Periods per year of each unit: full-time hours (40 × 52), working days (5 × 52), weeks, months. */
export const PERIODS_PER_YEAR: Record<PayUnit, number> = {
  hour: 2080,
  day: 260,
  week: 52,
  month: 12,
  year: 1,
};

/** A job's pay as stored (all null: no pay listed). */
export interface JobPay {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryUnit: PayUnit | null;
}

/**
 * The board's comparable figure: the top of the range (the minimum when no maximum is given) per
 * year, for pay in US dollars only; null without pay or in another currency (no exchange rates:
 * decision 0200). The "minimum pay" filter and the "Highest pay" order read it.
 */
export function annualPayUsd(pay: JobPay): number | null {
  const top = pay.salaryMax ?? pay.salaryMin;
  if (top == null || !pay.salaryUnit || pay.salaryCurrency !== 'USD') return null;
  return Math.min(Math.round(top * PERIODS_PER_YEAR[pay.salaryUnit]), 2_000_000_000);
}

/** The problem of a pay range, or null when it is valid (also "no pay at all"). */
export function payProblem(pay: JobPay): string | null {
  const { salaryMin: min, salaryMax: max } = pay;
  if (min == null && max == null) return null;
  for (const [name, value] of [
    ['salary_min', min],
    ['salary_max', max],
  ] as const) {
    if (value != null && (!Number.isFinite(value) || value <= 0 || value > MAX_PAY_AMOUNT)) {
      return `${name} must be a positive amount up to ${MAX_PAY_AMOUNT.toLocaleString('en-US')}`;
    }
  }
  if (min != null && max != null && max < min) return 'salary_max is below salary_min';
  if (!pay.salaryUnit) return `salary_unit is required with a pay range (${PAY_UNITS.join(', ')})`;
  if (!pay.salaryCurrency || !/^[A-Z]{3}$/.test(pay.salaryCurrency)) {
    return 'salary_currency must be a three-letter ISO 4217 code such as USD';
  }
  return null;
}

/** US states and territories by postal code: remote applicants' regions (and JSON-LD names). */
export const US_STATE_NAMES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  DC: 'District of Columbia',
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'U.S. Virgin Islands',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
};

/** The whole country: remote applicants may live anywhere in the US. */
export const WHOLE_US = 'US';

/**
 * Where remote applicants may live, as stored: `US` (the whole country) or US state codes. A
 * list naming the country is the country.
 */
export function remoteRegionsText(regions: readonly string[]): string | null {
  if (!regions.length) return null;
  return regions.includes(WHOLE_US) ? WHOLE_US : [...new Set(regions)].sort().join(',');
}

export function remoteRegionsList(text: string | null | undefined): string[] {
  return text ? text.split(',').filter(Boolean) : [];
}
