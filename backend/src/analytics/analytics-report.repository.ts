import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { Job } from '../jobs/job.entity';
import { User } from '../users/user.entity';
import { COUNTERS, type Counts } from './job-counter-names';
import { JobDayStat } from './job-day-stat.entity';

/** A day range, both ends included (YYYY-MM-DD, UTC). */
export interface DayRange {
  from: string;
  to: string;
}

const VIEWS =
  'stat.viewsBoard + stat.viewsSearch + stat.viewsAlert + stat.viewsOther + stat.viewsDirect';

export interface DayTotals {
  day: string;
  views: number;
  applyClicks: number;
  saves: number;
}

export interface RankedRow {
  jobId?: string;
  positionTitle?: string;
  teamName: string;
  views: number;
  applyClicks: number;
}

export type JobDayRow = Counts & {
  day: string;
  jobId: string;
  positionTitle: string;
  teamName: string;
};

/** The admin's analytics reads of job_day_stats (grouped by day, job, team) and new members. */
@Injectable()
export class AnalyticsReportRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async totalsByDay(range: DayRange): Promise<DayTotals[]> {
    const rows = await this.stats(range)
      .select('stat.day', 'day')
      .addSelect(`SUM(${VIEWS})`, 'views')
      .addSelect('SUM(stat.applyClicks)', 'applyClicks')
      .addSelect('SUM(stat.saves)', 'saves')
      .groupBy('stat.day')
      .getRawMany<Record<string, string | number>>();
    return rows.map((row) => ({
      day: String(row.day),
      views: Number(row.views),
      applyClicks: Number(row.applyClicks),
      saves: Number(row.saves),
    }));
  }

  /** Views by source over the range. */
  async sourceTotals(range: DayRange): Promise<Counts> {
    let qb = this.stats(range).select('COUNT(*)', 'rows');
    for (const name of COUNTERS) qb = qb.addSelect(`SUM(stat.${name})`, name);
    const row = (await qb.getRawOne<Record<string, string | number | null>>()) ?? {};
    return Object.fromEntries(COUNTERS.map((name) => [name, Number(row[name] ?? 0)])) as Counts;
  }

  /** Jobs (or teams) with the most apply clicks, then views. */
  async top(range: DayRange, by: 'job' | 'team', limit: number): Promise<RankedRow[]> {
    let qb = this.stats(range)
      .innerJoin(Job, 'job', 'job.id = stat.jobId')
      .select('job.teamName', 'teamName')
      .addSelect(`SUM(${VIEWS})`, 'views')
      .addSelect('SUM(stat.applyClicks)', 'applyClicks');
    qb =
      by === 'job'
        ? qb
            .addSelect('job.id', 'jobId')
            .addSelect('job.positionTitle', 'positionTitle')
            .groupBy('job.id')
            .addGroupBy('job.positionTitle')
            .addGroupBy('job.teamName')
        : qb.groupBy('job.teamName');
    const rows = await qb
      .orderBy('applyClicks', 'DESC')
      .addOrderBy('views', 'DESC')
      .addOrderBy('teamName', 'ASC')
      .limit(limit)
      .getRawMany<Record<string, string | number>>();
    return rows.map((row) => ({
      ...(by === 'job'
        ? { jobId: String(row.jobId), positionTitle: String(row.positionTitle) }
        : {}),
      teamName: String(row.teamName),
      views: Number(row.views),
      applyClicks: Number(row.applyClicks),
    }));
  }

  /** Every job's day rows in the range, by day then job (the CSV export). */
  async jobDays(range: DayRange): Promise<JobDayRow[]> {
    let qb = this.stats(range)
      .innerJoin(Job, 'job', 'job.id = stat.jobId')
      .select('stat.day', 'day')
      .addSelect('stat.jobId', 'jobId')
      .addSelect('job.positionTitle', 'positionTitle')
      .addSelect('job.teamName', 'teamName');
    for (const name of COUNTERS) qb = qb.addSelect(`stat.${name}`, name);
    const rows = await qb
      .orderBy('stat.day', 'ASC')
      .addOrderBy('stat.jobId', 'ASC')
      .getRawMany<Record<string, string | number>>();
    return rows.map((row) => ({
      day: String(row.day),
      jobId: String(row.jobId),
      positionTitle: String(row.positionTitle),
      teamName: String(row.teamName),
      ...(Object.fromEntries(COUNTERS.map((name) => [name, Number(row[name])])) as Counts),
    }));
  }

  /** When each member who signed up since `since` did (the users' createdAt index). */
  async memberSignUps(since: Date): Promise<Date[]> {
    const rows = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .select('user.createdAt', 'createdAt')
      .where('user.createdAt >= :since', { since })
      .getRawMany<{ createdAt: Date | string }>();
    return rows.map((row) =>
      row.createdAt instanceof Date
        ? row.createdAt
        : new Date(`${String(row.createdAt).replace(' ', 'T')}Z`),
    );
  }

  private stats(range: DayRange): SelectQueryBuilder<JobDayStat> {
    return this.dataSource
      .getRepository(JobDayStat)
      .createQueryBuilder('stat')
      .where('stat.day >= :from AND stat.day <= :to', range);
  }
}
