import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { placeholders } from '../database/placeholders';
import { Job } from '../jobs/job.entity';
import { COUNTERS, type DayCounts } from './job-counter-names';

/** Rows per INSERT: far under both drivers' bound-parameter limits (9 per row). */
const CHUNK = 500;

/** Writes of job_day_stats: batches added to the day rows, never one statement per request. */
@Injectable()
export class JobDayStatsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether a job exists (a primary-key lookup). */
  async jobExists(id: string): Promise<boolean> {
    const row = await this.dataSource
      .getRepository(Job)
      .createQueryBuilder('job')
      .select('job.id', 'id')
      .where('job.id = :id', { id })
      .getRawOne<{ id: string }>();
    return row !== undefined;
  }

  /**
   * Adds each row's counts to its job's day (inserted when missing). Rows of jobs deleted since
   * they were counted are dropped (their foreign key would refuse the whole batch).
   */
  async addCounts(rows: DayCounts[]): Promise<void> {
    if (!rows.length) return;
    const existing = await this.existingJobIds([...new Set(rows.map((row) => row.jobId))]);
    const kept = rows.filter((row) => existing.has(row.jobId));
    for (let start = 0; start < kept.length; start += CHUNK) {
      await this.upsert(kept.slice(start, start + CHUNK));
    }
  }

  private async existingJobIds(ids: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let start = 0; start < ids.length; start += CHUNK) {
      const rows = await this.dataSource
        .getRepository(Job)
        .createQueryBuilder('job')
        .select('job.id', 'id')
        .where('job.id IN (:...ids)', { ids: ids.slice(start, start + CHUNK) })
        .getRawMany<{ id: string }>();
      for (const row of rows) found.add(row.id);
    }
    return found;
  }

  /** One statement: INSERT ... adding to the existing row on a duplicate key (per driver). */
  private async upsert(rows: DayCounts[]): Promise<void> {
    const sqlite = this.dataSource.options.type === 'better-sqlite3';
    const q = (name: string) => (sqlite ? `"${name}"` : `\`${name}\``);
    const columns = ['jobId', 'day', ...COUNTERS];
    const tuple = `(${placeholders(columns.length)})`;
    const params = rows.flatMap((row) => [
      row.jobId,
      row.day,
      ...COUNTERS.map((name) => row.counts[name]),
    ]);
    const additions = COUNTERS.map((name) =>
      sqlite
        ? `${q(name)} = ${q(name)} + excluded.${q(name)}`
        : `${q(name)} = ${q(name)} + VALUES(${q(name)})`,
    ).join(', ');
    const conflict = sqlite
      ? `ON CONFLICT (${q('jobId')}, ${q('day')}) DO UPDATE SET ${additions}`
      : `ON DUPLICATE KEY UPDATE ${additions}`;
    await this.dataSource.query(
      `INSERT INTO ${q('job_day_stats')} (${columns.map(q).join(', ')}) VALUES ${rows
        .map(() => tuple)
        .join(', ')} ${conflict}`,
      params,
    );
  }
}
