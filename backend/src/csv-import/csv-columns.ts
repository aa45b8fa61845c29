import { BadRequestException } from '@nestjs/common';

export const REQUIRED_COLUMNS = [
  'team_name',
  'position_title',
  'location',
  'apply_url',
  'date_posted',
] as const;
export const OPTIONAL_COLUMNS = [
  'description',
  'is_featured',
  'is_active',
  'valid_through',
  'department',
  'employment_type',
  'level',
  'salary',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_unit',
  'workplace_type',
  'remote_regions',
] as const;

export type CsvColumn = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

/** Where each known column sits in a row; optional columns may be absent. */
export type ColumnPositions = Partial<Record<CsvColumn, number>>;

const KNOWN: CsvColumn[] = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS];

/** "Team Name", "TEAM_NAME", "team-name" and "teamName" all name team_name. */
const squash = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Other common names of the pay and workplace columns (compared squashed). */
const ALIASES: Array<[string, CsvColumn]> = [
  ['pay', 'salary'],
  ['payrange', 'salary'],
  ['salaryrange', 'salary'],
  ['compensation', 'salary'],
  ['minsalary', 'salary_min'],
  ['paymin', 'salary_min'],
  ['minpay', 'salary_min'],
  ['maxsalary', 'salary_max'],
  ['paymax', 'salary_max'],
  ['maxpay', 'salary_max'],
  ['currency', 'salary_currency'],
  ['paycurrency', 'salary_currency'],
  ['payunit', 'salary_unit'],
  ['payperiod', 'salary_unit'],
  ['salaryperiod', 'salary_unit'],
  ['workplace', 'workplace_type'],
  ['worklocationtype', 'workplace_type'],
  ['remotelocations', 'remote_regions'],
  ['applicantlocations', 'remote_regions'],
];

const BY_SQUASHED = new Map<string, CsvColumn>([
  ...KNOWN.map((c): [string, CsvColumn] => [squash(c), c]),
  ...ALIASES,
]);

export const EXPECTED_COLUMNS_HINT =
  `Expected columns: ${REQUIRED_COLUMNS.join(', ')} ` +
  `(optional: ${OPTIONAL_COLUMNS.join(', ')})`;

/**
 * Reads the header row (case-, space- and punctuation-insensitive, BOM tolerated). A missing
 * required column or a column named twice rejects the file before anything is imported.
 */
export function readHeader(cells: string[]): ColumnPositions {
  const positions: ColumnPositions = {};
  const repeated = new Set<CsvColumn>();
  cells.forEach((cell, index) => {
    const column = BY_SQUASHED.get(squash(cell));
    if (!column) return;
    if (positions[column] !== undefined) repeated.add(column);
    else positions[column] = index;
  });
  const missing = REQUIRED_COLUMNS.filter((c) => positions[c] === undefined);
  if (missing.length) {
    throw new BadRequestException(
      `The CSV header lacks the required column${missing.length > 1 ? 's' : ''} ` +
        `${missing.join(', ')}; nothing was imported. ${EXPECTED_COLUMNS_HINT}.`,
    );
  }
  if (repeated.size) {
    throw new BadRequestException(
      `The CSV header names ${[...repeated].join(', ')} more than once; nothing was imported.`,
    );
  }
  return positions;
}
