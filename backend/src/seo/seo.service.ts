import { Inject, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobsRepository } from '../jobs/jobs.repository';
import { JobsService } from '../jobs/jobs.service';
import { toJobDto } from '../jobs/job-view';
import { ShellHtmlService } from '../web/shell-html.service';
import { jobsRss, robotsTxt, SitemapEntry, sitemapXml } from './feeds';
import { jobHeadTags, missingJobHeadTags, withHead } from './job-page-head';
import type { SiteInfo } from './job-posting';
import { jobIdOfPath, jobPath } from './job-url';
import { SeoRepository } from './seo.repository';

/** The feed lists the newest 50 listed jobs. */
export const FEED_SIZE = 50;
/** One sitemap file holds at most 50,000 URLs (sitemaps.org); the newest jobs go first. */
export const SITEMAP_MAX_JOBS = 49_000;

/**
 * What search engines read: the sitemap, robots.txt, the jobs feed, and the head of each job's
 * page written into the served HTML (crawlers need not run JavaScript).
 */
@Injectable()
export class SeoService implements OnModuleInit {
  private readonly site: SiteInfo;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly jobs: JobsService,
    private readonly jobRows: JobsRepository,
    private readonly pages: SeoRepository,
    private readonly shellHtml: ShellHtmlService,
  ) {
    this.site = { siteName: config.siteName, publicUrl: config.publicUrl };
  }

  onModuleInit(): void {
    this.shellHtml.decorate((html, path) => this.decorateJobPage(html, path));
  }

  /** The served HTML of `/jobs/{id}/{slug}`: the job's head, or a 404 for an unknown job. */
  async decorateJobPage(html: string, path: string) {
    const id = jobIdOfPath(path);
    if (!id) return html;
    try {
      return withHead(html, jobHeadTags(await this.jobs.getDetail(id), this.site));
    } catch (err) {
      if (!(err instanceof NotFoundException)) throw err;
      return { html: withHead(html, missingJobHeadTags(this.site.siteName)), status: 404 };
    }
  }

  async sitemap(now = new Date()): Promise<string> {
    const [jobs, pages] = await Promise.all([
      this.jobRows.findListedLinks(SITEMAP_MAX_JOBS, now),
      this.pages.findActivePageLinks(),
    ]);
    // A job's page changes when it arrives or is re-posted (an import may backdate either way).
    const jobChanged = (job: { datePosted: Date; createdAt: Date }) =>
      new Date(Math.max(new Date(job.datePosted).getTime(), new Date(job.createdAt).getTime()));
    const newest = jobs.reduce<Date | null>((acc, job) => {
      const changed = jobChanged(job);
      return acc && acc >= changed ? acc : changed;
    }, null);
    const entries: SitemapEntry[] = [
      { path: '/', lastmod: newest },
      ...jobs.map((job) => ({ path: jobPath(job), lastmod: jobChanged(job) })),
      ...pages.map((page) => ({
        path: `/page/${encodeURIComponent(page.slug)}`,
        lastmod: page.updatedAt,
      })),
    ];
    return sitemapXml(entries, this.site.publicUrl);
  }

  robots(): string {
    return robotsTxt(this.site.publicUrl);
  }

  async jobsFeed(now = new Date()): Promise<string> {
    const jobs = await this.jobRows.findNewestListed(FEED_SIZE, now);
    return jobsRss(jobs.map(toJobDto), this.site, now);
  }
}
