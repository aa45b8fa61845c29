import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { CoalescedRounds } from '../common/coalesced-rounds';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { retryDelayMs } from '../mail/smtp-failure';
import { jobPath } from '../seo/job-url';
import type { EngineAnswer } from './engine-answer';
import { GoogleIndexingClient } from './google-indexing.client';
import { INDEXNOW_MAX_URLS, IndexNowClient } from './index-now.client';
import type { SearchEngine } from './search-engine-notice.entity';
import { Claim, SearchEngineNotices, wholeSecondAfter } from './search-engine-notices.repository';

/** Google takes one URL a request (and 200 a day by default): small claims. */
const GOOGLE_BATCH = 20;
/** How long a send holds its notices; a replica that died mid-send frees them after this. */
const HOLD_MS = 15 * 60_000;

/**
 * Sends the queued search-engine notices (decision 0210), after the writes that filed them have
 * committed and never inside them: a moment (INDEXING_BATCH_DELAY_MS) after each write, so a
 * burst of changes goes in one batch, and every INDEXING_POLL_MS for retries. Every replica may
 * run it: a batch is claimed atomically. A failed send is retried with exponential backoff, or
 * after the engine's Retry-After, and the engine waits in this process until then.
 */
@Injectable()
export class IndexingDelivery implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Indexing');
  private readonly indexNow?: IndexNowClient;
  private readonly google?: GoogleIndexingClient;
  private readonly pausedUntil = new Map<SearchEngine, number>();
  private timer?: NodeJS.Timeout;
  private readonly soonTimers = new Map<number, NodeJS.Timeout>();
  private readonly rounds = new CoalescedRounds(
    () => this.round(),
    (err) => this.logger.warn(`Sending notices failed: ${err.message}`),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notices: SearchEngineNotices,
  ) {
    const { indexNow, google } = config.indexing;
    if (indexNow)
      this.indexNow = new IndexNowClient(indexNow.key, indexNow.endpoint, config.publicUrl);
    if (google) this.google = new GoogleIndexingClient(google.account, google.endpoint);
  }

  onApplicationBootstrap(): void {
    if (!this.notices.engines.length || !this.config.backgroundWork) return;
    this.logger.log(`Job changes go to ${this.notices.engines.join(' and ')}`);
    this.timer = setInterval(() => void this.run(), this.config.indexing.pollMs);
    this.timer.unref();
    void this.run();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    for (const timer of this.soonTimers.values()) clearTimeout(timer);
    await this.rounds.stop();
  }

  /**
   * A write filed notices: send them when they are due (a batch delay later, on a whole second),
   * with whatever else changed meanwhile. One timer per due second.
   */
  soon(): void {
    // A web replica leaves the notices its writes filed to the workers' next poll.
    if (!this.config.backgroundWork) return;
    this.runAt(wholeSecondAfter(new Date(Date.now() + this.config.indexing.batchDelayMs)));
  }

  /** Runs a round at `due` (a whole second); one timer per such moment. */
  private runAt(due: Date): void {
    if (this.rounds.isStopped || this.soonTimers.has(due.getTime())) return;
    const timer = setTimeout(
      () => {
        this.soonTimers.delete(due.getTime());
        void this.run();
      },
      Math.max(0, due.getTime() - Date.now()),
    );
    timer.unref();
    this.soonTimers.set(due.getTime(), timer);
  }

  /** Sends what is due now; resolves when this round (and any asked for meanwhile) is done. */
  run(): Promise<void> {
    return this.rounds.run();
  }

  private async round(): Promise<void> {
    for (const engine of this.notices.engines) {
      await this.sendDue(engine).catch((err: unknown) =>
        this.logger.warn(`Sending ${engine} notices failed: ${(err as Error).message}`),
      );
    }
  }

  /** Claims and sends due batches of one engine until none is left or a send fails. */
  private async sendDue(engine: SearchEngine): Promise<void> {
    while (!this.rounds.isStopped && (this.pausedUntil.get(engine) ?? 0) <= Date.now()) {
      const limit = engine === 'google' ? GOOGLE_BATCH : INDEXNOW_MAX_URLS;
      const claim = await this.notices.claim(engine, limit, HOLD_MS);
      if (!claim.notices.length) return;
      const answer =
        engine === 'google' ? await this.sendGoogle(claim) : await this.sendIndexNow(claim);
      if (answer.ok) continue;
      const attempt = Math.max(...claim.notices.map((n) => n.attempts)) + 1;
      const delay = answer.retryAfterMs ?? retryDelayMs(attempt, this.config.indexing.retryBaseMs);
      const due = new Date(Date.now() + delay);
      this.pausedUntil.set(engine, due.getTime());
      await this.notices.retryAt(claim, due);
      if (delay < this.config.indexing.pollMs) this.runAt(wholeSecondAfter(due));
      this.logger.warn(
        `${answer.message}; ${claim.notices.length} job URL(s) retried in ${Math.round(delay / 1000)} s (attempt ${attempt})`,
      );
      return;
    }
  }

  private async sendIndexNow(claim: Claim): Promise<EngineAnswer> {
    const answer = await this.indexNow!.submit(claim.notices.map((n) => this.url(n)));
    if (answer.ok) await this.notices.done(claim);
    return answer;
  }

  /** One publish per URL; the ones Google took are done even when a later one fails. */
  private async sendGoogle(claim: Claim): Promise<EngineAnswer> {
    const taken: string[] = [];
    let answer: EngineAnswer = { ok: true };
    for (const notice of claim.notices) {
      if (this.rounds.isStopped) {
        answer = { ok: false, retryAfterMs: 0, message: 'Shutting down' };
        break;
      }
      answer = await this.google!.publish(
        this.url(notice),
        notice.listed ? 'URL_UPDATED' : 'URL_DELETED',
      );
      if (!answer.ok) break;
      taken.push(notice.jobId);
    }
    await this.notices.done(claim, taken);
    return answer;
  }

  private url(notice: { jobId: string; title: string }): string {
    return `${this.config.publicUrl}${jobPath({ id: notice.jobId, positionTitle: notice.title })}`;
  }
}
