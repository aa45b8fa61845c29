import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PeriodicJob } from '../common/periodic-job';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { IngestionRun } from './ingestion-run.service';
import type { JobSourceRun } from './job-source-run.entity';
import { JobSourcesRepository, wholeSeconds } from './job-sources.repository';

export const INGESTION_QUEUE = 'job-sources';

/**
 * The sources' schedule (decision 0220): every INGESTION_TICK_MS one replica (the alerts' periodic
 * job: a BullMQ job scheduler with Redis, a timer on the embedded default) looks for sources due
 * to run. Each due source is claimed by moving its next run on by compare and set, so replicas
 * that look at the same moment run it once; the run itself also holds the source's cluster lock.
 */
@Injectable()
export class IngestionSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly job: PeriodicJob;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sources: JobSourcesRepository,
    private readonly runner: IngestionRun,
  ) {
    this.job = new PeriodicJob({
      queue: INGESTION_QUEUE,
      scheduler: 'job-sources-tick',
      jobName: 'tick',
      everyMs: config.ingestion.tickMs,
      redisUrl: config.redisUrl,
      run: () => this.tick(),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.backgroundWork) await this.job.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** Runs every source due at `now` that this caller claims; answers the runs it made. */
  async tick(now = new Date()): Promise<JobSourceRun[]> {
    const runs: JobSourceRun[] = [];
    for (const source of await this.sources.findDue(now)) {
      const next = wholeSeconds(now.getTime() + source.everyMinutes * 60_000);
      if (!(await this.sources.claim(source.id, source.nextRunAt, next))) continue;
      const run = await this.runner.run({ ...source, nextRunAt: next }, 'schedule');
      if (run) runs.push(run);
    }
    return runs;
  }
}
