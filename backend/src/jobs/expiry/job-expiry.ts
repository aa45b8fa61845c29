import type { Job } from '../job.entity';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** When jobs close: their own closing date, else `lifetimeDays` after they arrived (0: never). */
export interface ExpiryRule {
  lifetimeDays: number;
}

/**
 * The moment a job leaves the board: its own closing date when it has one, else the default
 * lifetime counted from when it arrived (createdAt, not datePosted, which imports often
 * backdate); null when it never closes by itself.
 */
export function closesAt(
  job: Pick<Job, 'validThrough' | 'createdAt'>,
  rule: ExpiryRule,
): Date | null {
  if (job.validThrough) return new Date(job.validThrough);
  if (rule.lifetimeDays <= 0) return null;
  return new Date(new Date(job.createdAt).getTime() + rule.lifetimeDays * DAY_MS);
}

/** A job has expired once its closing moment has come (it is listed up to, not at, that time). */
export function isExpired(
  job: Pick<Job, 'validThrough' | 'createdAt'>,
  rule: ExpiryRule,
  now: Date,
): boolean {
  const closes = closesAt(job, rule);
  return closes !== null && closes.getTime() <= now.getTime();
}

/** A SQL condition with its parameters (bound, never spliced). */
export interface SqlCondition {
  sql: string;
  params: Record<string, Date>;
}

/** `alias.column`, or the bare column for an UPDATE (which has no alias). */
const column = (alias: string, name: string) => (alias ? `${alias}.${name}` : name);

/**
 * The same rule as `isExpired`, negated, as SQL over `alias`: the job is still open at `now`.
 * Both drivers compare datetimes given as bound parameters, so no date arithmetic runs in SQL.
 */
export function openCondition(alias: string, rule: ExpiryRule, now: Date): SqlCondition {
  const own = column(alias, 'validThrough');
  if (rule.lifetimeDays <= 0) {
    return { sql: `(${own} IS NULL OR ${own} > :openNow)`, params: { openNow: now } };
  }
  return {
    sql:
      `((${own} IS NOT NULL AND ${own} > :openNow) OR ` +
      `(${own} IS NULL AND ${column(alias, 'createdAt')} > :openArrivedAfter))`,
    params: {
      openNow: now,
      openArrivedAfter: new Date(now.getTime() - rule.lifetimeDays * DAY_MS),
    },
  };
}

/** The negation of `openCondition`: the job has expired at `now`. */
export function expiredCondition(alias: string, rule: ExpiryRule, now: Date): SqlCondition {
  const own = column(alias, 'validThrough');
  if (rule.lifetimeDays <= 0) {
    return { sql: `(${own} IS NOT NULL AND ${own} <= :expiredNow)`, params: { expiredNow: now } };
  }
  return {
    sql:
      `((${own} IS NOT NULL AND ${own} <= :expiredNow) OR ` +
      `(${own} IS NULL AND ${column(alias, 'createdAt')} <= :expiredArrivedBy))`,
    params: {
      expiredNow: now,
      expiredArrivedBy: new Date(now.getTime() - rule.lifetimeDays * DAY_MS),
    },
  };
}
