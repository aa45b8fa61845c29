import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JobWriter } from '../writer/job-writer.service';

/** How often the sweep marks expired jobs. */
export const EXPIRY_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Marks jobs that passed their closing date (and unmarks reopened ones) at start and every ten
 * minutes, in processes that run the background work. The mark only lets the board's index skip
 * expired jobs: every public read checks the dates as well, so nothing depends on when this runs,
 * and processes running it together do the same idempotent updates.
 */
@Injectable()
export class JobExpirySweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(JobExpirySweep.name);
  private timer?: NodeJS.Timeout;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly jobs: JobWriter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.backgroundWork) return;
    void this.run();
    this.timer = setInterval(() => void this.run(), EXPIRY_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.queue;
  }

  /** One sweep at `now` (default: when it starts); sweeps in one process never overlap. */
  run(now?: Date): Promise<void> {
    this.queue = this.queue.then(() => this.sweep(now ?? new Date()));
    return this.queue;
  }

  private async sweep(now: Date): Promise<void> {
    try {
      const { marked, unmarked } = await this.jobs.markExpired(now);
      if (marked || unmarked) {
        this.logger.log(`Job expiry: ${marked} expired, ${unmarked} open again`);
      }
    } catch (err) {
      // The next round retries; the board filters by date meanwhile.
      this.logger.warn(`Job expiry sweep failed: ${(err as Error).message}`);
    }
  }
}
