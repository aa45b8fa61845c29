import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AlertSweep } from './alert-sweep.service';

export const ALERT_QUEUE = 'job-alerts';

/**
 * What starts the alert sweeps (decision 0191). With Redis, a BullMQ job scheduler shared by the
 * replicas puts one `sweep` job on the queue every ALERTS_SWEEP_MS, and one worker of one replica
 * runs it (a failed sweep is retried with backoff). On the embedded default the process runs the
 * same sweep on a timer.
 */
@Injectable()
export class AlertQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AlertQueue.name);
  private queue?: Queue;
  private worker?: Worker;
  private timer?: NodeJS.Timeout;
  private readonly connections: Redis[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sweep: AlertSweep,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const every = this.config.alerts.sweepMs;
    if (!this.config.redisUrl) {
      this.timer = setInterval(() => void this.sweep.run().catch(() => undefined), every);
      this.timer.unref();
      return;
    }
    // BullMQ's blocking commands need connections that never give up a request.
    const connection = () => {
      const redis = new Redis(this.config.redisUrl!, { maxRetriesPerRequest: null });
      this.connections.push(redis);
      return redis;
    };
    this.queue = new Queue(ALERT_QUEUE, { connection: connection() });
    await this.queue.upsertJobScheduler(
      'alert-sweep',
      { every },
      {
        name: 'sweep',
        opts: {
          attempts: 3,
          backoff: { type: 'exponential', delay: 5_000 },
          removeOnComplete: 100,
          removeOnFail: 100,
        },
      },
    );
    this.worker = new Worker(ALERT_QUEUE, () => this.sweep.run(), {
      connection: connection(),
      concurrency: 1,
    });
    this.worker.on('failed', (job, err) =>
      this.logger.warn(`Job alert sweep ${job?.id ?? ''} failed: ${err.message}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    // A sweep is safe to cut short (the outbox key and the watermark's compare-and-set make a
    // retry send nothing twice), and a worker whose blocking connection was cut by an outage can
    // wait forever for it: close without waiting for the active job, and bound the wait.
    const closed = Promise.all([this.worker?.close(true), this.queue?.close()]);
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    // BullMQ leaves connections it was given open.
    for (const redis of this.connections) redis.disconnect();
  }
}
