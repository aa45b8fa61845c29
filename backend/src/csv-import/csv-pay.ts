import {
  type JobPay,
  MAX_PAY_AMOUNT,
  PAY_UNITS,
  type PayUnit,
  payProblem,
  remoteRegionsText,
  US_STATE_NAMES,
  WHOLE_US,
  WORKPLACE_TYPES,
  type WorkplaceType,
} from '../jobs/pay/job-pay';
import type { CsvColumn } from './csv-columns';
import { clip, collectingInto } from './csv-values';

/** What a row says about pay and workplace; undefined: the row says nothing (kept on update). */
export interface CsvPay {
  pay?: JobPay;
  workplaceType?: WorkplaceType;
  /** Stored form (remoteRegionsText); only with a remote workplace. */
  remoteRegions?: string;
}

const SYMBOLS: Array<[RegExp, string]> = [
  [/(?:US\$|U\$S)/i, 'USD'],
  [/(?:CA\$|C\$)/i, 'CAD'],
  [/(?:AU\$|A\$)/i, 'AUD'],
  [/\$/, 'USD'],
  [/€/, 'EUR'],
  [/£/, 'GBP'],
  [/¥/, 'JPY'],
];

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

const UNIT_WORDS: Array<[RegExp, PayUnit]> = [
  [/\b(?:hours?|hourly|hrs?|ph)\b/i, 'hour'],
  [/\b(?:days?|daily|per diem)\b/i, 'day'],
  [/\b(?:weeks?|weekly|wk)\b/i, 'week'],
  [/\b(?:months?|monthly|mo)\b/i, 'month'],
  [/\b(?:years?|yearly|yr|annual(?:ly)?|annum|pa|salary)\b/i, 'year'],
];

/** An amount unit needs no word when it is a yearly salary beyond doubt. */
export const SURELY_YEARLY = 10_000;

/** `hour`, `Hourly`, `per hour`, `/hr`, `annually`, … as a unit; undefined when unknown. */
export function parseUnit(text: string): PayUnit | undefined {
  const exact = PAY_UNITS.find((u) => u === text.trim().toLowerCase());
  if (exact) return exact;
  return UNIT_WORDS.find(([re]) => re.test(text))?.[1];
}

/** A currency as an ISO 4217 code or a common symbol (`usd`, `$`, `€`); undefined when unknown. */
export function parseCurrency(text: string): string | undefined {
  const code = text.trim().toUpperCase();
  if (/^[A-Z]{3}$/.test(code)) return CURRENCIES.has(code) ? code : undefined;
  return SYMBOLS.find(([re]) => re.test(text))?.[1];
}

/** `60000`, `$60,000`, `60k`, `60.5K`, `25.50`: a positive amount rounded to the cent. */
export function parseAmount(text: string, column: string): number {
  const m =
    /^\s*(?:[A-Z]{3}\s*)?(?:[^\d\s.,-]{1,3}\s*)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*([kKmM])?\s*(?:[A-Z]{3})?\s*$/.exec(
      text,
    );
  if (!m) throw new Error(`${column} "${clip(text)}" is not an amount (e.g. 60000 or $60,000)`);
  const base = Number(m[1].replace(/,/g, '') + (m[2] ?? ''));
  const factor = m[3] ? (/k/i.test(m[3]) ? 1_000 : 1_000_000) : 1;
  const value = Math.round(base * factor * 100) / 100;
  if (!(value > 0) || value > MAX_PAY_AMOUNT) {
    throw new Error(`${column} "${clip(text)}" must be above 0 and at most ${MAX_PAY_AMOUNT}`);
  }
  return value;
}

const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*([kKmM](?![a-z]))?`;

/**
 * A range as people write it: "$60,000 - $75,000 per year", "$60K–$75K a year", "USD 25/hr",
 * "Up to $80,000", "From $50,000 annually", "$90,000+". Answers the bounds, and the currency and
 * unit when the text names them.
 */
export function parseSalaryText(text: string): Partial<JobPay> {
  const amounts = [...text.matchAll(new RegExp(AMOUNT, 'g'))].map((m) =>
    parseAmount(m[0], 'salary'),
  );
  if (amounts.length === 0 || amounts.length > 2) {
    throw new Error(
      `salary "${clip(text)}" is not a pay range (e.g. "$60,000 - $75,000 per year" or "$25/hour")`,
    );
  }
  const upTo = /\b(?:up to|to|max(?:imum)?)\s*\D{0,4}\d/i.test(text) && amounts.length === 1;
  const [first, second] = amounts;
  const bounds =
    amounts.length === 2
      ? { salaryMin: first, salaryMax: second }
      : upTo
        ? { salaryMin: null, salaryMax: first }
        : { salaryMin: first, salaryMax: /\+|\bfrom\b|\bat least\b/i.test(text) ? null : first };
  const codes = /\b([A-Z]{3})\b/.exec(text.toUpperCase());
  const currency =
    (codes && CURRENCIES.has(codes[1]) ? codes[1] : undefined) ?? parseCurrency(text);
  const unitText = text.replace(new RegExp(AMOUNT, 'g'), ' ');
  return {
    ...bounds,
    ...(currency ? { salaryCurrency: currency } : {}),
    ...(parseUnit(unitText) ? { salaryUnit: parseUnit(unitText) } : {}),
  };
}

const WORKPLACE_WORDS: Array<[RegExp, WorkplaceType]> = [
  [/^(?:hybrid|partly remote|partially remote|flexible)$/, 'hybrid'],
  [
    /^(?:remote|fully remote|100% remote|work from home|wfh|telecommute|telework|virtual)$/,
    'remote',
  ],
  [/^(?:on-?site|on site|in office|in-office|office|in person|in-person)$/, 'on-site'],
];

export function parseWorkplace(text: string): WorkplaceType | undefined {
  const value = text.trim().toLowerCase().replace(/\s+/g, ' ');
  return WORKPLACE_WORDS.find(([re]) => re.test(value))?.[1];
}

const COUNTRY =
  /^(?:us|usa|u\.s\.a?\.?|united states(?: of america)?|anywhere in the us|nationwide|us only)$/i;
const STATE_BY_NAME = new Map(
  Object.entries(US_STATE_NAMES).map(([code, name]) => [name.toLowerCase(), code]),
);

/** "US", "United States", "TX, CA", "Texas; California", "US-TX": stored form, or an Error. */
export function parseRemoteRegions(text: string): string {
  const parts = text
    .split(/\s*(?:[,;|/]|\band\b)\s*/i)
    .map((p) => p.trim())
    .filter(Boolean);
  const regions = parts.map((part) => {
    if (COUNTRY.test(part)) return WHOLE_US;
    const code = part.toUpperCase().replace(/^US-/, '');
    if (US_STATE_NAMES[code]) return code;
    const byName = STATE_BY_NAME.get(part.toLowerCase());
    if (byName) return byName;
    throw new Error(
      `remote_regions "${clip(part)}" is not the US or a US state (e.g. "US" or "TX, CA")`,
    );
  });
  return remoteRegionsText(regions)!;
}

/**
 * The pay and workplace cells of a row. A `salary` text and the separate columns may be combined;
 * a separate column wins over what the text says. Currency defaults to USD; a unit is needed
 * unless the amounts are yearly beyond doubt (10,000 or more). Problems are pushed, never thrown.
 */
export function parsePayCells(
  cell: (column: CsvColumn) => string | undefined,
  problems: string[],
): CsvPay {
  const attempt = collectingInto(problems);
  const given = (column: CsvColumn) => {
    const value = cell(column);
    return value ? value : undefined;
  };
  const result: CsvPay = {};

  const salary = given('salary');
  const min = given('salary_min');
  const max = given('salary_max');
  const currency = given('salary_currency');
  const unit = given('salary_unit');
  if (salary || min || max) {
    const before = problems.length;
    const fromText = salary ? (attempt(() => parseSalaryText(salary)) ?? {}) : {};
    const pay: JobPay = {
      salaryMin: min
        ? (attempt(() => parseAmount(min, 'salary_min')) ?? null)
        : (fromText.salaryMin ?? null),
      salaryMax: max
        ? (attempt(() => parseAmount(max, 'salary_max')) ?? null)
        : (fromText.salaryMax ?? null),
      salaryCurrency: fromText.salaryCurrency ?? 'USD',
      salaryUnit: fromText.salaryUnit ?? null,
    };
    if (currency) {
      const code = parseCurrency(currency);
      if (code) pay.salaryCurrency = code;
      else problems.push(`salary_currency "${clip(currency)}" is not an ISO 4217 code such as USD`);
    }
    if (unit) {
      const parsed = parseUnit(unit);
      if (parsed) pay.salaryUnit = parsed;
      else problems.push(`salary_unit "${clip(unit)}" is not one of: ${PAY_UNITS.join(', ')}`);
    }
    if (
      !pay.salaryUnit &&
      !unit &&
      Math.min(...([pay.salaryMin, pay.salaryMax].filter((v) => v != null) as number[])) >=
        SURELY_YEARLY
    ) {
      pay.salaryUnit = 'year';
    }
    if (problems.length === before) {
      const problem = payProblem(pay);
      if (problem) problems.push(problem);
      else result.pay = pay;
    }
  } else if (currency || unit) {
    problems.push(
      'salary_currency and salary_unit need an amount (salary, salary_min or salary_max)',
    );
  }

  const workplace = given('workplace_type');
  if (workplace) {
    result.workplaceType = parseWorkplace(workplace);
    if (!result.workplaceType) {
      problems.push(
        `workplace_type "${clip(workplace)}" is not one of: ${WORKPLACE_TYPES.join(', ')}`,
      );
    }
  }
  const regions = given('remote_regions');
  if (regions) {
    if (result.workplaceType !== 'remote') {
      problems.push('remote_regions is only for remote jobs (workplace_type remote)');
    } else {
      result.remoteRegions = attempt(() => parseRemoteRegions(regions));
    }
  } else if (result.workplaceType === 'remote') {
    result.remoteRegions = WHOLE_US;
  }
  return result;
}
