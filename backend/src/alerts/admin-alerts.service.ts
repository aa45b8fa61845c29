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
    const since = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - (DAYS - 1) * DAY_MS);
    const byDay = new Map<string, AlertMailDayDto>();
    for (const row of await this.outbox.countPerDay('job-alert', since, now)) {
      const day = byDay.get(row.day) ?? { day: row.day, sent: 0, pending: 0, failed: 0 };
      if (row.status === 'sent') day.sent += row.count;
      else if (row.status === 'pending' || row.status === 'sending') day.pending += row.count;
      else day.failed += row.count;
      byDay.set(row.day, day);
    }
    return {
      alerts,
      days: [...byDay.values()].sort((a, b) => b.day.localeCompare(a.day)),
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
