import { setImmediate } from 'node:timers/promises';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { untimedTransaction } from '../database/query-timeout';
import { applyUrlHash } from '../jobs/apply-url-hash';
import type { ExistingJob } from '../jobs/writer/job-upsert.repository';
import { JobWriter } from '../jobs/writer/job-writer.service';
import { NewTeam, TeamsRepository } from '../teams/teams.repository';
import { ColumnPositions, readHeader } from './csv-columns';
import { assertLooksLikeText } from './csv-file-check';
import { CsvImportLock } from './csv-import-lock';
import { CsvImportProgress } from './csv-import-progress';
import { isBlankRow, parseJobRow } from './csv-job-row';
import { CsvRecord, CsvSyntaxError, readCsvFile } from './csv-reader';
import { upsertOfRow } from './csv-row-upsert';
import type { CsvImportResultDto } from './dto/csv-import-result.dto';
import { Batch, KeysReadAhead, PendingRow, takeBatch } from './import-batches';
import { ImportProgress, ImportTally, ImportTracking, summary } from './import-tally';
import { ImportWindows } from './import-windows';

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
   * Validates every row and hands the good ones to ImportWindows, which writes them a window at a
   * time in the order of their apply-URL keys (decision 0263) while the reader reads on.
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
    let columns: ColumnPositions | undefined;
    let width = 0;
    let jobRows = 0;
    // An empty board has nothing to update: no lookup of existing jobs (decision 0085).
    const emptyBoard = !(await this.jobs.anyIn(manager));
    const ahead = new KeysReadAhead(this.jobs, !emptyBoard);
    const windows = new ImportWindows(ahead, (rows, newTeams, taken) => {
      const readSoFar = jobRows;
      return (
        this.writeWindow(manager, rows, newTeams, ahead, emptyBoard, now, tally, progress, taken)
          // Rows processed: the window's skipped rows count once its good ones are written.
          .then(() => progress.publish('importing', null, readSoFar))
      );
    });

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
          await windows.makeRoom();
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
          const newTeam = knownTeams.has(teamKey)
            ? undefined
            : { name: row.teamName, location: row.location };
          knownTeams.add(teamKey);
          windows.add(Object.assign(row, { applyUrlHash: hash }), newTeam);
        }
      }
      if (!columns) throw new BadRequestException('The file is empty; nothing was imported.');
      if (!jobRows) {
        throw new BadRequestException(
          'The file has a header but no job rows; nothing was imported.',
        );
      }
      await windows.finish();
    } catch (err) {
      // No rollback while a statement is running.
      await windows.abandon();
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
    const values = batch.map((row) => upsertOfRow(row, existing.get(row.applyUrlHash), now));
    await this.jobs.upsertByApplyUrl(manager, values, existing);
    tally.updated += existing.size;
    tally.inserted += batch.length - existing.size;
  }
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
