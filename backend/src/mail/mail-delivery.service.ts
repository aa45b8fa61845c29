import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import pLimit from 'p-limit';
import { CoalescedRounds } from '../common/coalesced-rounds';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { UsersRepository } from '../users/users.repository';
import type { MailMessage } from './mail-message.entity';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MAIL_TRANSPORT } from './mail-tokens';
import type { MailTransport } from './mail-transport';
import { classifySmtpFailure, retryDelayMs } from './smtp-failure';

/** A `sending` row older than this was left by a process that died mid-attempt. */
const ABANDONED_AFTER_MS = 10 * 60_000;
/** How often a process deletes finished messages past MAIL_RETENTION_DAYS. */
const PRUNE_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** Due messages read at a time. */
const DUE_BATCH = 20;

/**
 * Works the outbox (decision 0141): sends every due message, as many at once as the transport
 * has connections, retries temporary failures with exponential backoff, stops at permanent ones
 * (and marks the recipient's account undeliverable), and never repeats an attempt whose outcome
 * is unknown. Runs at once after each enqueue and every MAIL_POLL_MS for retries; every process
 * that runs the background work may run it, the claim is atomic (a web replica only sends the
 * messages it stores itself). Once an hour it deletes finished messages older than
 * MAIL_RETENTION_DAYS.
 */
@Injectable()
export class MailDelivery
  implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown
{
  private readonly logger = new Logger('Mail');
  private timer?: NodeJS.Timeout;
  private prunedAt = 0;
  private readonly sendingNow = new Set<Promise<unknown>>();
  private readonly rounds = new CoalescedRounds(
    () => this.round(),
    (err) => this.logger.warn(`Outbox round failed: ${err.message}`),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly outbox: MailOutboxRepository,
    private readonly users: UsersRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.logger.log(`Mail goes to ${this.transport.description}`);
    if (!this.config.backgroundWork) return;
    this.timer = setInterval(() => void this.run(), this.config.mail.pollMs);
    this.timer.unref();
    void this.run();
  }

  /** Messages a web replica is sending on its own finish before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.sendingNow);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.rounds.stop();
    this.transport.close();
  }

  /**
   * A message was just stored under `key`. A process that runs the background work starts a
   * round; one that does not (a web replica) sends that message alone at once, so a member's
   * account mail does not wait for a worker's next poll, and leaves everything else, retries
   * included, to the workers.
   */
  stored(key: string): void {
    if (this.config.backgroundWork) {
      void this.run();
      return;
    }
    const sending = this.outbox
      .findByKey(key)
      .then(async (message) => {
        if (message?.status === 'pending' && (await this.attempt(message)))
          await this.outbox.markSent([message.id], new Date());
      })
      .catch((err: Error) => this.logger.warn(`Sending ${key} failed: ${err.message}`))
      .finally(() => this.sendingNow.delete(sending));
    this.sendingNow.add(sending);
  }

  /**
   * Sends what is due now; resolves when this round (and any asked for meanwhile) is done. A
   * process without the background work sends nothing this way.
   */
  run(): Promise<void> {
    if (!this.config.backgroundWork) return Promise.resolve();
    return this.rounds.run();
  }

  private async round(): Promise<void> {
    const now = new Date();
    await this.outbox.releaseAbandoned(new Date(now.getTime() - ABANDONED_AFTER_MS));
    if (now.getTime() - this.prunedAt >= PRUNE_EVERY_MS) await this.prune(now);
    // Every message due is sent this round, a batch at a time (a sweep's thousands of digests do
    // not wait a poll for each batch), as many at once as the transport has connections. Each
    // batch ends in a final state or a later attempt, so the next one finds other messages; the
    // messages a batch sent are recorded together, in one statement.
    const limit = pLimit(this.transport.atOnce);
    for (;;) {
      const due = await this.outbox.due(now, DUE_BATCH);
      const sent: string[] = [];
      const attempts = due.map((message) =>
        limit(async () => {
          if (!this.rounds.isStopped && (await this.attempt(message))) sent.push(message.id);
        }),
      );
      const settled = await Promise.allSettled(attempts);
      if (sent.length) await this.outbox.markSent(sent, new Date());
      const failed = settled.find((a) => a.status === 'rejected');
      if (failed) throw failed.reason;
      if (due.length < DUE_BATCH || this.rounds.isStopped) return;
    }
  }

  /** Deletes finished messages older than the retention; returns how many. */
  async prune(now = new Date()): Promise<number> {
    this.prunedAt = now.getTime();
    const before = new Date(now.getTime() - this.config.mail.retentionDays * DAY_MS);
    const deleted = await this.outbox.deleteFinishedBefore(before);
    if (deleted)
      this.logger.log(`Deleted ${deleted} finished messages older than ${before.toISOString()}`);
    return deleted;
  }

  /**
   * One attempt at a message read as pending, unless another process takes it first; true when
   * the transport took it, for the caller to record it sent. Until then it stays `sending`: a
   * process that dies before recording it leaves it to `releaseAbandoned`, never sent again.
   */
  private async attempt(pending: MailMessage): Promise<boolean> {
    const message = await this.outbox.claim(pending, new Date());
    if (!message) return false; // another process took it
    let handedOver = false;
    try {
      await this.transport.send(
        { id: message.id, from: this.config.mail.from, to: message.recipient, raw: message.raw },
        () => (handedOver = true),
      );
      return true;
    } catch (err) {
      await this.failed(message, err, handedOver);
      return false;
    }
  }

  private async failed(
    message: { id: string; recipient: string; template: string; attempts: number },
    err: unknown,
    handedOver: boolean,
  ): Promise<void> {
    const error = String((err as Error).message ?? err).slice(0, 500);
    const kind = classifySmtpFailure(err, handedOver);
    const what = `${message.template} mail to ${message.recipient}`;
    if (kind === 'permanent') {
      await this.outbox.markFinal(message.id, 'undeliverable', error);
      await this.users.markEmailUndeliverable(message.recipient, new Date());
      this.logger.warn(`${what} refused for good: ${error}`);
    } else if (kind === 'unconfirmed') {
      await this.outbox.markFinal(message.id, 'unconfirmed', error);
      this.logger.warn(`${what} may or may not have been delivered; not sent again: ${error}`);
    } else if (message.attempts >= this.config.mail.maxAttempts) {
      await this.outbox.markFinal(message.id, 'undeliverable', `Gave up: ${error}`);
      this.logger.warn(`${what} given up after ${message.attempts} attempts: ${error}`);
    } else {
      const delay = retryDelayMs(message.attempts, this.config.mail.retryBaseMs);
      await this.outbox.retryLater(message.id, new Date(Date.now() + delay), error);
      this.logger.log(`${what} failed (${error}); retry in ${Math.round(delay / 1000)} s`);
      setTimeout(() => void this.run(), delay + 5).unref();
    }
  }
}
