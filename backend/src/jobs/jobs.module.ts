import { Module } from '@nestjs/common';
import { AdminJobsController } from './admin-jobs.controller';
import { JobExpirySweep } from './job-expiry-sweep.service';
import { JobsController } from './jobs.controller';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';

@Module({
  controllers: [JobsController, AdminJobsController],
  providers: [JobsRepository, JobsService, JobExpirySweep],
  exports: [JobsRepository, JobsService, JobExpirySweep],
})
export class JobsModule {}
