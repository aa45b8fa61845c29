import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { AdminAnalyticsController } from './admin-analytics.controller';
import { AnalyticsReportRepository } from './analytics-report.repository';
import { AnalyticsReportService } from './analytics-report.service';
import { JobCounters } from './job-counters.service';
import { JobDayStatsRepository } from './job-day-stats.repository';
import { JobTrackingController } from './job-tracking.controller';
import { JobTrackingService } from './job-tracking.service';

/** Apply tracking, page-view counting and the admin's analytics (docs/product.md#analytics). */
@Module({
  imports: [JobsModule],
  controllers: [JobTrackingController, AdminAnalyticsController],
  providers: [
    JobDayStatsRepository,
    JobCounters,
    JobTrackingService,
    AnalyticsReportRepository,
    AnalyticsReportService,
  ],
  exports: [JobCounters],
})
export class AnalyticsModule {}
