import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobDayStat } from '../../analytics/job-day-stat.entity';
import { VIEW_COUNTER } from '../../analytics/job-counter-names';
import { DAY_MS } from '../expiry/job-expiry';

/** The admin job list counts the last this many UTC days, today included. */
export const TRAFFIC_DAYS = 30;

/** The first UTC day (YYYY-MM-DD) of the last TRAFFIC_DAYS days at `now`. */
export function trafficFromDay(now: Date): string {
  const today = Date.parse(now.toISOString().slice(0, 10));
  return new Date(today - (TRAFFIC_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
}

export interface JobTraffic {
  views: number;
  applyClicks: number;
}

/**
 * Views and apply clicks of a page of jobs in the admin list, read from the analytics day rows
 * (docs/product.md#analytics) in one grouped query by primary key (job, day), never per row.
 */
@Injectable()
export class JobTrafficRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Each job's totals over the UTC days from `fromDay` (YYYY-MM-DD) on; jobs without rows are absent. */
  async since(jobIds: string[], fromDay: string): Promise<Map<string, JobTraffic>> {
    const traffic = new Map<string, JobTraffic>();
    if (!jobIds.length) return traffic;
    const views = Object.values(VIEW_COUNTER)
      .map((column) => `stat.${column}`)
      .join(' + ');
    const rows = await this.dataSource
      .getRepository(JobDayStat)
      .createQueryBuilder('stat')
      .select('stat.jobId', 'jobId')
      .addSelect(`SUM(${views})`, 'views')
      .addSelect('SUM(stat.applyClicks)', 'applyClicks')
      .where('stat.jobId IN (:...jobIds)', { jobIds })
      .andWhere('stat.day >= :fromDay', { fromDay })
      .groupBy('stat.jobId')
      .getRawMany<{ jobId: string; views: string | number; applyClicks: string | number }>();
    for (const row of rows) {
      traffic.set(row.jobId, { views: Number(row.views), applyClicks: Number(row.applyClicks) });
    }
    return traffic;
  }
}
