import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../database/query-errors';
import { Job } from '../jobs/job.entity';
import { SavedJob } from './saved-job.entity';

/** A saved job with the job's fields its list shows. */
export type SavedJobRow = Pick<
  Job,
  | 'id'
  | 'positionTitle'
  | 'teamName'
  | 'location'
  | 'datePosted'
  | 'isActive'
  | 'validThrough'
  | 'expiredAt'
  | 'createdAt'
> & { savedAt: Date };

@Injectable()
export class SavedJobsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async jobExists(jobId: string): Promise<boolean> {
    return this.dataSource.getRepository(Job).existsBy({ id: jobId });
  }

  /** Saves the job for the member; false when it was saved already (nothing changes). */
  async insertIfMissing(userId: string, jobId: string): Promise<boolean> {
    try {
      await this.dataSource.getRepository(SavedJob).insert({ userId, jobId });
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  async delete(userId: string, jobId: string): Promise<void> {
    await this.dataSource.getRepository(SavedJob).delete({ userId, jobId });
  }

  /** The member's saved jobs with their jobs' fields, most recently saved first. */
  async findByUser(userId: string): Promise<SavedJobRow[]> {
    const rows = await this.dataSource
      .getRepository(SavedJob)
      .createQueryBuilder('saved')
      .innerJoin(Job, 'job', 'job.id = saved.jobId')
      .select([
        'job.id AS id',
        'job.positionTitle AS positionTitle',
        'job.teamName AS teamName',
        'job.location AS location',
        'job.datePosted AS datePosted',
        'job.isActive AS isActive',
        'job.validThrough AS validThrough',
        'job.expiredAt AS expiredAt',
        'job.createdAt AS createdAt',
        'saved.savedAt AS savedAt',
      ])
      .where('saved.userId = :userId', { userId })
      .orderBy('saved.savedAt', 'DESC')
      .addOrderBy('job.id', 'ASC')
      .getRawMany<Record<string, unknown>>();
    return rows.map((row) => ({
      id: String(row.id),
      positionTitle: String(row.positionTitle),
      teamName: String(row.teamName),
      location: String(row.location),
      datePosted: toDate(row.datePosted)!,
      isActive: row.isActive === true || Number(row.isActive) === 1,
      validThrough: toDate(row.validThrough),
      expiredAt: toDate(row.expiredAt),
      createdAt: toDate(row.createdAt)!,
      savedAt: toDate(row.savedAt)!,
    }));
  }
}

/** Raw datetimes: Date objects from MySQL, UTC text from SQLite. */
function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  const text = String(value);
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}
