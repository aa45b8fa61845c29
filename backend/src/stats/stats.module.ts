import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { StatsController } from './stats.controller';
import { StatsRepository } from './stats.repository';
import { StatsService } from './stats.service';

@Module({
  imports: [JobsModule],
  controllers: [StatsController],
  providers: [StatsRepository, StatsService],
})
export class StatsModule {}
