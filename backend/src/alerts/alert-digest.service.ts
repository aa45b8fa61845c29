import { Inject, Injectable } from '@nestjs/common';
import { receivesList } from '../account-email/mail-choices';
import { UnsubscribeTokens } from '../account-email/unsubscribe-token';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobsQueryService } from '../jobs/jobs-query.service';
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
 * Builds and sends one alert's digest for one window (decision 0190): the listed jobs matching
 * its search that arrived after its watermark and up to the sweep's cutoff. A window with jobs is
 * claimed first (its end and period, by compare and set), its mail stored under a key naming the
 * alert and that period, and the watermark then moved to the claimed end: processes racing on
 * one alert, or one finishing what a dead one claimed, store and send it once.
 */
@Injectable()
export class AlertDigestSender {
  readonly stopTokens: AlertStopTokens;
  private readonly listTokens: UnsubscribeTokens;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly jobs: JobsQueryService,
    private readonly users: UsersRepository,
    private readonly mailer: Mailer,
    private readonly alerts: JobAlertsRepository,
  ) {
    this.stopTokens = new AlertStopTokens(config.session.secrets);
    this.listTokens = new UnsubscribeTokens(config.session.secrets);
  }

  async process(
    alert: JobAlert,
    sweepPeriod: string,
    sweepCutoff: Date,
    now: Date,
    { user, matches }: SweepContext = {},
  ): Promise<DigestOutcome> {
    // A window claimed by a sweep that did not finish it (a replica died, or is still at it) is
    // finished as it was claimed: same jobs, same period, same mail key (decision 0191).
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
    // Mail only to a confirmed, deliverable address that wants alerts; the window passes
    // unsent, so turning alerts back on does not deliver a backlog (as a new alert).
    if (!receivesList(member, 'alerts')) {
      const moved = await this.alerts.advance(alert, cutoff, period, null, claimed);
      return moved ? 'not-receiving' : 'taken';
    }
    const { jobs, total } = matches
      ? await matches.find(alert.filters, alert.listedAfter, cutoff)
      : await this.jobs.findArrivedBetween(
          alert.filters,
          alert.listedAfter,
          cutoff,
          DIGEST_MAX_JOBS,
          now,
        );
    if (total === 0) {
      return (await this.alerts.advance(alert, cutoff, period, null, claimed)) ? 'empty' : 'taken';
    }
    // Claim, store, move: whoever finds the claim later stores the same key (the outbox keeps
    // one) and moves the watermark to the claimed end, so nothing is sent twice or skipped.
    if (!claimed && !(await this.alerts.claim(alert, cutoff, period))) return 'taken';
    await this.send(alert, member, period, jobs, total);
    return (await this.alerts.advance(alert, cutoff, period, now, true)) ? 'sent' : 'taken';
  }

  private async send(
    alert: JobAlert,
    user: User,
    period: string,
    jobs: Awaited<ReturnType<JobsQueryService['findArrivedBetween']>>['jobs'],
    total: number,
  ): Promise<void> {
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
    await this.mailer.send({
      key: `job-alert:${alert.id}:${period}`,
      to: user.email,
      template: 'job-alert',
      mail,
      unsubscribeUrl: this.mailer.link(`/api/unsubscribe?token=${listToken}`),
    });
  }
}
