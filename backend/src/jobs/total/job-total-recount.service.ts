import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { PeriodicJob } from '../../common/periodic-job';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JobTotal } from './job-total';

export const JOB_TOTAL_QUEUE = 'job-total';
/** How often the number of jobs is counted again (decision 0265). */
export const RECOUNT_EVERY_MS = 60 * 60 * 1000;

/**
 * Counts the jobs again every hour, in the processes that run the background work, one at a time
 * (the alerts' periodic job: a BullMQ job scheduler with Redis, a timer on the embedded default),
 * and corrects the kept number of jobs when they differ (JobTotal.recount): writes that did not
 * record their change (a replica of an earlier release during a rolling update, an edit by hand)
 * are in the admin's total within the hour. A recount cut short changes nothing.
 */
@Injectable()
export class JobTotalRecount implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(JobTotalRecount.name);
  private readonly job: PeriodicJob;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly total: JobTotal,
  ) {
    this.job = new PeriodicJob({
      queue: JOB_TOTAL_QUEUE,
      scheduler: 'job-total-recount',
      jobName: 'recount',
      everyMs: RECOUNT_EVERY_MS,
      redisUrl: config.redisUrl,
      run: () => this.run(),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.backgroundWork) await this.job.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One recount; answers its correction (null: another process was recounting). */
  async run(): Promise<number | null> {
    const correction = await this.total.recount();
    if (correction) {
      this.logger.warn(
        `Job total corrected by ${correction}: jobs were written or deleted without their count`,
      );
    }
    return correction;
  }
}
