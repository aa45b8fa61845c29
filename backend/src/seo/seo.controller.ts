import { Controller, Get, Header, Param, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../auth/access.decorators';
import { SeoService } from './seo.service';
import { SitemapService } from './sitemap.service';

/** The paths of these documents, served outside /api (see SEO_PATHS in create-app). */
export const SEO_PATHS = ['sitemap.xml', 'sitemaps/:file', 'robots.txt', 'jobs/feed.xml'] as const;

const TEXT = { schema: { type: 'string' } } as const;

/** Documents for crawlers and feed readers, at the site's root (not part of the JSON API). */
@ApiTags('crawlers')
@Public()
@Controller()
export class SeoController {
  constructor(
    private readonly seo: SeoService,
    private readonly sitemap: SitemapService,
  ) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=600')
  @ApiOperation({
    summary: 'Sitemap index',
    description:
      'A sitemaps.org sitemap index naming `/sitemaps/pages.xml` (the home page and the active ' +
      'custom pages) and `/sitemaps/jobs-N.xml` files of at most 50,000 listed job pages each, ' +
      'covering every listed job. Anyone may call this.',
  })
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: 'A sitemaps.org `sitemapindex`', ...TEXT })
  getSitemap(): Promise<string> {
    return this.sitemap.index();
  }

  @Get('sitemaps/:file')
  @ApiOperation({
    summary: 'One sitemap file',
    description:
      'A sitemap file the index names: `pages.xml` or `jobs-N.xml`, each URL with `lastmod` ' +
      '(never later than now). Anyone may call this.',
  })
  @ApiParam({ name: 'file', description: '`pages.xml` or `jobs-N.xml` (N from 1)' })
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: 'A sitemaps.org `urlset`', ...TEXT })
  @ApiNotFoundResponse({ description: 'The index names no such file' })
  async getSitemapFile(
    @Param('file') file: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string | StreamableFile> {
    const xml = await this.sitemap.file(file);
    // Set once the file exists: an unknown name's 404 is the API's JSON error.
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=600');
    return typeof xml === 'string' ? xml : new StreamableFile(xml);
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({
    summary: 'Rules for crawlers',
    description:
      'Keeps `/admin`, `/api` and `/auth` out of search engines and names the sitemap index. ' +
      'Anyone may call this.',
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'robots.txt rules', ...TEXT })
  getRobots(): string {
    return this.seo.robots();
  }

  @Get('jobs/feed.xml')
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=600')
  @ApiOperation({
    summary: 'Feed of new jobs',
    description:
      'RSS 2.0 feed of the newest 50 listed jobs (the guid is the job id). Anyone may call this.',
  })
  @ApiProduces('application/rss+xml')
  @ApiOkResponse({ description: 'An RSS 2.0 channel', ...TEXT })
  getJobsFeed(): Promise<string> {
    return this.seo.jobsFeed();
  }
}
