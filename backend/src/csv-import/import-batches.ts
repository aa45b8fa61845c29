import type { JobWriter } from '../jobs/writer/job-writer.service';
import type { JobImportRow } from './csv-job-row';

/**
 * Rows written per statement (decision 0085). 1,000 rows cost few round trips; larger batches
 * were barely faster, and a batch's rows live until its statement has run, so larger ones outlive
 * more young-generation collections and pile up as garbage in the old one (peak memory). SQLite
 * allows 32,766 bound parameters (15 per row). A batch is also cut at about 4 MB of text, well
 * under MySQL's default 16 MB max_allowed_packet (long descriptions would otherwise exceed it).
 */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4_000_000;

export type PendingRow = JobImportRow & { applyUrlHash: string };

/** One statement's rows, with the characters they add to it (see rowChars). */
export interface Batch {
  rows: PendingRow[];
  chars: number;
}

/**
 * The apply-URL keys of the batch to be written next, read ahead while the batch before it is
 * written (decision 0266): its lookup and upsert then find the key index's pages in memory, and
 * the keys found absent need no locking read. One read at a time; the batch after the last of a
 * window is the next window's first, read ahead while that last batch is written.
 */
export class KeysReadAhead {
  /** Keys a read found no job for, until their batch is written. */
  readonly absent = new Set<string>();
  private reading: Promise<void> = Promise.resolve();

  /** On an empty board there is nothing to find: `enabled` is false and nothing is read. */
  constructor(
    private readonly jobs: JobWriter,
    private readonly enabled: boolean,
  ) {}

  /**
   * Waits for the read under way (the batch about to be written needs it), then starts reading
   * the keys of the batch `rows` begins with.
   */
  async next(rows: PendingRow[]): Promise<void> {
    await this.reading;
    if (!this.enabled || rows.length === 0) return;
    const keys = rows.slice(0, BATCH_ROWS).map((row) => row.applyUrlHash);
    this.reading = this.jobs.readAheadByApplyUrlHashes(keys).then((found) => {
      // null: the read failed (logged); every key of the batch is then looked up.
      if (found) for (const key of keys) if (!found.has(key)) this.absent.add(key);
    });
  }

  /** Nothing of the import outlives it: resolves when no read is under way (never rejects). */
  settled(): Promise<void> {
    return this.reading;
  }
}

export const byApplyUrlHash = (a: PendingRow, b: PendingRow) =>
  a.applyUrlHash < b.applyUrlHash ? -1 : a.applyUrlHash > b.applyUrlHash ? 1 : 0;

/** Takes the first rows of `rows` for one statement: BATCH_ROWS, or about BATCH_CHARS. */
export function takeBatch(rows: PendingRow[]): Batch {
  let count = 0;
  let chars = 0;
  while (count < rows.length && count < BATCH_ROWS && chars < BATCH_CHARS) {
    chars += rowChars(rows[count]);
    count += 1;
  }
  return { rows: rows.splice(0, count), chars };
}

/** The characters a row adds to its statement (the batch is also cut by size). */
export const rowChars = (row: JobImportRow) =>
  row.teamName.length +
  row.positionTitle.length +
  row.location.length +
  2 * row.applyUrl.length +
  (row.description?.length ?? 0);
