import { Module } from '@nestjs/common';
import { ClusterLock } from '../common/cluster-lock';
import { JobsModule } from '../jobs/jobs.module';
import { AdminSourcesController } from './admin-sources.controller';
import { IngestionRun } from './ingestion-run.service';
import { IngestionSchedule } from './ingestion-schedule.service';
import { JobSourcesRepository } from './job-sources.repository';
import { JobSourcesService } from './job-sources.service';
import { SourceFetcher } from './source-fetcher.service';

/** Job sources: teams' openings pulled from Greenhouse, Lever and job feeds on a schedule. */
@Module({
  imports: [JobsModule],
  controllers: [AdminSourcesController],
  providers: [
    ClusterLock,
    JobSourcesRepository,
    JobSourcesService,
    SourceFetcher,
    IngestionRun,
    IngestionSchedule,
  ],
  exports: [JobSourcesRepository],
})
export class IngestionModule {}
