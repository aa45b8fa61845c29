import { Module } from '@nestjs/common';
import { AdminJobClassificationController } from './admin-job-classification.controller';
import { AdminJobsController } from './admin-jobs.controller';
import { JobExpirySweep } from './job-expiry-sweep.service';
import { JobFacetsController } from './job-facets.controller';
import { JobFacetsRepository } from './job-facets.repository';
import { JobFacetsService } from './job-facets.service';
import { JobsController } from './jobs.controller';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';
import { JobSearchIndex } from './search-index/job-search-index';

@Module({
  // JobFacetsController first: its fixed `jobs/facets` path must be matched before `jobs/:id`.
  controllers: [
    JobFacetsController,
    JobsController,
    AdminJobsController,
    AdminJobClassificationController,
  ],
  providers: [
    JobsRepository,
    JobsService,
    JobExpirySweep,
    JobFacetsRepository,
    JobFacetsService,
    JobSearchIndex,
  ],
  exports: [JobsRepository, JobsService, JobExpirySweep, JobSearchIndex],
})
export class JobsModule {}
