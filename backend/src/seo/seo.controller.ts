import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../auth/access.decorators';
import { SeoService } from './seo.service';

/** The paths of these documents, served outside /api (see SEO_PATHS in create-app). */
export const SEO_PATHS = ['sitemap.xml', 'robots.txt', 'jobs/feed.xml'] as const;

/** Documents for crawlers and feed readers, at the site's root (not part of the JSON API). */
@ApiExcludeController()
@Public()
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=600')
  getSitemap(): Promise<string> {
    return this.seo.sitemap();
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  getRobots(): string {
    return this.seo.robots();
  }

  @Get('jobs/feed.xml')
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=600')
  getJobsFeed(): Promise<string> {
    return this.seo.jobsFeed();
  }
}
