import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { neutraliseFormula } from '../users/users-csv';
import type { JobDayRow } from './analytics-report.repository';
import { COUNTERS } from './job-counter-names';

export const ANALYTICS_EXPORT_COLUMNS = [
  'day',
  'jobId',
  'positionTitle',
  'teamName',
  'views',
  ...COUNTERS,
] as const;

function row(day: JobDayRow): string[] {
  const views =
    day.viewsBoard + day.viewsSearch + day.viewsAlert + day.viewsOther + day.viewsDirect;
  return [
    day.day,
    day.jobId,
    neutraliseFormula(day.positionTitle),
    neutraliseFormula(day.teamName),
    String(views),
    ...COUNTERS.map((name) => String(day[name])),
  ];
}

/**
 * The per-job daily figures as CSV (UTF-8 with BOM); titles and team names that a spreadsheet
 * would read as formulas are neutralised as in the users export (docs/product.md#analytics).
 */
export function analyticsCsv(rows: JobDayRow[]): Readable {
  const csv = stringify({ header: true, columns: [...ANALYTICS_EXPORT_COLUMNS], bom: true });
  Readable.from(rows.map(row)).pipe(csv);
  return csv;
}

/** `job-analytics-FROM-to-TO.csv`. */
export const analyticsFileName = (from: string, to: string) => `job-analytics-${from}-to-${to}.csv`;
