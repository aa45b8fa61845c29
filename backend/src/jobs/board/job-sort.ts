import type { ExpiryRule } from '../expiry/job-expiry';

/** The latest moment a rank counts to; closing moments are all before it. */
const END_OF_TIME = '9999-12-31 23:59:59';

/**
 * The "closing soon" order (decision 0070) as one stored number per listing,
 * `job_listings.closingRank` (decision 0250): the milliseconds from the job's closing moment (its
 * own closing date, else `lifetimeDays` after it arrived, the rule of job-expiry.ts) to the end of
 * time, so the sooner a job closes the larger its rank; 0 for a job that never closes (no closing
 * date and no default lifetime), which puts it last. The board's order, rank then newest then id,
 * all descending, is then one backward read of IDX_job_listings_closing_order, where a closing
 * moment computed in the query had to sort every listed job.
 *
 * `prefix` names the columns' table (`j.` in the job writer's copy, empty in an UPDATE); `q`
 * quotes a name as the driver does. Both drivers store UTC datetimes.
 */
export function closingRankSql(
  sqlite: boolean,
  rule: ExpiryRule,
  prefix: string,
  q: (name: string) => string,
): string {
  const own = `${prefix}${q('validThrough')}`;
  const arrived = `${prefix}${q('createdAt')}`;
  const days = Math.floor(rule.lifetimeDays);
  const until = sqlite
    ? (moment: string) =>
        `CAST(ROUND((julianday('${END_OF_TIME}') - (${moment})) * 86400000) AS INTEGER)`
    : (moment: string) => `TIMESTAMPDIFF(SECOND, ${moment}, '${END_OF_TIME}') * 1000`;
  const ownRank = until(sqlite ? `julianday(${own})` : own);
  const defaultRank =
    days <= 0
      ? '0'
      : until(sqlite ? `julianday(${arrived}) + ${days}` : `${arrived} + INTERVAL ${days} DAY`);
  return `(CASE WHEN ${own} IS NOT NULL THEN ${ownRank} ELSE ${defaultRank} END)`;
}
