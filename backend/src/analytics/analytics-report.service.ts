import { Injectable } from '@nestjs/common';
import { DAY_MS } from '../jobs/expiry/job-expiry';
import {
  AnalyticsReportRepository,
  type DayRange,
  type RankedRow,
} from './analytics-report.repository';
import type { AnalyticsRankDto, AnalyticsReportDto } from './dto/analytics-report.dto';
import { JobCounters } from './job-counters.service';
import { VIEW_COUNTER } from './job-counter-names';
import { VIEW_SOURCES } from './view-source';

const TOP = 10;

/** The admin's analytics (docs/product.md#analytics): per day, by source, top jobs and teams. */
@Injectable()
export class AnalyticsReportService {
  constructor(
    private readonly report: AnalyticsReportRepository,
    private readonly counters: JobCounters,
  ) {}

  /** The last `days` days (UTC), today included; the buffered counts are written first. */
  range(days: number, now = new Date()): DayRange {
    const to = now.toISOString().slice(0, 10);
    const from = new Date(Date.parse(to) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
    return { from, to };
  }

  async build(days: number, now = new Date()): Promise<AnalyticsReportDto> {
    await this.counters.flush();
    const range = this.range(days, now);
    const [perDay, sources, topJobs, topTeams, signUps] = await Promise.all([
      this.report.totalsByDay(range),
      this.report.sourceTotals(range),
      this.report.top(range, 'job', TOP),
      this.report.top(range, 'team', TOP),
      this.report.memberSignUps(new Date(`${range.from}T00:00:00.000Z`)),
    ]);
    const byDay = new Map(perDay.map((row) => [row.day, row]));
    const members = new Map<string, number>();
    for (const at of signUps) {
      const day = at.toISOString().slice(0, 10);
      members.set(day, (members.get(day) ?? 0) + 1);
    }
    const list = [];
    for (let t = Date.parse(range.from); t <= Date.parse(range.to); t += DAY_MS) {
      const day = new Date(t).toISOString().slice(0, 10);
      const row = byDay.get(day);
      list.push({
        day,
        views: row?.views ?? 0,
        applyClicks: row?.applyClicks ?? 0,
        saves: row?.saves ?? 0,
        newMembers: members.get(day) ?? 0,
      });
    }
    return {
      ...range,
      days: list,
      sources: VIEW_SOURCES.map((source) => ({ source, views: sources[VIEW_COUNTER[source]] })),
      topJobs: topJobs.map(withRate),
      topTeams: topTeams.map(withRate),
    };
  }

  async jobDays(days: number) {
    await this.counters.flush();
    const range = this.range(days);
    return { range, rows: await this.report.jobDays(range) };
  }
}

function withRate(row: RankedRow): AnalyticsRankDto {
  const rate = row.views ? row.applyClicks / row.views : 0;
  return { ...row, clickThroughRate: Math.round(rate * 1000) / 1000 };
}
