import { BadRequestException, ConflictException, HttpException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { parse } from 'fast-csv';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { DataSource, EntityManager } from 'typeorm';
import { applyUrlHash } from '../jobs/apply-url-hash';
import { inferDepartment } from '../jobs/job-taxonomy';
import { JobsRepository, JobUpsert } from '../jobs/jobs.repository';
import { NewTeam, TeamsRepository } from '../teams/teams.repository';
import { ColumnPositions, readHeader } from './csv-columns';
import { assertLooksLikeText, utf8Check } from './csv-file-check';
import { isBlankRow, JobImportRow, linesSpanned, parseJobRow } from './csv-job-row';
import type { CsvImportResultDto, CsvRowErrorDto } from './dto/csv-import-result.dto';

/** Rows written per statement: well under SQLite's 32,766 bound parameters (14 per row). */
const BATCH_SIZE = 500;
const MAX_REPORTED_ERRORS = 100;

type PendingRow = JobImportRow & { applyUrlHash: string };

/** The running totals of one import. */
class ImportTally {
  inserted = 0;
  updated = 0;
  skipped = 0;
  errors: CsvRowErrorDto[] = [];

  reject(line: number, message: string): void {
    this.skipped += 1;
    if (this.errors.length < MAX_REPORTED_ERRORS) this.errors.push({ line, message });
  }
}

/**
 * Bulk job import (DESIGN §4). The upload is streamed from disk (never held whole in memory)
 * through a UTF-8 check and the CSV parser, twice: once to validate, once to write the good rows
 * in batches inside one transaction, so a bad file or a database failure leaves the board as it
 * was.
 */
@Injectable()
export class CsvImportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsRepository,
    private readonly teams: TeamsRepository,
  ) {}

  private running = false;

  /**
   * Imports one file. A first pass reads and validates the whole file without touching the
   * database, so a file-level problem (encoding, broken quoting, missing columns) found anywhere
   * rejects it before anything is written; the second pass writes the good rows in one
   * transaction. One import runs at a time per process (a second answers 409).
   */
  async importFile(path: string, now = new Date()): Promise<CsvImportResultDto> {
    if (this.running) {
      throw new ConflictException('Another CSV import is running; try again when it has finished.');
    }
    this.running = true;
    try {
      await assertLooksLikeText(path);
      await this.readRows(path, null, now);
      return await this.writeRows(path, now);
    } finally {
      this.running = false;
    }
  }

  private async writeRows(path: string, now: Date): Promise<CsvImportResultDto> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      const teamsBefore = await this.teams.count(runner.manager);
      const tally = await this.readRows(path, runner.manager, now);
      const newTeams = (await this.teams.count(runner.manager)) - teamsBefore;
      await runner.commitTransaction();
      return { message: summary(tally, newTeams), ...tally };
    } catch (err) {
      await runner.rollbackTransaction();
      throw err;
    } finally {
      await runner.release();
    }
  }

  /** Reads every row; with a manager, writes the good ones in batches through it. */
  private async readRows(
    path: string,
    manager: EntityManager | null,
    now: Date,
  ): Promise<ImportTally> {
    const tally = new ImportTally();
    const seen = new Map<string, number>(); // apply-URL hash → line of its first row
    const knownTeams = new Set<string>();
    let batch: PendingRow[] = [];
    let newTeams: NewTeam[] = [];
    let columns: ColumnPositions | undefined;
    let width = 0;
    let line = 1;
    let dataRows = 0;
    let writing = false;

    const flush = async () => {
      if (manager) {
        writing = true;
        await this.teams.createMissing(manager, newTeams);
        await this.writeBatch(manager, batch, now, tally);
        writing = false;
      }
      batch = [];
      newTeams = [];
    };

    const rows = pipeline(
      createReadStream(path),
      utf8Check(),
      parse({ headers: false, ignoreEmpty: false }),
      () => undefined, // errors surface through the iteration below
    ) as AsyncIterable<string[]>;

    try {
      for await (const cells of rows) {
        const rowLine = line;
        line += linesSpanned(cells);
        if (!columns) {
          columns = readHeader(cells);
          width = cells.length;
          continue;
        }
        if (isBlankRow(cells)) continue;
        dataRows += 1;

        const result = parseJobRow(cells, columns, width);
        if (!result.ok) {
          tally.reject(rowLine, result.problems.join('; '));
          continue;
        }
        const hash = applyUrlHash(result.row.applyUrl);
        const firstLine = seen.get(hash);
        if (firstLine !== undefined) {
          tally.reject(
            rowLine,
            `apply_url repeats line ${firstLine}; only the first row was imported`,
          );
          continue;
        }
        seen.set(hash, rowLine);

        const teamKey = result.row.teamName.toLowerCase();
        if (!knownTeams.has(teamKey)) {
          knownTeams.add(teamKey);
          newTeams.push({ name: result.row.teamName, location: result.row.location });
        }
        batch.push({ ...result.row, applyUrlHash: hash });
        if (batch.length >= BATCH_SIZE) await flush();
      }
    } catch (err) {
      // Database failures keep their own answer; anything else stopped the reading of the file.
      throw writing || err instanceof HttpException ? err : unreadable(err, line);
    }
    if (!columns) throw new BadRequestException('The file is empty; nothing was imported.');
    if (!dataRows) {
      throw new BadRequestException('The file has a header but no job rows; nothing was imported.');
    }
    await flush();
    return tally;
  }

  /** Inserts new jobs and updates existing ones (same apply URL) in one statement. */
  private async writeBatch(
    manager: EntityManager,
    batch: PendingRow[],
    now: Date,
    tally: ImportTally,
  ): Promise<void> {
    if (!batch.length) return;
    const existing = new Map(
      (
        await this.jobs.findByApplyUrlHashes(
          manager,
          batch.map((r) => r.applyUrlHash),
        )
      ).map((j) => [j.applyUrlHash, j]),
    );
    const values: JobUpsert[] = batch.map((row) => {
      const old = existing.get(row.applyUrlHash);
      return {
        id: randomUUID(),
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
      };
    });
    await this.jobs.upsertByApplyUrl(manager, values);
    tally.updated += existing.size;
    tally.inserted += batch.length - existing.size;
  }
}

/** A file the CSV parser or the stream could not read: a 400 naming where it stopped. */
function unreadable(err: unknown, line: number): HttpException {
  const detail = err instanceof Error ? err.message.replace(/^Parse Error: /, '') : String(err);
  return new BadRequestException(
    `The CSV could not be read near line ${line} (${detail.slice(0, 200)}); nothing was imported.`,
  );
}

function summary(tally: ImportTally, newTeams: number): string {
  const imported = tally.inserted + tally.updated;
  const parts = [
    `Imported ${imported} job${imported === 1 ? '' : 's'} (${tally.inserted} new, ${tally.updated} updated)`,
  ];
  if (tally.skipped) parts.push(`${tally.skipped} row${tally.skipped === 1 ? '' : 's'} skipped`);
  if (newTeams) parts.push(`${newTeams} new team${newTeams === 1 ? '' : 's'}`);
  return parts.join('; ') + '.';
}
