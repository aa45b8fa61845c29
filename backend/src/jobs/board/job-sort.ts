import type { ExpiryRule } from '../expiry/job-expiry';

/**
 * The "closing soon" order as SQL over the alias `job` (decision 0070): a job closes at its own
 * closing date, else `lifetimeDays` after it arrived (the rule of job-expiry.ts). With no default
 * lifetime, jobs without a closing date never close and come last (`neverCloses` = 1).
 */
export function closingOrder(
  sqlite: boolean,
  rule: ExpiryRule,
): { closesAt: string; neverCloses?: string } {
  const days = Math.floor(rule.lifetimeDays);
  if (days <= 0) {
    return {
      closesAt: 'job.validThrough',
      neverCloses: 'CASE WHEN job.validThrough IS NULL THEN 1 ELSE 0 END',
    };
  }
  // Both drivers store UTC datetimes; the default closing moment is computed in SQL so that the
  // order can run over the index without reading rows into the application.
  const byLifetime = sqlite
    ? `datetime(job.createdAt, '+${days} days')`
    : `DATE_ADD(job.createdAt, INTERVAL ${days} DAY)`;
  return { closesAt: `COALESCE(job.validThrough, ${byLifetime})` };
}
