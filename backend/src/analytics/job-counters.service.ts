import { BeforeApplicationShutdown, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { isbot } from 'isbot';
import { type Counter, type DayCounts, zeroCounts } from './job-counter-names';
import { JobDayStatsRepository } from './job-day-stats.repository';

/** How often the buffered counts are written. */
export const FLUSH_INTERVAL_MS = 15_000;

/** Buffered (job, day) rows above which a flush starts at once, bounding the memory held. */
const MAX_BUFFERED_ROWS = 10_000;

/**
 * Per-job daily counters (docs/product.md#analytics), held in memory and added to the database
 * in one batch every FLUSH_INTERVAL_MS and when the app shuts down, so a counted request costs a
 * map update, not a write. Each replica buffers its own counts; the upsert adds, so replicas do
 * not overwrite each other. Requests from bots (by user agent, `isbot`) or with no user agent are
 * not counted. Nothing about the visitor is kept.
 */
@Injectable()
export class JobCounters implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobCounters.name);
  private buffer = new Map<string, DayCounts>();
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly stats: JobDayStatsRepository) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Counts one event unless the user agent is a bot's; answers whether it was counted. */
  count(jobId: string, counter: Counter, userAgent: string | undefined, now = new Date()): boolean {
    if (!userAgent || isbot(userAgent)) return false;
    const day = now.toISOString().slice(0, 10);
    const key = `${jobId}|${day}`;
    let row = this.buffer.get(key);
    if (!row) {
      row = { jobId, day, counts: zeroCounts() };
      this.buffer.set(key, row);
      if (this.buffer.size >= MAX_BUFFERED_ROWS) void this.flush();
    }
    row.counts[counter] += 1;
    return true;
  }

  /** Writes what is buffered (one flush at a time; counts arriving meanwhile wait for the next). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (!this.buffer.size) return;
      const rows = [...this.buffer.values()];
      this.buffer = new Map();
      try {
        await this.stats.addCounts(rows);
      } catch (err) {
        this.logger.warn(`Could not write ${rows.length} job counter rows; keeping them: ${err}`);
        this.restore(rows);
      }
    });
    return this.flushing;
  }

  private restore(rows: DayCounts[]): void {
    for (const row of rows) {
      const key = `${row.jobId}|${row.day}`;
      const current = this.buffer.get(key);
      if (!current) {
        if (this.buffer.size < MAX_BUFFERED_ROWS) this.buffer.set(key, row);
        continue;
      }
      for (const [name, value] of Object.entries(row.counts) as Array<[Counter, number]>) {
        current.counts[name] += value;
      }
    }
  }
}
