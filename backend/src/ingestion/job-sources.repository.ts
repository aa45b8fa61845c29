import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, LessThanOrEqual } from 'typeorm';
import { JobSourceRun } from './job-source-run.entity';
import { JobSource } from './job-source.entity';

/** Whole seconds: MySQL's datetime keeps no more, and the schedule's compare-and-set compares it. */
export const wholeSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

/** The job sources and their runs. */
@Injectable()
export class JobSourcesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get sources() {
    return this.dataSource.getRepository(JobSource);
  }

  private get runs() {
    return this.dataSource.getRepository(JobSourceRun);
  }

  findAll(): Promise<JobSource[]> {
    return this.sources.find({ order: { teamName: 'ASC', createdAt: 'ASC' } });
  }

  findById(id: string): Promise<JobSource | null> {
    return this.sources.findOne({ where: { id } });
  }

  async insert(source: Omit<JobSource, 'id' | 'createdAt'>): Promise<JobSource> {
    return this.sources.save(this.sources.create(source));
  }

  async change(id: string, changes: Partial<Omit<JobSource, 'id' | 'createdAt'>>): Promise<void> {
    await this.sources.update({ id }, changes);
  }

  async remove(id: string): Promise<void> {
    await this.sources.delete({ id });
    await this.runs.delete({ sourceId: id });
  }

  /** Sources not paused whose next run is due at `now`. */
  findDue(now: Date): Promise<JobSource[]> {
    return this.sources.find({
      where: { paused: false, nextRunAt: LessThanOrEqual(now) },
      order: { nextRunAt: 'ASC' },
    });
  }

  /**
   * Moves a due source's next run from `seen` to `next` if no other replica did first: true when
   * this caller claimed the run.
   */
  async claim(id: string, seen: Date, next: Date): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(JobSource)
      .set({ nextRunAt: next })
      .where('id = :id AND nextRunAt = :seen', { id, seen })
      .execute();
    return result.affected === 1;
  }

  async saveRun(run: JobSourceRun): Promise<JobSourceRun> {
    return this.runs.save(run);
  }

  /** A source's last `limit` runs, newest first. */
  lastRuns(sourceId: string, limit: number): Promise<JobSourceRun[]> {
    return this.runs.find({
      where: { sourceId },
      order: { startedAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  /** The last `limit` runs of each of these sources, newest first. */
  async lastRunsOf(sourceIds: string[], limit: number): Promise<Map<string, JobSourceRun[]>> {
    const byId = new Map<string, JobSourceRun[]>(sourceIds.map((id) => [id, []]));
    if (!sourceIds.length) return byId;
    // Few sources (one or two per team): one query per source keeps each on its index.
    for (const id of sourceIds) byId.set(id, await this.lastRuns(id, limit));
    return byId;
  }

  /** Sources an admin should look at (failing three times in a row, or a mass-close guard). */
  findFlagged(): Promise<JobSource[]> {
    return this.sources.find({ where: { flag: In(['failing', 'mass-close-guard']) } });
  }
}
