import type { Department, EmploymentType, Level } from '../jobs/taxonomy/job-taxonomy';
import type { ColumnPositions, CsvColumn } from './csv-columns';
import { parseClassification } from './csv-classification';
import { type CsvPay, parsePayCells } from './csv-pay';
import {
  clip,
  collectingInto,
  parseApplyUrl,
  parseClosingDate,
  parseDate,
  parseFlag,
} from './csv-values';

/** A valid job row; undefined optional values keep the existing job's value on an update. */
export interface JobImportRow extends CsvPay {
  teamName: string;
  positionTitle: string;
  location: string;
  applyUrl: string;
  /** undefined: the cell was empty (now for a new job, unchanged for an existing one). */
  datePosted?: Date;
  /** undefined: no description column (unchanged on update); null: an empty cell. */
  description?: string | null;
  isFeatured?: boolean;
  isActive?: boolean;
  /** The closing date; undefined: empty or no column (none for a new job, unchanged on update). */
  validThrough?: Date;
  /** undefined: no column or an empty cell (inferred from the title for a new job, else kept). */
  department?: Department;
  /** undefined: no column or an empty cell (kept on update, null for a new job). */
  employmentType?: EmploymentType;
  level?: Level;
}

export type RowResult = { ok: true; row: JobImportRow } | { ok: false; problems: string[] };

const MAX_LENGTH: Partial<Record<CsvColumn, number>> = {
  team_name: 200,
  position_title: 300,
  location: 200,
  apply_url: 2048,
  description: 50_000,
};

/** A posting date may be this far ahead of the server's clock (time zones ahead of UTC). */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

/**
 * Validates one data row. Cells are trimmed and NFC-normalised; text is stored as written (a
 * cell such as `=HYPERLINK(...)` stays plain text, it is never evaluated or rewritten). A posting
 * date more than a day ahead of `now` is a row error (the job would sort above every real one
 * and the sitemap would announce a change in the future).
 */
export function parseJobRow(
  cells: string[],
  columns: ColumnPositions,
  width: number,
  now = new Date(),
): RowResult {
  const problems: string[] = [];
  const extra = cells.slice(width).filter((c) => c.trim() !== '').length;
  if (extra) {
    problems.push(`the row has ${cells.length} cells but the header has ${width}`);
  }

  const cell = (column: CsvColumn): string | undefined => {
    const index = columns[column];
    if (index === undefined) return undefined;
    return (cells[index] ?? '').trim().normalize('NFC');
  };
  const text = (column: CsvColumn): string => {
    const value = cell(column) ?? '';
    const max = MAX_LENGTH[column];
    if (value === '') problems.push(`${column} is empty`);
    else if (max && value.length > max) problems.push(`${column} is longer than ${max} characters`);
    return value;
  };
  const attempt = collectingInto(problems);

  const teamName = text('team_name');
  const positionTitle = text('position_title');
  const location = text('location');
  const applyUrl = text('apply_url');
  if (applyUrl && applyUrl.length <= MAX_LENGTH.apply_url!) attempt(() => parseApplyUrl(applyUrl));

  const dateCell = cell('date_posted');
  const datePosted = dateCell ? attempt(() => parseDate(dateCell)) : undefined;
  if (datePosted && datePosted.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
    problems.push(`date_posted "${clip(dateCell!)}" is in the future`);
  }

  const closingCell = cell('valid_through');
  const validThrough = closingCell ? attempt(() => parseClosingDate(closingCell)) : undefined;
  if (validThrough && datePosted && validThrough.getTime() < datePosted.getTime()) {
    problems.push(`valid_through "${clip(closingCell!)}" is before date_posted`);
  }

  const descriptionCell = cell('description');
  let description: string | null | undefined;
  if (descriptionCell !== undefined) {
    description = descriptionCell === '' ? null : descriptionCell;
    if (descriptionCell.length > MAX_LENGTH.description!) {
      problems.push(`description is longer than ${MAX_LENGTH.description} characters`);
    }
  }

  const flag = (column: 'is_featured' | 'is_active') => {
    const value = cell(column);
    return value ? attempt(() => parseFlag(column, value)) : undefined;
  };
  const isFeatured = flag('is_featured');
  const isActive = flag('is_active');
  const { department, employmentType, level } = parseClassification(cell, problems);
  const pay = parsePayCells(cell, problems);

  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    row: {
      teamName,
      positionTitle,
      location,
      applyUrl,
      datePosted,
      description,
      isFeatured,
      isActive,
      validThrough,
      department,
      employmentType,
      level,
      ...pay,
    },
  };
}

/** Blank lines (no cells, or only empty ones) are skipped without a report. */
export const isBlankRow = (cells: string[]) => cells.every((c) => c.trim() === '');
