import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PeriodicJob } from '../common/periodic-job';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AlertSweep } from './alert-sweep.service';

export const ALERT_QUEUE = 'job-alerts';

/**
 * What starts the alert sweeps (decision 0191): one sweep every ALERTS_SWEEP_MS by one replica
 * (a BullMQ job scheduler with Redis, a timer on the embedded default). A sweep is safe to cut
 * short: the outbox key and the watermark's compare-and-set make a retry send nothing twice.
 */
@Injectable()
export class AlertQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly job: PeriodicJob;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    sweep: AlertSweep,
  ) {
    this.job = new PeriodicJob({
      queue: ALERT_QUEUE,
      scheduler: 'alert-sweep',
      jobName: 'sweep',
      everyMs: config.alerts.sweepMs,
      redisUrl: config.redisUrl,
      run: () => sweep.run(),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.backgroundWork) await this.job.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }
}
