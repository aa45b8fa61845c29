import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import pLimit from 'p-limit';
import { chunks } from '../common/chunks';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobsQueryService } from '../jobs/jobs-query.service';
import { UsersRepository } from '../users/users.repository';
import type { User } from '../users/user.entity';
import { ALERT_CLOCK, AlertClock } from './alert-clock';
import {
  AlertDigestSender,
  DIGEST_MAX_JOBS,
  DigestOutcome,
  DigestWindow,
} from './alert-digest.service';
import { duePeriod, sweepCutoff } from './alert-schedule';
import type { AlertSweepRun } from './alert-sweep-run.entity';
import { AlertSweepRunsRepository } from './alert-sweep-runs.repository';
import { ALERT_FREQUENCIES, JobAlert } from './job-alert.entity';
import { JobAlertsRepository } from './job-alerts.repository';
import { SweepMatches } from './sweep-matches';

const BATCH = 200;
/**
 * Alerts of a batch read and composed at once: the board's answers they do not share with an
 * alert before them are queries, and two in flight share the database (decision 0191).
 */
const AT_ONCE = 2;
/**
 * Windows written per transaction (decision 0273): their watermarks' moves (on MySQL/MariaDB a
 * statement per distinct change) and their digests, a few to a statement, under one commit; the
 * rows stay locked until it.
 */
const WINDOWS_PER_TRANSACTION = 50;

export type SweepCounts = Record<DigestOutcome | 'failed', number>;

/** How many past sweeps are kept for the admin (of every process). */
const KEPT_RUNS = 10;

/**
 * Runs the alert digests (started by AlertQueue): each frequency whose period is due is swept in
 * batches of alerts. Sweeps in one process never overlap; replicas sweeping at once store each
 * digest once (its idempotency key) and move each watermark once (compare and set).
 */
@Injectable()
export class AlertSweep implements OnApplicationShutdown {
  private readonly logger = new Logger(AlertSweep.name);
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ALERT_CLOCK) private readonly clock: AlertClock,
    private readonly jobs: JobsQueryService,
    private readonly alerts: JobAlertsRepository,
    private readonly users: UsersRepository,
    private readonly digests: AlertDigestSender,
    private readonly runs: AlertSweepRunsRepository,
  ) {}

  /** The newest sweeps of every process, newest first. */
  lastRuns(): Promise<AlertSweepRun[]> {
    return this.runs.latest(KEPT_RUNS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.catch(() => undefined);
  }

  /** One sweep at `now` (default: the clock); what became of the alerts it looked at. */
  run(now?: Date): Promise<SweepCounts> {
    const next = this.queue.then(() => this.sweep(now ?? this.clock.now()));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async sweep(now: Date): Promise<SweepCounts> {
    const counts: SweepCounts = { sent: 0, empty: 0, 'not-receiving': 0, taken: 0, failed: 0 };
    // A deleted account's alerts go with it (paused ones included).
    await this.alerts.deleteOrphans();
    const cutoff = sweepCutoff(now);
    const latestArrival = await this.jobs.latestArrival(cutoff, now);
    // Alerts sharing a search and a watermark share the board's answer (one query, not one each).
    const matches = new SweepMatches(this.jobs, now, DIGEST_MAX_JOBS);
    for (const frequency of ALERT_FREQUENCIES) {
      const period = duePeriod(frequency, now, this.config.alerts);
      if (!period) continue;
      // Instant alerts look only when some job arrived after their watermark.
      const behind = frequency === 'instant' ? latestArrival : null;
      if (frequency === 'instant' && !behind) continue;
      let afterId = '';
      for (;;) {
        const batch = await this.alerts.dueBatch(frequency, period, behind, afterId, BATCH);
        // The batch's members in one query; an alert whose account is gone goes with it.
        const members = new Map(
          (await this.users.findByIds(batch.map((a) => a.userId))).map((u) => [u.id, u]),
        );
        const windows = await this.prepare(batch, members, period, cutoff, now, matches, counts);
        for (const part of chunks(windows, WINDOWS_PER_TRANSACTION)) {
          try {
            for (const outcome of await this.digests.settle(part, now)) counts[outcome]++;
          } catch (err) {
            counts.failed += part.length;
            // No watermark moved and no digest was stored: the next sweep tries these again.
            const first = part[0].alert.id;
            this.logger.warn(
              `${part.length} job alerts from ${first} failed: ${(err as Error).message}`,
            );
          }
        }
        if (batch.length < BATCH) break;
        afterId = batch[batch.length - 1].id;
      }
    }
    const { 'not-receiving': notReceiving, ...rest } = counts;
    // The digests went out whether or not the admin's record of the sweep can be stored.
    await this.runs
      .record(now, { ...rest, notReceiving }, KEPT_RUNS)
      .catch((err: Error) => this.logger.warn(`Recording the sweep failed: ${err.message}`));
    if (counts.sent) this.logger.log(`Job alerts: ${counts.sent} digests sent`);
    return counts;
  }

  /**
   * The batch's windows, in the batch's order (so that racing processes lock alerts in one
   * order), read and composed two alerts at a time; an alert whose reads fail counts as failed.
   */
  private async prepare(
    batch: readonly JobAlert[],
    members: ReadonlyMap<string, User>,
    period: string,
    cutoff: Date,
    now: Date,
    matches: SweepMatches,
    counts: SweepCounts,
  ): Promise<DigestWindow[]> {
    const limit = pLimit(AT_ONCE);
    const windows = await Promise.all(
      batch.map((alert) =>
        limit(async () => {
          try {
            const user = members.get(alert.userId) ?? null;
            const window = await this.digests.prepare(alert, period, cutoff, now, {
              user,
              matches,
            });
            if (window !== 'not-receiving') return window;
            counts['not-receiving']++;
          } catch (err) {
            counts.failed++;
            // The watermark did not move: the next sweep tries this window again.
            this.logger.warn(`Job alert ${alert.id} failed: ${(err as Error).message}`);
          }
          return null;
        }),
      ),
    );
    return windows.filter((window): window is DigestWindow => window !== null);
  }
}
