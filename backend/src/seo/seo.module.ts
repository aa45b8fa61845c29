import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { WebModule } from '../web/web.module';
import { SeoController } from './seo.controller';
import { SeoRepository } from './seo.repository';
import { SeoService } from './seo.service';
import { SitemapService } from './sitemap.service';
import { TeamInitialsController } from './team-initials.controller';

/**
 * Everything search engines read: the served head of the home page and of job pages, the sitemap
 * index and its files, robots.txt and the jobs feed.
 */
@Module({
  imports: [JobsModule, WebModule],
  controllers: [SeoController, TeamInitialsController],
  providers: [SeoRepository, SeoService, SitemapService],
})
export class SeoModule {}
