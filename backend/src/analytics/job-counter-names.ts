import type { ViewSource } from './view-source';

/** The counters of a job's day row (columns of job_day_stats). */
export const COUNTERS = [
  'viewsBoard',
  'viewsSearch',
  'viewsAlert',
  'viewsOther',
  'viewsDirect',
  'applyClicks',
  'saves',
] as const;
export type Counter = (typeof COUNTERS)[number];
export type Counts = Record<Counter, number>;

/** The view columns, by source. */
export const VIEW_COUNTER: Record<ViewSource, Counter> = {
  board: 'viewsBoard',
  search: 'viewsSearch',
  alert: 'viewsAlert',
  other: 'viewsOther',
  direct: 'viewsDirect',
};

export function zeroCounts(): Counts {
  return Object.fromEntries(COUNTERS.map((name) => [name, 0])) as Counts;
}

/** One buffered row: what to add to a job's day. */
export interface DayCounts {
  jobId: string;
  day: string;
  counts: Counts;
}
