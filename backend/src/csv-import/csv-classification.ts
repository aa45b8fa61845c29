import {
  DEPARTMENTS,
  EMPLOYMENT_TYPES,
  LEVELS,
  parseDepartment,
  parseEmploymentType,
  parseLevel,
  type Department,
  type EmploymentType,
  type Level,
  type TaxonomyOption,
} from '../jobs/taxonomy/job-taxonomy';
import type { CsvColumn } from './csv-columns';

const choices = (options: readonly TaxonomyOption[]) => options.map((o) => o.label).join(', ');

/**
 * The optional department, employment_type and level cells: a slug or a human label (any case,
 * "&" or "and"); an empty cell is no value. An unknown value is reported with the choices.
 */
export function parseClassification(
  cell: (column: CsvColumn) => string | undefined,
  problems: string[],
): { department?: Department; employmentType?: EmploymentType; level?: Level } {
  const read = <T>(
    column: CsvColumn,
    parse: (text: string) => T | undefined,
    options: readonly TaxonomyOption[],
  ): T | undefined => {
    const value = cell(column);
    if (!value) return undefined;
    const parsed = parse(value);
    if (parsed === undefined) {
      problems.push(`${column} '${value.slice(0, 60)}' is not one of: ${choices(options)}`);
    }
    return parsed;
  };
  return {
    department: read('department', parseDepartment, DEPARTMENTS),
    employmentType: read('employment_type', parseEmploymentType, EMPLOYMENT_TYPES),
    level: read('level', parseLevel, LEVELS),
  };
}
