import type { CsvImportProgress } from './csv-import-progress';
import type { CsvRowErrorDto } from './dto/csv-import-result.dto';
import type { ImportState } from './dto/csv-import-progress.dto';

/** Row errors an import reports at most (the rest are counted as skipped). */
const MAX_REPORTED_ERRORS = 100;

/** An import the admin's browser follows: the id it chose and the uploaded file's size. */
export interface ImportTracking {
  importId: string;
  totalBytes: number;
}

/** How far one import got, published as it goes (a no-op when nobody follows it). */
export class ImportProgress {
  rows = 0;
  bytes = 0;

  constructor(
    private readonly store: CsvImportProgress,
    private readonly tracking: ImportTracking | undefined,
  ) {}

  /** Publishes the state, with `rows` as the rows processed so far when given. */
  async publish(state: ImportState, message: string | null = null, rows?: number): Promise<void> {
    if (rows !== undefined) this.rows = rows;
    if (!this.tracking) return;
    await this.store.publish({
      importId: this.tracking.importId,
      state,
      rowsProcessed: this.rows,
      bytesProcessed: state === 'done' ? this.tracking.totalBytes : this.bytes,
      totalBytes: this.tracking.totalBytes,
      message,
    });
  }
}

/** The running totals of one import. */
export class ImportTally {
  inserted = 0;
  updated = 0;
  skipped = 0;
  errors: CsvRowErrorDto[] = [];
  /** Team records the import created. */
  newTeams = 0;

  reject(line: number, message: string): void {
    this.skipped += 1;
    if (this.errors.length < MAX_REPORTED_ERRORS) this.errors.push({ line, message });
  }
}

/** The sentence the admin reads when an import ends. */
export function summary(
  tally: Pick<ImportTally, 'inserted' | 'updated' | 'skipped'>,
  newTeams: number,
): string {
  const imported = tally.inserted + tally.updated;
  const parts = [
    `Imported ${imported} job${imported === 1 ? '' : 's'} (${tally.inserted} new, ${tally.updated} updated)`,
  ];
  if (tally.skipped) parts.push(`${tally.skipped} row${tally.skipped === 1 ? '' : 's'} skipped`);
  if (newTeams) parts.push(`${newTeams} new team${newTeams === 1 ? '' : 's'}`);
  return parts.join('; ') + '.';
}
