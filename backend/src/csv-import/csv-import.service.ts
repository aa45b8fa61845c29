import { setImmediate } from 'node:timers/promises';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { untimedTransaction } from '../database/query-timeout';
import { newId } from '../database/uuid-primary-key';
import { applyUrlHash } from '../jobs/apply-url-hash';
import { Job } from '../jobs/job.entity';
import { inferDepartment } from '../jobs/taxonomy/job-taxonomy';
import type { JobPay } from '../jobs/pay/job-pay';
import type { ExistingJob, JobUpsert } from '../jobs/writer/job-upsert.repository';
import { JobWriter } from '../jobs/writer/job-writer.service';
import { NewTeam, TeamsRepository } from '../teams/teams.repository';
import { ColumnPositions, readHeader } from './csv-columns';
import { assertLooksLikeText } from './csv-file-check';
import { CsvImportLock } from './csv-import-lock';
import { isBlankRow, JobImportRow, parseJobRow } from './csv-job-row';
import { CsvRecord, CsvSyntaxError, readCsvFile } from './csv-reader';
import type { CsvImportResultDto, CsvRowErrorDto } from './dto/csv-import-result.dto';
import type { ImportState } from './dto/csv-import-progress.dto';
import { CsvImportProgress } from './csv-import-progress';

/**
 * Rows read before they are written (decision 0263): a window is written in the order of its
 * apply-URL keys, so the larger it is, the fewer pages of the key's index each batch reads. The
 * rows read and not yet taken by a statement (the next window and what is left of the last) stay
 * within one window's size, which the import's peak memory bounds (a test sets a smaller one).
 */
export const IMPORT_WINDOW = { rows: 25_000, chars: 16_000_000 };

/**
 * Rows written per statement (decision 0085). 1,000 rows cost few round trips; larger batches
 * were barely faster, and a batch's rows live until its statement has run, so larger ones outlive
 * more young-generation collections and pile up as garbage in the old one (peak memory). SQLite
 * allows 32,766 bound parameters (15 per row). A batch is also cut at about 4 MB of text, well
 * under MySQL's default 16 MB max_allowed_packet (long descriptions would otherwise exceed it).
 */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4_000_000;
const MAX_REPORTED_ERRORS = 100;

type PendingRow = JobImportRow & { applyUrlHash: string };

/** One statement's rows, with the characters they add to it (see rowChars). */
interface Batch {
  rows: PendingRow[];
  chars: number;
}

/**
 * The apply-URL keys of the batch to be written next, read ahead while the batch before it is
 * written (decision 0266): its lookup and upsert then find the key index's pages in memory, and
 * the keys found absent need no locking read. One read at a time; the batch after the last of a
 * window is the next window's first, read ahead while that last batch is written.
 */
class KeysReadAhead {
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

/** An import the admin's browser follows: the id it chose and the uploaded file's size. */
export interface ImportTracking {
  importId: string;
  totalBytes: number;
}

/** How far one import got, published as it goes (a no-op when nobody follows it). */
class ImportProgress {
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
class ImportTally {
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

/**
 * Bulk job import by an admin: new jobs are added and a row whose apply URL is already on the
 * board updates that job. The upload is streamed from disk (never held whole in memory)
 * through a UTF-8 check and fast-csv once, validated and written in batches inside one
 * transaction, so a bad file or a database failure leaves the board as it was.
 */
@Injectable()
export class CsvImportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobWriter,
    private readonly teams: TeamsRepository,
    private readonly lock: CsvImportLock,
    private readonly progressStore: CsvImportProgress,
  ) {}

  /**
   * Imports one file in one pass: rows are read, validated and written in batches inside one
   * transaction, so a file-level problem (encoding, broken quoting, missing columns, no job rows)
   * found anywhere rolls back whatever was written before it and the board stays as it was. One
   * import runs at a time across every replica (a second answers 409; see CsvImportLock). With
   * `tracking`, rows processed are published under its id as the import goes (CsvImportProgress).
   */
  async importFile(
    path: string,
    now = new Date(),
    tracking?: ImportTracking,
  ): Promise<CsvImportResultDto> {
    const progress = new ImportProgress(this.progressStore, tracking);
    try {
      await progress.publish('importing');
      const release = await this.lock.acquire();
      if (!release) {
        throw new ConflictException(
          'Another CSV import is running; try again when it has finished.',
        );
      }
      try {
        await assertLooksLikeText(path);
        const result = await this.writeRows(path, now, progress);
        await progress.publish('done');
        return result;
      } finally {
        await release();
      }
    } catch (err) {
      await progress.publish('failed', (err as Error).message);
      throw err;
    }
  }

  private async writeRows(
    path: string,
    now: Date,
    progress: ImportProgress,
  ): Promise<CsvImportResultDto> {
    // READ COMMITTED: each batch looks up the jobs as committed when it is written, not as they
    // were when the import began (docs/decisions/0254-import-reads-current-jobs.md).
    return untimedTransaction(
      this.dataSource,
      async (manager) => {
        const { inserted, updated, skipped, errors, newTeams } = await this.readRows(
          path,
          manager,
          now,
          progress,
        );
        const counts = { inserted, updated, skipped, errors };
        return { message: summary(counts, newTeams), ...counts };
      },
      'READ COMMITTED',
    );
  }

  /**
   * Validates every row and writes the good ones a window at a time, in the order of their
   * apply-URL keys (decision 0263). While the database writes one window, the next is read and
   * validated, the two together within IMPORT_WINDOW (besides the batch being written).
   */
  private async readRows(
    path: string,
    manager: EntityManager,
    now: Date,
    progress: ImportProgress,
  ): Promise<ImportTally> {
    const tally = new ImportTally();
    const seen = new Map<string, number>(); // apply-URL hash → line of its first row
    const knownTeams = new Set<string>();
    let window: PendingRow[] = [];
    let windowChars = 0;
    let newTeams: NewTeam[] = [];
    let columns: ColumnPositions | undefined;
    let width = 0;
    let jobRows = 0;
    let writing: Promise<void> = Promise.resolve();
    // The rows (and characters) of the window being written that no statement has taken yet.
    let unwrittenRows = 0;
    let unwrittenChars = 0;
    let batchTaken: () => void = () => undefined;
    // An empty board has nothing to update: no lookup of existing jobs (decision 0085).
    const emptyBoard = !(await this.jobs.anyIn(manager));
    const ahead = new KeysReadAhead(this.jobs, !emptyBoard);

    const flush = async () => {
      // The file ended before the last window's rows were all taken by statements: that window
      // is written first, so that one key read runs at a time.
      if (unwrittenRows > 0) await writing;
      const rows = window;
      const teams = newTeams;
      const chars = windowChars;
      window = [];
      windowChars = 0;
      newTeams = [];
      // The window is sorted, and its first batch's keys read, while the last window's final
      // batch is still being written.
      rows.sort(byApplyUrlHash);
      await ahead.next(rows);
      await writing; // a failed write throws here, before the next one starts
      unwrittenRows = rows.length;
      unwrittenChars = chars;
      const readSoFar = jobRows;
      const taken = (batch: Batch) => {
        unwrittenRows -= batch.rows.length;
        unwrittenChars -= batch.chars;
        batchTaken();
      };
      writing = this.writeWindow(
        manager,
        rows,
        teams,
        ahead,
        emptyBoard,
        now,
        tally,
        progress,
        taken,
      )
        // Rows processed: the window's skipped rows count once its good ones are written.
        .then(() => progress.publish('importing', null, readSoFar));
      writing.catch(() => undefined); // awaited by the next flush
    };

    // The rows read and not yet taken by a statement stay within one window's size: the next
    // window is read while the last one's batches are written (each batch's statement running
    // while the reader reads on), and handed over when the writer has taken the last batch.
    const full = () =>
      window.length + unwrittenRows >= IMPORT_WINDOW.rows ||
      windowChars + unwrittenChars >= IMPORT_WINDOW.chars;
    const makeRoom = async () => {
      while (full()) {
        if (unwrittenRows === 0) {
          await flush();
          continue;
        }
        await Promise.race([new Promise<void>((resolve) => (batchTaken = resolve)), writing]);
        if (unwrittenRows === 0 && window.length) await flush();
      }
    };

    try {
      const onRead = (bytes: number) => (progress.bytes = bytes);
      for await (const records of csvRows(path, onRead)) {
        for (const { cells, line } of records) {
          if (!columns) {
            columns = readHeader(cells);
            width = cells.length;
            continue;
          }
          if (isBlankRow(cells)) continue;
          await makeRoom();
          jobRows += 1;

          const result = parseJobRow(cells, columns, width, now);
          if (!result.ok) {
            tally.reject(line, result.problems.join('; '));
            continue;
          }
          const row = result.row;
          const hash = applyUrlHash(row.applyUrl);
          const firstLine = seen.get(hash);
          if (firstLine !== undefined) {
            tally.reject(
              line,
              `apply_url repeats line ${firstLine}; only the first row was imported`,
            );
            continue;
          }
          seen.set(hash, line);

          const teamKey = row.teamName.toLowerCase();
          if (!knownTeams.has(teamKey)) {
            knownTeams.add(teamKey);
            newTeams.push({ name: row.teamName, location: row.location });
          }
          window.push(Object.assign(row, { applyUrlHash: hash }));
          windowChars += rowChars(row);
        }
      }
      if (!columns) throw new BadRequestException('The file is empty; nothing was imported.');
      if (!jobRows) {
        throw new BadRequestException(
          'The file has a header but no job rows; nothing was imported.',
        );
      }
      await flush();
      await writing;
    } catch (err) {
      // No rollback while a statement is running.
      await writing.catch(() => undefined);
      await ahead.settled();
      throw err;
    }
    return tally;
  }

  /**
   * Creates the window's new teams, then writes its rows in batches in the order of their
   * apply-URL keys, so that each batch reads and writes one stretch of the key's index.
   */
  private async writeWindow(
    manager: EntityManager,
    rows: PendingRow[],
    newTeams: NewTeam[],
    ahead: KeysReadAhead,
    emptyBoard: boolean,
    now: Date,
    tally: ImportTally,
    progress: ImportProgress,
    taken: (batch: Batch) => void,
  ): Promise<void> {
    tally.newTeams += await this.teams.createMissing(manager, newTeams);
    // Each batch leaves the window as it is taken, so written rows are not kept, and the reader
    // reads on while its statement runs. The window came sorted, its first batch's keys read.
    for (let batch = takeBatch(rows); batch.rows.length; batch = takeBatch(rows)) {
      taken(batch);
      await ahead.next(rows);
      await this.writeBatch(manager, batch.rows, emptyBoard, now, tally, ahead.absent);
      await progress.publish('importing', null, progress.rows + batch.rows.length);
      // SQLite's driver writes synchronously: let other requests (the progress polls) in.
      await setImmediate();
    }
  }

  /** Inserts new jobs and updates existing ones (same apply URL) in one statement. */
  private async writeBatch(
    manager: EntityManager,
    batch: PendingRow[],
    emptyBoard: boolean,
    now: Date,
    tally: ImportTally,
    absent: Set<string>,
  ): Promise<void> {
    // The keys a read-ahead found no job for are not looked up again: a job another writer adds
    // with such a key before the upsert is updated by the row as a new one would be written, as
    // it would after a locking read that found nothing (READ COMMITTED locks no gaps).
    const lookups = emptyBoard
      ? []
      : batch.map((r) => r.applyUrlHash).filter((h) => !absent.has(h));
    for (const row of batch) absent.delete(row.applyUrlHash);
    const existing = new Map<string, ExistingJob>(
      lookups.length
        ? (await this.jobs.findByApplyUrlHashes(manager, lookups)).map((j) => [j.applyUrlHash, j])
        : [],
    );
    const values: JobUpsert[] = batch.map((row) => {
      const old = existing.get(row.applyUrlHash);
      return {
        id: newId(Job),
        teamName: row.teamName,
        positionTitle: row.positionTitle,
        location: row.location,
        applyUrl: row.applyUrl,
        applyUrlHash: row.applyUrlHash,
        description: row.description !== undefined ? row.description : (old?.description ?? null),
        datePosted: row.datePosted ?? old?.datePosted ?? now,
        isFeatured: row.isFeatured ?? old?.isFeatured ?? false,
        isActive: row.isActive ?? old?.isActive ?? true,
        validThrough: row.validThrough ?? old?.validThrough ?? null,
        // The dates decide; the expiry sweep marks the job again if it is still expired.
        expiredAt: null,
        // Decision 0070: a given value wins; otherwise an existing job keeps its own (perhaps an
        // admin's correction) and a new one gets the department its title suggests.
        department: row.department ?? old?.department ?? inferDepartment(row.positionTitle),
        employmentType: row.employmentType ?? old?.employmentType ?? null,
        level: row.level ?? old?.level ?? null,
        // Pay is replaced whole when the row gives any of it, else kept (docs/product.md#csv-import).
        ...(row.pay ??
          (old
            ? {
                salaryMin: old.salaryMin,
                salaryMax: old.salaryMax,
                salaryCurrency: old.salaryCurrency,
                salaryUnit: old.salaryUnit,
              }
            : NO_PAY)),
        payAnnualUsd: null,
        workplaceType: row.workplaceType ?? old?.workplaceType ?? null,
        remoteRegions: workplaceRegions(row, old),
      };
    });
    await this.jobs.upsertByApplyUrl(manager, values, existing);
    tally.updated += existing.size;
    tally.inserted += batch.length - existing.size;
  }
}

const NO_PAY: JobPay = { salaryMin: null, salaryMax: null, salaryCurrency: null, salaryUnit: null };

/** Remote regions belong to remote jobs: a row's workplace brings its own, else the job keeps its. */
function workplaceRegions(row: JobImportRow, old: ExistingJob | undefined): string | null {
  if (row.workplaceType) return row.remoteRegions ?? null;
  return old?.remoteRegions ?? null;
}

/** The rows of the file in batches (see readCsvFile); a file it cannot split answers 400. */
async function* csvRows(
  path: string,
  onRead: (bytesRead: number) => void,
): AsyncGenerator<CsvRecord[]> {
  try {
    yield* readCsvFile(path, onRead);
  } catch (err) {
    if (err instanceof CsvSyntaxError) {
      throw new BadRequestException(
        `The CSV could not be read near line ${err.line} (${err.message}); nothing was imported.`,
      );
    }
    throw err;
  }
}

const byApplyUrlHash = (a: PendingRow, b: PendingRow) =>
  a.applyUrlHash < b.applyUrlHash ? -1 : a.applyUrlHash > b.applyUrlHash ? 1 : 0;

/** Takes the first rows of `rows` for one statement: BATCH_ROWS, or about BATCH_CHARS. */
function takeBatch(rows: PendingRow[]): Batch {
  let count = 0;
  let chars = 0;
  while (count < rows.length && count < BATCH_ROWS && chars < BATCH_CHARS) {
    chars += rowChars(rows[count]);
    count += 1;
  }
  return { rows: rows.splice(0, count), chars };
}

/** The characters a row adds to its statement (the batch is also cut by size). */
const rowChars = (row: JobImportRow) =>
  row.teamName.length +
  row.positionTitle.length +
  row.location.length +
  2 * row.applyUrl.length +
  (row.description?.length ?? 0);

function summary(
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
