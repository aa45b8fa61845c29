import { Logger } from '@nestjs/common';
import type { Queue, Worker } from 'bullmq';
import Redis from 'ioredis';

/** What a periodic job runs and how often. */
export interface PeriodicJobOptions {
  /** The BullMQ queue (Redis mode). */
  queue: string;
  /** The job scheduler's id and the name of the jobs it adds. */
  scheduler: string;
  jobName: string;
  everyMs: number;
  redisUrl?: string;
  run: () => Promise<unknown>;
}

/**
 * A task run every `everyMs` by one replica at a time (decision 0191): with Redis, a BullMQ job
 * scheduler shared by the replicas (upserted by each at start, again whenever its connection to
 * Redis comes back, and whenever a period's check finds it gone) puts one job on the queue per
 * period and one worker of one replica runs it (a failure is retried three times with
 * exponential backoff); on the embedded default the process runs it on a timer. Runs in one
 * process never overlap.
 */
export class PeriodicJob {
  private readonly logger: Logger;
  private queue?: Queue;
  private worker?: Worker;
  private timer?: NodeJS.Timeout;
  private running = false;
  private stopped = false;
  private readonly connections: Redis[] = [];

  constructor(private readonly options: PeriodicJobOptions) {
    this.logger = new Logger(`PeriodicJob ${options.queue}`);
  }

  async start(): Promise<void> {
    const { queue: name, scheduler, jobName, everyMs, redisUrl, run } = this.options;
    if (!redisUrl) {
      this.timer = setInterval(() => void this.runAlone(), everyMs);
      this.timer.unref();
      return;
    }
    // Loaded in Redis mode only: the embedded default never reads BullMQ's 250 files.
    const { Queue, Worker } = await import('bullmq');
    // BullMQ's blocking commands need connections that never give up a request.
    const connection = () => {
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
      this.connections.push(redis);
      return redis;
    };
    const queueConnection = connection();
    const queue = new Queue(name, { connection: queueConnection });
    this.queue = queue;
    const upsert = () =>
      queue.upsertJobScheduler(
        scheduler,
        { every: everyMs },
        {
          name: jobName,
          opts: {
            attempts: 3,
            backoff: { type: 'exponential', delay: 5_000 },
            removeOnComplete: 100,
            removeOnFail: 100,
          },
        },
      );
    await upsert();
    // A Redis that comes back without its data (restarted without persistence, a failover to an
    // empty replica) has lost the scheduler, and the work would stop until a process restarts:
    // each reconnection upserts it again, as a start does (the same scheduler, kept if it is there).
    const renew = (why: string) =>
      upsert().catch((err: Error) => {
        if (!this.stopped)
          this.logger.warn(`${name}: the scheduler was not renewed (${why}): ${err.message}`);
      });
    queueConnection.on('ready', () => void renew('reconnected'));
    // Data can also go while the connections stay (a FLUSHALL by hand, keys evicted under a
    // memory limit): once a period each process looks for the scheduler and adds it if it is gone.
    let checking = false;
    this.timer = setInterval(() => {
      if (checking) return; // Redis is away: the last check waits for it.
      checking = true;
      queue
        .getJobScheduler(scheduler)
        .then((found) => {
          if (found || this.stopped) return;
          this.logger.warn(`${name}: the scheduler was gone from Redis; adding it again`);
          return renew('gone');
        })
        .catch((err: Error) => {
          if (!this.stopped)
            this.logger.warn(`${name}: the scheduler was not checked: ${err.message}`);
        })
        .finally(() => (checking = false));
    }, everyMs);
    this.timer.unref();
    this.worker = new Worker(name, () => run(), { connection: connection(), concurrency: 1 });
    this.worker.on('failed', (job, err) =>
      this.logger.warn(`${name} ${job?.id ?? ''} failed: ${err.message}`),
    );
    // Without a listener BullMQ prints these (a lost connection, mostly) as bare stack traces.
    const onError = (err: Error) => {
      if (!this.stopped) this.logger.warn(`${name}: ${err.message}`);
    };
    this.worker.on('error', onError);
    queue.on('error', onError);
  }

  /**
   * Stops without waiting for a running job (callers make a cut-short run safe to repeat) and
   * bounds the wait for the queue: a worker whose blocking connection an outage cut can wait
   * forever for it.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    const closed = Promise.all([this.worker?.close(true), this.queue?.close()]);
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    // BullMQ leaves connections it was given open.
    for (const redis of this.connections) redis.disconnect();
  }

  private async runAlone(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.options.run();
    } catch (err) {
      this.logger.warn(`${this.options.queue} failed: ${(err as Error).message}`);
    } finally {
      this.running = false;
    }
  }
}
