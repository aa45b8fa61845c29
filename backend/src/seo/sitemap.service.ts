import { Readable } from 'node:stream';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobsQueryService } from '../jobs/jobs-query.service';
import { jobPath } from './job-url';
import { SeoRepository } from './seo.repository';
import { SitemapEntry, sitemapIndexXml, sitemapXml, sitemapXmlPieces } from './sitemap-xml';

/** The sitemap file of the home page and the custom pages. */
const PAGES_FILE = 'pages.xml';
/** The sitemap files of the listed jobs, numbered from 1, newest jobs first. */
const JOBS_FILE = /^jobs-([1-9]\d{0,6})\.xml$/;

/**
 * A job's page changes when it arrives or is re-posted (an import may backdate either way); never
 * later than now, whatever date a row carried.
 */
const jobChanged = (job: { datePosted: Date; createdAt: Date }, now: Date) =>
  new Date(Math.min(now.getTime(), Math.max(job.datePosted.getTime(), job.createdAt.getTime())));

/**
 * The sitemap: `/sitemap.xml` is a sitemap index naming `/sitemaps/pages.xml` (the home page and
 * the active custom pages) and as many `/sitemaps/jobs-N.xml` files as the listed jobs fill, each
 * with at most `sitemapUrlsPerFile` URLs (50,000 by sitemaps.org), so every listed job is named.
 */
@Injectable()
export class SitemapService {
  private readonly publicUrl: string;
  private readonly perFile: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly jobs: JobsQueryService,
    private readonly pages: SeoRepository,
  ) {
    this.publicUrl = config.publicUrl;
    this.perFile = config.sitemapUrlsPerFile;
  }

  async index(now = new Date()): Promise<string> {
    const listed = await this.jobs.countActive(now);
    const files = Math.max(1, Math.ceil(listed / this.perFile));
    const paths = [
      `/sitemaps/${PAGES_FILE}`,
      ...Array.from({ length: files }, (_, i) => `/sitemaps/jobs-${i + 1}.xml`),
    ];
    return sitemapIndexXml(paths, this.publicUrl);
  }

  /** One file the index names (a jobs file as a stream); any other name is a 404. */
  async file(name: string, now = new Date()): Promise<string | Readable> {
    if (name === PAGES_FILE) return this.pagesFile(now);
    const number = JOBS_FILE.exec(name)?.[1];
    if (!number) throw new NotFoundException(`No sitemap file named ${name}`);
    const page = Number(number);
    const reads = this.jobs.listedLinksInReads(this.perFile, (page - 1) * this.perFile, now);
    // The first read before any byte is sent: a file past the last listed job is a 404.
    const first = await reads.next();
    if (first.done && page > 1) {
      throw new NotFoundException(`No sitemap file named ${name}`);
    }
    // Sent as it is read and built, a piece at a time (up to 50,000 URLs, about 9 MB). A read
    // that fails later ends the response midway; the crawler reads the file again another time.
    return Readable.from(
      sitemapXmlPieces(
        first.done ? [] : withFirst(first.value, reads),
        (job) => ({ path: jobPath(job), lastmod: jobChanged(job, now) }),
        this.publicUrl,
      ),
      { objectMode: false },
    );
  }

  private async pagesFile(now: Date): Promise<string> {
    const [[newest], pages] = await Promise.all([
      this.jobs.findListedLinks(1, 0, now),
      this.pages.findActivePageLinks(),
    ]);
    const entries: SitemapEntry[] = [
      { path: '/', lastmod: newest ? jobChanged(newest, now) : null },
      ...pages.map((page) => ({
        path: `/page/${encodeURIComponent(page.slug)}`,
        lastmod: page.updatedAt,
      })),
    ];
    return sitemapXml(entries, this.publicUrl);
  }
}

/** `rest`, with `first` (already read from it) before it; ended with it. */
async function* withFirst<T>(
  first: T,
  rest: AsyncGenerator<T>,
): AsyncGenerator<T, void, undefined> {
  try {
    yield first;
    yield* rest;
  } finally {
    await rest.return(undefined);
  }
}
