import { Inject, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { ReadCache } from '../cache/read-cache.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobsQueryService } from '../jobs/jobs-query.service';
import { JobsService } from '../jobs/jobs.service';
import { toJobDto } from '../jobs/board/job-view';
import { ShellHtmlService } from '../web/shell-html.service';
import { jobsRss, robotsTxt } from './feeds';
import { homeSeo, withHomeHead } from './home-seo';
import { jobHeadTags, missingJobHeadTags, withHead } from './job-page-head';
import type { SiteInfo } from './job-posting';
import { jobIdOfPath } from './job-url';

/** The feed lists the newest 50 listed jobs. */
export const FEED_SIZE = 50;

/**
 * What search engines read: robots.txt, the jobs feed, and the head of the home page and of each
 * job's page written into the served HTML (crawlers need not run JavaScript); the shell gets the
 * home page's texts in its run-time config, to set the same tags when it navigates to /.
 */
@Injectable()
export class SeoService implements OnModuleInit {
  private readonly site: SiteInfo;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly jobs: JobsService,
    private readonly jobRows: JobsQueryService,
    private readonly shellHtml: ShellHtmlService,
    private readonly cache: ReadCache,
  ) {
    this.site = { siteName: config.siteName, publicUrl: config.publicUrl };
  }

  onModuleInit(): void {
    const { siteName, publicUrl } = this.site;
    this.shellHtml.extend(() => ({ config: { seo: homeSeo(siteName) } }));
    this.shellHtml.decorate((html, path) =>
      path === '/' ? withHomeHead(html, siteName, publicUrl) : html,
    );
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

  robots(): string {
    return robotsTxt(this.site.publicUrl);
  }

  /**
   * The feed, built once until a job write or the next closing changes it: readers poll it, and
   * each build reads 50 whole jobs and writes their descriptions out. Its `lastBuildDate` is the
   * moment it was built.
   */
  jobsFeed(now = new Date()): Promise<string> {
    return this.cache.get(
      'jobs',
      // The feed's links are absolute: keyed by the site they point to.
      `feed:${this.site.publicUrl}`,
      async () => {
        const jobs = await this.jobRows.findNewestListed(FEED_SIZE, now);
        return jobsRss(jobs.map(toJobDto), this.site, now);
      },
      { expiresAt: () => this.jobRows.nextClosing(now), untilWrite: true },
    );
  }
}
