import type { JobDto, PayUnit } from '../../../api/api';

type Pay = NonNullable<JobDto['pay']>;

/** How each unit reads after an amount (docs/product.md#pay-and-workplace). */
export const PAY_UNIT_TEXTS: Record<PayUnit, string> = {
  hour: 'an hour',
  day: 'a day',
  week: 'a week',
  month: 'a month',
  year: 'a year',
};

/**
 * An amount in the reader's locale (the browser's language): compact from a thousand up
 * ("$60K"), else with cents only when there are any ("$25", "$25.50").
 */
export function formatAmount(amount: number, currency: string, locale?: string): string {
  const compact = amount >= 1000;
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    ...(compact
      ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }
      : whole
        ? { maximumFractionDigits: 0 }
        : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  }).format(amount);
}

/** "$60K–$75K a year", "$25 an hour", "From $50K a year", "Up to $30 an hour". */
export function formatPay(pay: Pay, locale?: string): string {
  const amount = (value: number) => formatAmount(value, pay.currency ?? 'USD', locale);
  const unit = PAY_UNIT_TEXTS[pay.unit];
  if (pay.min != null && pay.max != null) {
    const [low, high] = [amount(pay.min), amount(pay.max)];
    return low === high ? `${low} ${unit}` : `${low}–${high} ${unit}`;
  }
  if (pay.min != null) return `From ${amount(pay.min)} ${unit}`;
  return `Up to ${amount(pay.max!)} ${unit}`;
}

const WORKPLACE_TEXTS = { 'on-site': 'On-site', hybrid: 'Hybrid', remote: 'Remote' } as const;

/** "On-site", "Hybrid", "Remote", "Remote (CA, OR, WA)"; null when not stated. */
export function formatWorkplace(
  job: Pick<JobDto, 'workplaceType' | 'remoteRegions'>,
): string | null {
  if (!job.workplaceType) return null;
  const states = job.remoteRegions.filter((r) => r !== 'US');
  if (job.workplaceType === 'remote' && states.length && !job.remoteRegions.includes('US')) {
    return `Remote (${states.join(', ')})`;
  }
  return WORKPLACE_TEXTS[job.workplaceType];
}
