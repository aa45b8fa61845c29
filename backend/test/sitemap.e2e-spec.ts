import request from 'supertest';
import type { Job } from '../src/jobs/job.entity';
import { JobBoardRepository } from '../src/jobs/board/job-board.repository';
import { JobWriter } from '../src/jobs/writer/job-writer.service';
import { createTestApp, TEST_MODE } from './harness';
import { insertJobs } from './job-factory';
import { sitemapFiles, sitemapFileUrls } from './sitemap-reader';

const SITE = 'https://careers.example.com';

describe(`the sitemap index over files of a few URLs each (${TEST_MODE})`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let listed: Job[];

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: SITE, SITEMAP_URLS_PER_FILE: '4' });
    listed = await insertJobs(
      t.app,
      Array.from({ length: 10 }, () => ({})),
    );
    await insertJobs(t.app, [{ isActive: false }]);
  });
  afterAll(() => t?.close());

  it('names the pages file and as many job files as the listed jobs fill', async () => {
    expect(await sitemapFiles(t.server)).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/jobs-1.xml`,
      `${SITE}/sitemaps/jobs-2.xml`,
      `${SITE}/sitemaps/jobs-3.xml`,
    ]);
  });

  it('covers every listed job exactly once, at most the limit per file, newest first', async () => {
    const files = (await sitemapFiles(t.server)).filter((f) => f.includes('/jobs-'));
    const perFile = await Promise.all(files.map((f) => sitemapFileUrls(t.server, f)));
    expect(perFile.map((urls) => urls.length)).toEqual([4, 4, 2]);
    const ids = perFile.flat().map((u) => /\/jobs\/([0-9a-f-]{36})\//.exec(u.loc)?.[1]);
    const newestFirst = [...listed].sort((a, b) => b.datePosted.getTime() - a.datePosted.getTime());
    expect(ids).toEqual(newestFirst.map((j) => j.id));
  });

  it('lists the home page in the pages file', async () => {
    const urls = await sitemapFileUrls(t.server, `${SITE}/sitemaps/pages.xml`);
    expect(urls.map((u) => u.loc)).toEqual([`${SITE}/`]);
  });

  it('answers 404 for a file the index does not name', async () => {
    for (const name of ['jobs-4.xml', 'jobs-0.xml', 'jobs-x.xml', 'other.xml']) {
      const res = await request(t.server).get(`/sitemaps/${name}`).expect(404);
      expect(res.body.message).toBe(`No sitemap file named ${name}`);
    }
  });

  it('robots.txt names the index', async () => {
    const res = await request(t.server).get('/robots.txt').expect(200);
    expect(res.text.split('\n')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('names one empty job file when nothing is listed', async () => {
    for (const job of listed) await t.app.get(JobWriter).update(job.id, { isActive: false });
    expect(await sitemapFiles(t.server)).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/jobs-1.xml`,
    ]);
    expect(await sitemapFileUrls(t.server, `${SITE}/sitemaps/jobs-1.xml`)).toEqual([]);
  });
});

describe(`a sitemap file's links read a few at a time (${TEST_MODE})`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp();
    // Jobs that share a posting date: a read may end between two of them.
    const sameDay = new Date(Date.UTC(2026, 2, 1, 12));
    const earlier = new Date(Date.UTC(2026, 1, 1, 12));
    await insertJobs(t.app, [
      ...Array.from({ length: 7 }, () => ({ datePosted: sameDay })),
      ...Array.from({ length: 4 }, () => ({ datePosted: earlier })),
      { isActive: false, datePosted: sameDay },
    ]);
  });
  afterAll(() => t?.close());

  it('gives the links of one read of the file, in order, whatever the reads end on', async () => {
    const board = t.app.get(JobBoardRepository);
    const now = new Date();
    for (const [max, offset] of [
      [11, 0],
      [4, 0],
      [4, 4],
      [4, 8],
      [5, 3],
      [20, 6],
    ]) {
      const whole = await board.findListedLinks(max, offset, now);
      const reads: string[][] = [];
      for await (const links of board.listedLinksInReads(max, offset, now, 2)) {
        reads.push(links.map((link) => link.id));
      }
      expect(reads.flat()).toEqual(whole.map((link) => link.id));
      expect(reads.every((ids) => ids.length <= 2)).toBe(true);
    }
    expect(await board.findListedLinks(20, 0, now)).toHaveLength(11);
  });
});
