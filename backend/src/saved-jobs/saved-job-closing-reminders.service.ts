import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { receivesList } from '../account-email/mail-choices';
import { UnsubscribeTokens } from '../account-email/unsubscribe-token';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DAY_MS } from '../jobs/expiry/job-expiry';
import { Job } from '../jobs/job.entity';
import { Mailer } from '../mail/mailer.service';
import { jobPath } from '../seo/job-url';
import { savedJobClosingMail } from '../mail/templates/saved-job-closing.template';
import { User } from '../users/user.entity';
import { SavedJob } from './saved-job.entity';

/** How long before a saved job closes its reminder goes out. */
export const REMINDER_LEAD_MS = 3 * DAY_MS;
const RUN_EVERY_MS = 60 * 60 * 1000;

/**
 * Emails members a reminder once, about three days before a job they saved closes
 * (docs/product.md#saved-jobs): only while the job is still open (none if it closed early), only
 * to members who receive job alert emails (confirmed address, not unsubscribed). The outbox's
 * idempotency key (member, job) makes it once, whichever replica runs first.
 */
@Injectable()
export class SavedJobClosingReminders implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SavedJobClosingReminders.name);
  private readonly unsubscribeTokens: UnsubscribeTokens;
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.unsubscribeTokens = new UnsubscribeTokens(config.session.secrets);
  }

  onModuleInit(): void {
    if (!this.config.backgroundWork) return;
    this.timer = setInterval(() => {
      this.run().catch((err: unknown) => this.logger.warn(`Closing reminders failed: ${err}`));
    }, RUN_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Sends the reminders due at `now`; answers how many were newly queued. */
  async run(now = new Date()): Promise<number> {
    const soon = new Date(now.getTime() + REMINDER_LEAD_MS);
    const lifetimeMs = this.config.jobLifetimeDays * DAY_MS;
    const qb = this.dataSource
      .getRepository(SavedJob)
      .createQueryBuilder('saved')
      .innerJoin(Job, 'job', 'job.id = saved.jobId')
      .innerJoin(User, 'user', 'user.id = saved.userId')
      .select(['saved.userId AS userId', 'saved.jobId AS jobId'])
      .where('job.isActive = :active AND job.expiredAt IS NULL', { active: true });
    const closing =
      '(job.validThrough > :now AND job.validThrough <= :soon)' +
      (lifetimeMs > 0
        ? ' OR (job.validThrough IS NULL AND job.createdAt > :bornAfter AND job.createdAt <= :bornBy)'
        : '');
    qb.andWhere(`(${closing})`, {
      now,
      soon,
      bornAfter: new Date(now.getTime() - lifetimeMs),
      bornBy: new Date(soon.getTime() - lifetimeMs),
    });
    const due = await qb.getRawMany<{ userId: string; jobId: string }>();
    let sent = 0;
    for (const { userId, jobId } of due) {
      if (await this.remind(userId, jobId, lifetimeMs)) sent += 1;
    }
    return sent;
  }

  private async remind(userId: string, jobId: string, lifetimeMs: number): Promise<boolean> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    const job = await this.dataSource.getRepository(Job).findOneBy({ id: jobId });
    if (!user || !job || !receivesList(user, 'alerts')) return false;
    const closes = job.validThrough ?? new Date(new Date(job.createdAt).getTime() + lifetimeMs);
    const token = this.unsubscribeTokens.sign(user.id, 'alerts');
    const mail = await savedJobClosingMail(this.mailer.site, {
      firstName: user.firstName,
      positionTitle: job.positionTitle,
      teamName: job.teamName,
      closesOn: closes.toISOString().slice(0, 10),
      jobUrl: this.mailer.link(`${jobPath(job)}?utm_source=alert`),
      unsubscribeUrl: this.mailer.link(`/unsubscribe?token=${token}`),
    });
    return this.mailer.send({
      key: `saved-job-closing:${user.id}:${job.id}`,
      to: user.email,
      template: 'saved-job-closing',
      mail,
      unsubscribeUrl: this.mailer.link(`/api/unsubscribe?token=${token}`),
    });
  }
}
