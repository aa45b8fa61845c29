const DAY_MS = 24 * 60 * 60 * 1000;

/** Local calendar-day difference, so "Today" means the same date on the reader's calendar. */
function daysBetween(from: Date, to: Date): number {
  const a = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const b = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((b - a) / DAY_MS);
}

/**
 * 'Today' for 0 days, '1 day ago', '{n} days ago' under 7 days, '{n} weeks ago' under
 * 30 days, otherwise the local date. A date in the future reads as today.
 */
export function relativeDate(value: string | Date, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const days = Math.max(0, daysBetween(date, now));
  if (days === 0) return 'Today';
  if (days === 1) return '1 day ago';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  }
  return date.toLocaleDateString();
}

/** The local date format of the featured slider. */
export function localDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString();
}
