import { GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobsService } from '../jobs/jobs.service';
import { applyRedirectUrl } from './apply-redirect-url';
import type { RecordViewDto } from './dto/record-view.dto';
import { VIEW_COUNTER } from './job-counter-names';
import { JobCounters } from './job-counters.service';
import { JobDayStatsRepository } from './job-day-stats.repository';
import { viewSource } from './view-source';

/** Apply clicks and page views of jobs (docs/product.md#apply-tracking). */
@Injectable()
export class JobTrackingService {
  private readonly publicHost: string;

  constructor(
    private readonly jobs: JobsService,
    private readonly stats: JobDayStatsRepository,
    private readonly counters: JobCounters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.publicHost = new URL(config.publicUrl).host.toLowerCase();
  }

  /**
   * Counts an apply click and answers where to send the visitor: only the stored job's own apply
   * URL (with the tracking parameters), so the route cannot redirect anywhere else.
   */
  async applyClick(jobId: string, userAgent: string | undefined): Promise<string> {
    const job = await this.jobs.getDetail(jobId);
    if (job.closed || !job.applyUrl) throw new GoneException('This job is closed');
    const target = applyRedirectUrl(job.applyUrl, this.config.siteName);
    if (!target) throw new NotFoundException('This job has no web address to apply at');
    this.counters.count(jobId, 'applyClicks', userAgent);
    return target;
  }

  /** Counts one view of a job's page by where it came from; unknown jobs are a 404. */
  async recordView(
    jobId: string,
    dto: RecordViewDto,
    userAgent: string | undefined,
    requestHost: string | undefined,
  ): Promise<void> {
    if (!(await this.stats.jobExists(jobId))) throw new NotFoundException('Job not found');
    const ownHosts = new Set([this.publicHost, requestHost?.toLowerCase() ?? this.publicHost]);
    const source = viewSource(dto.referrer || undefined, dto.utmSource, ownHosts);
    this.counters.count(jobId, VIEW_COUNTER[source], userAgent);
  }
}
