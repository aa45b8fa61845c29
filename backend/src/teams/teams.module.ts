import { Inject, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { notFoundWhenMissing } from '../web/not-found-page';
import { ShellHtmlService } from '../web/shell-html.service';
import { WebModule } from '../web/web.module';
import { JobsModule } from '../jobs/jobs.module';
import { TeamDirectoryRepository } from './team-directory.repository';
import { TeamsController } from './teams.controller';
import { TeamsService } from './teams.service';

/** The public team pages (decision 0071). */
@Module({
  imports: [JobsModule, WebModule],
  controllers: [TeamsController],
  providers: [TeamDirectoryRepository, TeamsService],
})
export class TeamsModule {
  constructor(
    shellHtml: ShellHtmlService,
    teams: TeamsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // An unknown team's page is a 404 for crawlers (the shell shows its not-found screen).
    shellHtml.decorate(
      notFoundWhenMissing('/teams', (slug) => teams.get(slug, false), config.siteName),
    );
  }
}
