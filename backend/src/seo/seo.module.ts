import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { WebModule } from '../web/web.module';
import { SeoController } from './seo.controller';
import { SeoRepository } from './seo.repository';
import { SeoService } from './seo.service';
import { TeamInitialsController } from './team-initials.controller';

/** Job pages for search engines: their served head, the sitemap, robots.txt and the feed. */
@Module({
  imports: [JobsModule, WebModule],
  controllers: [SeoController, TeamInitialsController],
  providers: [SeoRepository, SeoService],
})
export class SeoModule {}
