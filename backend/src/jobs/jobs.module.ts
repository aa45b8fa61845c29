import { Module } from '@nestjs/common';
import { AdminJobsController } from './admin-jobs.controller';
import { JobsController } from './jobs.controller';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';

@Module({
  controllers: [JobsController, AdminJobsController],
  providers: [JobsRepository, JobsService],
  exports: [JobsRepository],
})
export class JobsModule {}
