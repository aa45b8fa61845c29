import { Injectable, NotFoundException } from '@nestjs/common';
import { MailOutboxRepository } from '../mail/mail-outbox.repository';
import { UsersRepository } from '../users/users.repository';
import { AlertSweep } from './alert-sweep.service';
import { AlertDto } from './dto/alert.dto';
import { AlertMailDayDto, AlertsSummaryDto } from './dto/alerts-summary.dto';
import { JobAlertsRepository } from './job-alerts.repository';

const DAYS = 14;
const DAY_MS = 86_400_000;

/** What the admin sees of job alerts: counts, the digests per day, the last sweeps. */
@Injectable()
export class AdminAlertsService {
  constructor(
    private readonly alerts: JobAlertsRepository,
    private readonly outbox: MailOutboxRepository,
    private readonly sweep: AlertSweep,
    private readonly users: UsersRepository,
  ) {}

  async summary(now = new Date()): Promise<AlertsSummaryDto> {
    const { counts, lastSentAt } = await this.alerts.summary();
    const alerts = { total: 0, paused: 0, instant: 0, daily: 0, weekly: 0 };
    for (const row of counts) {
      alerts.total += row.count;
      if (row.paused) alerts.paused += row.count;
      alerts[row.frequency] += row.count;
    }
    // One statement per day, each a range of the outbox's creation index: a day's count stays
    // well inside the read statement limit at any volume, where one statement over the 14 days
    // came near it at 100,000 digests a day. Today is open-ended: a message stamped by a
    // database clock a little ahead still counts.
    const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    const days: AlertMailDayDto[] = [];
    for (let ago = 0; ago < DAYS; ago++) {
      const from = today - ago * DAY_MS;
      const until = ago === 0 ? null : new Date(from + DAY_MS);
      const rows = await this.outbox.countCreatedBetween('job-alert', new Date(from), until);
      if (!rows.length) continue;
      const day = {
        day: new Date(from).toISOString().slice(0, 10),
        sent: 0,
        pending: 0,
        failed: 0,
      };
      for (const row of rows) {
        if (row.status === 'sent') day.sent += row.count;
        else if (row.status === 'pending' || row.status === 'sending') day.pending += row.count;
        else day.failed += row.count;
      }
      days.push(day);
    }
    return {
      alerts,
      days,
      lastSentAt,
      lastRuns: (await this.sweep.lastRuns()).map(
        ({ id, at, sent, empty, notReceiving, taken, failed }) => ({
          id,
          at,
          sent,
          empty,
          notReceiving,
          taken,
          failed,
        }),
      ),
    };
  }

  async ofUser(userId: string): Promise<AlertDto[]> {
    if (!(await this.users.findById(userId))) throw new NotFoundException('No such user');
    return (await this.alerts.listFor(userId)).map((alert) => AlertDto.of(alert));
  }
}
