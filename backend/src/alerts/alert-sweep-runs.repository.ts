import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { AlertSweepRun } from './alert-sweep-run.entity';

/** What the admin is shown of a sweep. */
export type SweepRunCounts = Omit<AlertSweepRun, 'id' | 'at'>;

/** The alert_sweep_runs table: the last `kept` sweeps of every process. */
@Injectable()
export class AlertSweepRunsRepository {
  constructor(@InjectRepository(AlertSweepRun) private readonly repo: Repository<AlertSweepRun>) {}

  /** Stores a finished sweep and forgets those beyond the last `kept`. */
  async record(at: Date, counts: SweepRunCounts, kept: number): Promise<void> {
    await this.repo.insert({ at, ...counts });
    const older = await this.repo.find({
      select: { id: true },
      order: { id: 'DESC' },
      skip: kept,
      take: 100,
    });
    if (older.length) await this.repo.delete({ id: In(older.map((run) => run.id)) });
  }

  /** The last recorded sweeps first. */
  latest(limit: number): Promise<AlertSweepRun[]> {
    return this.repo.find({ order: { id: 'DESC' }, take: limit });
  }
}
