import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { TeamDirectoryRepository } from './team-directory.repository';
import { TeamsController } from './teams.controller';
import { TeamsService } from './teams.service';

/** The public team pages (decision 0071). */
@Module({
  imports: [JobsModule],
  controllers: [TeamsController],
  providers: [TeamDirectoryRepository, TeamsService],
})
export class TeamsModule {}
