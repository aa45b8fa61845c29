import type { AlertsConfig } from '../config/app-config';
import type { AlertFrequency } from './job-alert.entity';

/**
 * A job may be committed a moment after its `createdAt` was taken; a sweep only covers jobs that
 * arrived at least this long ago, so a slow insert is never behind a watermark that passed it.
 */
export const SETTLE_MS = 30_000;

/** The end of the arrival window a sweep at `now` covers: settled, on a whole minute. */
export function sweepCutoff(now: Date): Date {
  const settled = now.getTime() - SETTLE_MS;
  return new Date(settled - (settled % 60_000));
}

interface LocalTime {
  /** `YYYY-MM-DD` on the site's calendar. */
  date: string;
  hour: number;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The site's calendar date, hour and weekday at `at`. */
export function localTime(at: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: WEEKDAYS.indexOf(parts.weekday) + 1,
  };
}

/** ISO 8601 week of a calendar date: `2026-W48`. */
export function isoWeek(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the Thursday of that week names its year
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * The digest period due at `now` for a frequency, or null when none is due yet: a daily digest
 * from the configured hour of each site day on, a weekly one from that hour of the configured
 * weekday on (a late sweep after an outage still sends it, once, for that period). Instant
 * alerts have no calendar period: their sweep's cutoff names the window.
 */
export function duePeriod(
  frequency: AlertFrequency,
  now: Date,
  config: AlertsConfig,
): string | null {
  if (frequency === 'instant') return `instant:${sweepCutoff(now).toISOString()}`;
  const local = localTime(now, config.timeZone);
  if (frequency === 'daily') return local.hour >= config.dailyHour ? local.date : null;
  const reached =
    local.weekday > config.weeklyDay ||
    (local.weekday === config.weeklyDay && local.hour >= config.dailyHour);
  return reached ? isoWeek(local.date) : null;
}
