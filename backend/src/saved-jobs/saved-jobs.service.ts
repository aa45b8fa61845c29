import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { JobCounters } from '../analytics/job-counters.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { closesAt, type ExpiryRule, isExpired } from '../jobs/expiry/job-expiry';
import type { SavedJobDto } from './dto/saved-job.dto';
import { SavedJobsRepository, type SavedJobRow } from './saved-jobs.repository';

/** Members' saved jobs (docs/product.md#saved-jobs). */
@Injectable()
export class SavedJobsService {
  private readonly expiry: ExpiryRule;

  constructor(
    private readonly saved: SavedJobsRepository,
    private readonly counters: JobCounters,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.expiry = { lifetimeDays: config.jobLifetimeDays };
  }

  /** Idempotent: saving a saved job changes nothing and is counted once. Closed jobs may be saved. */
  async save(userId: string, jobId: string, userAgent: string | undefined): Promise<void> {
    if (!(await this.saved.jobExists(jobId))) throw new NotFoundException('Job not found');
    if (await this.saved.insertIfMissing(userId, jobId)) {
      this.counters.count(jobId, 'saves', userAgent);
    }
  }

  /** Idempotent: removing a job that is not saved (or no longer exists) is not an error. */
  unsave(userId: string, jobId: string): Promise<void> {
    return this.saved.delete(userId, jobId);
  }

  /** Open jobs first, then closed ones; most recently saved first within each. */
  async list(userId: string, now = new Date()): Promise<SavedJobDto[]> {
    const rows = await this.saved.findByUser(userId);
    const items = rows.map((row) => this.toDto(row, now));
    return [...items.filter((item) => !item.closed), ...items.filter((item) => item.closed)];
  }

  private toDto(row: SavedJobRow, now: Date): SavedJobDto {
    const closed = !row.isActive || row.expiredAt !== null || isExpired(row, this.expiry, now);
    return {
      id: row.id,
      positionTitle: row.positionTitle,
      teamName: row.teamName,
      location: row.location,
      datePosted: row.datePosted,
      validThrough: closesAt(row, this.expiry),
      closed,
      savedAt: row.savedAt,
    };
  }
}
