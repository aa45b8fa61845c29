import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { receivesList } from '../account-email/mail-choices';
import { UnsubscribeTokens } from '../account-email/unsubscribe-token';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobsQueryService } from '../jobs/jobs-query.service';
import type { NewMailMessage } from '../mail/mail-outbox.repository';
import { Mailer } from '../mail/mailer.service';
import { jobPath } from '../seo/job-url';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { alertDigestMail } from './alert-digest.template';
import { boardSearchPath } from './alert-filters';
import { AlertStopTokens } from './alert-stop-token';
import type { JobAlert } from './job-alert.entity';
import { JobAlertsRepository } from './job-alerts.repository';
import type { SweepMatches } from './sweep-matches';

/** The most jobs one digest lists; the rest are counted and linked to the board. */
export const DIGEST_MAX_JOBS = 25;

/** What became of one alert in one sweep. */
export type DigestOutcome = 'sent' | 'empty' | 'not-receiving' | 'taken';

/** What the sweep already knows: the alert's member (null: gone), its answers so far. */
export interface SweepContext {
  user?: User | null;
  matches?: SweepMatches;
}

/**
 * One alert's window as the sweep's reads decided it, for `AlertDigestSender.settle` to write:
 * where its watermark moves, and the digest to store when the window has jobs for a member who
 * receives alerts.
 */
export interface DigestWindow {
  alert: JobAlert;
  /** The window's end, where the watermark moves. */
  cutoff: Date;
  period: string;
  /** A window a sweep of an earlier build claimed and did not finish: finished as claimed. */
  claimed: boolean;
  /** What the window comes to when its watermark moves. */
  outcome: Exclude<DigestOutcome, 'taken'>;
  mail: NewMailMessage | null;
}

/**
 * Builds one alert's digest for one window (decision 0190): the listed jobs matching its search
 * that arrived after its watermark and up to the sweep's cutoff; then stores the digests of many
 * windows and moves their watermarks in one transaction (decision 0273). Each move is a compare
 * and set on the watermark this process read, and a digest is stored only with its window's
 * move, under a key naming the alert and the period: processes racing on one alert store and
 * send it once, and a process that dies mid-way leaves the windows it had not committed due,
 * with nothing stored.
 */
@Injectable()
export class AlertDigestSender {
  readonly stopTokens: AlertStopTokens;
  private readonly listTokens: UnsubscribeTokens;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsQueryService,
    private readonly users: UsersRepository,
    private readonly mailer: Mailer,
    private readonly alerts: JobAlertsRepository,
  ) {
    this.stopTokens = new AlertStopTokens(config.session.secrets);
    this.listTokens = new UnsubscribeTokens(config.session.secrets);
  }

  /**
   * The alert's window and its digest, read and composed, nothing written; or `not-receiving`
   * when the member's account is gone (the alert is deleted with it).
   */
  async prepare(
    alert: JobAlert,
    sweepPeriod: string,
    sweepCutoff: Date,
    now: Date,
    { user, matches }: SweepContext = {},
  ): Promise<DigestWindow | 'not-receiving'> {
    // A window claimed by a sweep that did not finish it (a process of an earlier build died,
    // or is still at it) is finished as it was claimed: same jobs, same period, same mail key.
    const claimed = alert.pendingUntil !== null;
    const period = alert.pendingPeriod ?? sweepPeriod;
    // A watermark never moves back (an alert created after the cutoff starts at its creation).
    const cutoff =
      alert.pendingUntil ?? (alert.listedAfter > sweepCutoff ? alert.listedAfter : sweepCutoff);
    const member = user === undefined ? await this.users.findById(alert.userId) : user;
    // The account is gone: so are its alerts.
    if (!member) {
      await this.alerts.delete(alert.id);
      return 'not-receiving';
    }
    const window = { alert, cutoff, period, claimed };
    // Mail only to a confirmed, deliverable address that wants alerts; the window passes
    // unsent, so turning alerts back on does not deliver a backlog (as a new alert).
    if (!receivesList(member, 'alerts')) return { ...window, outcome: 'not-receiving', mail: null };
    const { jobs, total } = matches
      ? await matches.find(alert.filters, alert.listedAfter, cutoff)
      : await this.jobs.findArrivedBetween(
          alert.filters,
          alert.listedAfter,
          cutoff,
          DIGEST_MAX_JOBS,
          now,
        );
    if (total === 0) return { ...window, outcome: 'empty', mail: null };
    const mail = await this.compose(alert, member, period, jobs, total);
    return { ...window, outcome: 'sent', mail };
  }

  /**
   * Writes the windows in one transaction: each watermark moved from the value this process
   * read to the window's end (compare and set: an open window only while nobody moved it, a
   * claimed one only while it is still that claim), and the digests of the windows it moved
   * stored in the outbox (once per key). What became of each window, in order: `taken` when
   * another process moved it first. Delivery starts once the transaction has committed.
   */
  async settle(windows: readonly DigestWindow[], now: Date): Promise<DigestOutcome[]> {
    const { outcomes, stored } = await this.dataSource.transaction(async (manager) => {
      const moves = windows.map(({ alert, cutoff, period, claimed, mail }) => ({
        alert,
        cutoff,
        period,
        sentAt: mail ? now : null,
        claimed,
      }));
      const moved = await this.alerts.advanceAll(moves, manager);
      const taken = (window: DigestWindow) => !moved.has(window.alert.id);
      const outcomes = windows.map((w): DigestOutcome => (taken(w) ? 'taken' : w.outcome));
      const mails = windows.flatMap((w) => (!taken(w) && w.mail ? [w.mail] : []));
      return { outcomes, stored: await this.mailer.storeAll(mails, manager) };
    });
    this.mailer.deliver(stored);
    return outcomes;
  }

  private async compose(
    alert: JobAlert,
    user: User,
    period: string,
    jobs: Awaited<ReturnType<JobsQueryService['findArrivedBetween']>>['jobs'],
    total: number,
  ): Promise<NewMailMessage> {
    const listToken = this.listTokens.sign(user.id, 'alerts');
    const stopToken = this.stopTokens.sign(alert.id);
    const mail = await alertDigestMail(this.mailer.site, {
      firstName: user.firstName,
      alertName: alert.name,
      jobs: jobs.map((job) => ({
        title: job.positionTitle,
        team: job.teamName,
        location: job.location,
        posted: job.datePosted,
        url: this.mailer.link(`${jobPath(job)}?utm_source=alert`),
      })),
      total,
      boardUrl: this.mailer.link(boardSearchPath(alert.filters)),
      stopAlertUrl: this.mailer.link(`/api/alerts/stop?token=${stopToken}`),
      unsubscribeAllUrl: this.mailer.link(`/unsubscribe?token=${listToken}`),
    });
    return this.mailer.compose({
      key: `job-alert:${alert.id}:${period}`,
      to: user.email,
      template: 'job-alert',
      mail,
      unsubscribeUrl: this.mailer.link(`/api/unsubscribe?token=${listToken}`),
    });
  }
}
