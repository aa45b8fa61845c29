import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { JobExpirySweep } from '../src/jobs/expiry/job-expiry-sweep.service';
import { JobListing } from '../src/jobs/board/job-listing.entity';
import { Job } from '../src/jobs/job.entity';
import { JobWriter } from '../src/jobs/writer/job-writer.service';
import { CustomPage } from '../src/pages/custom-page.entity';
import { DemoSeedService } from '../src/seed/demo-seed.service';
import { signInAsAdmin, signUp, SignedIn } from './auth-helpers';
import { createTestApp, TEST_MODE } from './harness';
import { insertJobs } from './job-factory';
import { jobPostingProblems, jsonLdOf } from './job-posting-rules';
import { shellDir } from './shell-fixture';
import { sitemapUrls } from './sitemap-reader';

const SITE = 'https://careers.example.com';
const DAY = 24 * 60 * 60 * 1000;
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const startApp = (extra: Record<string, string> = {}) =>
  createTestApp({ SHELL_DIST_DIR: shellDir(), PUBLIC_URL: SITE, ...extra });

/** Whole seconds: MySQL datetime columns keep no milliseconds. */
const at = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);
const ago = (days: number, extraMs = 0) => at(Date.now() - days * DAY + extraMs);

/**
 * Sets when jobs arrived (the default lifetime counts from here): time is controlled by data. No
 * write path changes an arrival, so the test moves it in the jobs and in their board listings.
 */
async function arrived(t: TestApp, ids: string[], when: Date) {
  const db = t.app.get(DataSource);
  await db.getRepository(Job).update(ids, { createdAt: when });
  await db.getRepository(JobListing).update(ids, { createdAt: when });
}

async function setOwnClosing(t: TestApp, id: string, when: Date | null) {
  await t.app.get(JobWriter).update(id, { validThrough: when });
}

const xml = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'item'].includes(name),
});

function parseXml(text: string) {
  expect(XMLValidator.validate(text)).toBe(true);
  return xml.parse(text) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function sitemapLocs(t: TestApp): Promise<string[]> {
  return (await sitemapUrls(t.server)).map((u) => u.loc);
}

async function feedItems(t: TestApp) {
  const res = await request(t.server).get('/jobs/feed.xml').expect(200);
  expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
  const doc = parseXml(res.text);
  expect(doc.rss['@_version']).toBe('2.0');
  return (doc.rss.channel.item ?? []) as Array<{
    title: string;
    link: string;
    guid: { '#text': string };
    description: string;
  }>;
}

/** The feed's items as their job ids and descriptions, in the feed's order. */
function feedItemsOf(text: string): Array<{ id: string; description: string }> {
  const items = (parseXml(text).rss.channel.item ?? []) as Array<{
    guid: { '#text': string };
    description: string;
  }>;
  return items.map((i) => ({ id: i.guid['#text'], description: i.description }));
}

/** Every public place a job can show up, as the ids (or count) each lists. */
async function publicLists(t: TestApp, member: SignedIn) {
  const board = await member.agent.get('/api/jobs?limit=200').expect(200);
  const featured = await request(t.server).get('/api/jobs/featured').expect(200);
  const stats = await request(t.server).get('/api/stats').expect(200);
  const ids = (jobs: Array<{ id: string }>) => jobs.map((j) => j.id).sort();
  const idOfUrl = (url: string) => /\/jobs\/([0-9a-f-]{36})\//.exec(url)?.[1];
  return {
    board: ids(board.body),
    boardTotal: Number(board.headers['x-total-count']),
    featured: ids(featured.body),
    activeJobs: stats.body.activeJobs as number,
    sitemap: (await sitemapLocs(t)).map(idOfUrl).filter(Boolean).sort(),
    feed: (await feedItems(t)).map((i) => i.guid['#text']).sort(),
  };
}

describe(`job detail: GET /api/jobs/{id} (${TEST_MODE})`, () => {
  let t: TestApp;
  let open: Job, expired: Job, closedByDate: Job, inactive: Job;
  const yesterday = ago(1);

  beforeAll(async () => {
    t = await startApp();
    [open, expired, closedByDate, inactive] = await insertJobs(t.app, [
      { positionTitle: 'Open Coach', description: 'Coach & teach.' },
      { positionTitle: 'Expired Scout' },
      { positionTitle: 'Closed Analyst' },
      { positionTitle: 'Inactive Trainer', isActive: false },
    ]);
    await arrived(t, [open.id, closedByDate.id, inactive.id], yesterday);
    await arrived(t, [expired.id], ago(60, -1000));
    await setOwnClosing(t, closedByDate.id, ago(0, -1000));
  });
  afterAll(() => t.close());

  it('answers an open job to anyone, with its closing date and apply link', async () => {
    const res = await request(t.server).get(`/api/jobs/${open.id}`).expect(200);
    expect(res.body).toEqual({
      id: open.id,
      teamName: 'Austin Armadillos',
      positionTitle: 'Open Coach',
      location: 'Austin, TX',
      applyUrl: open.applyUrl,
      description: 'Coach & teach.',
      datePosted: open.datePosted.toISOString(),
      isFeatured: false,
      teamLogoUrl: null,
      teamInitials: 'AA',
      department: 'other',
      employmentType: null,
      level: null,
      workplaceType: null,
      remoteRegions: [],
      teamWebsite: null,
      validThrough: new Date(yesterday.getTime() + 60 * DAY).toISOString(),
      status: 'open',
      closed: false,
    });
  });

  it.each([
    ['expired by the default lifetime', () => expired, 'expired'],
    ['past its own closing date', () => closedByDate, 'expired'],
    ['switched off by an admin', () => inactive, 'inactive'],
  ])('answers a job %s as closed, without an apply link', async (_label, job, status) => {
    const res = await request(t.server).get(`/api/jobs/${job().id}`).expect(200);
    expect(res.body).toMatchObject({ id: job().id, status, closed: true, applyUrl: null });
  });

  it('answers 404 for an unknown job and 400 for an id that is not a uuid', async () => {
    const missing = await request(t.server)
      .get('/api/jobs/00000000-0000-4000-8000-000000000000')
      .expect(404);
    expect(missing.body.message).toBe('Job not found');
    const bad = await request(t.server).get('/api/jobs/not-a-uuid').expect(400);
    expect(bad.body.message).toMatch(/uuid/);
  });

  describe('the served HTML of /jobs/{id}/{slug}', () => {
    it('carries title, description, social tags, canonical URL and valid JobPosting JSON-LD', async () => {
      const res = await request(t.server).get(`/jobs/${open.id}/open-coach`).expect(200);
      const html = res.text;
      expect(html).toContain('<title>Open Coach - Austin Armadillos | Gridiron Careers</title>');
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(html).toContain(
        '<meta name="description" content="Austin Armadillos is hiring: Open Coach in Austin, TX. Coach &amp; teach."',
      );
      expect(html).toContain('<meta property="og:title" content="Open Coach - Austin Armadillos');
      expect(html).toContain(
        `<link rel="canonical" href="${SITE}/jobs/${open.id}/open-coach" data-seo="canonical">`,
      );
      expect(html).not.toContain('noindex');
      const [ld] = jsonLdOf(html);
      expect(jobPostingProblems(ld)).toEqual([]);
      expect(ld).toMatchObject({
        title: 'Open Coach',
        hiringOrganization: { name: 'Austin Armadillos', logo: `${SITE}/api/team-initials/AA` },
        identifier: { value: open.id },
      });
    });

    it('points a page reached by an old or missing slug at the canonical one', async () => {
      const res = await request(t.server).get(`/jobs/${open.id}`).expect(200);
      expect(res.text).toContain(`href="${SITE}/jobs/${open.id}/open-coach"`);
    });

    it.each([
      ['expired', () => expired],
      ['inactive', () => inactive],
    ])('marks the page of an %s job noindex, without JSON-LD', async (_label, job) => {
      const res = await request(t.server).get(`/jobs/${job().id}/x`).expect(200);
      expect(res.text).toContain('<meta name="robots" content="noindex"');
      expect(res.text).toContain('This position is closed.');
      expect(jsonLdOf(res.text)).toEqual([]);
    });

    it('answers 404 (the shell shows its not-found screen) for an unknown job', async () => {
      const res = await request(t.server)
        .get('/jobs/00000000-0000-4000-8000-000000000000/gone')
        .expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<div id="root">');
      expect(res.text).toContain('noindex');
    });

    it('serves the generated initials logo the JSON-LD names', async () => {
      const res = await request(t.server).get('/api/team-initials/AA').buffer(true).expect(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const svg = (res.body as Buffer).toString('utf8');
      expect(XMLValidator.validate(svg)).toBe(true);
      expect(svg).toContain('>AA</text>');
      await request(t.server).get('/api/team-initials/%3Cb%3E').expect(400);
    });
  });
});

describe(`expiry: a job leaves every public list the moment it passes (${TEST_MODE})`, () => {
  let t: TestApp;
  let member: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startApp();
    member = await signUp(t.server);
    admin = await signInAsAdmin(t.app, t.server);
  });
  afterAll(() => t.close());

  it('lists a featured job until its closing moment and drops it everywhere after, swept or not', async () => {
    const [job] = await insertJobs(t.app, [{ isFeatured: true }]);
    const [other] = await insertJobs(t.app, [{}]);
    const everywhere = {
      board: [job.id, other.id].sort(),
      boardTotal: 2,
      featured: [job.id],
      activeJobs: 2,
      sitemap: [job.id, other.id].sort(),
      feed: [job.id, other.id].sort(),
    };

    // Arrived 60 days ago less a minute: still open for a minute.
    await arrived(t, [job.id], ago(60, 60_000));
    expect(await publicLists(t, member)).toEqual(everywhere);

    // A second past its 60 days: gone from every list, before any sweep ran.
    const arrivedAt = ago(60, -1000);
    await arrived(t, [job.id], arrivedAt);
    const gone = {
      board: [other.id],
      boardTotal: 1,
      featured: [],
      activeJobs: 1,
      sitemap: [other.id],
      feed: [other.id],
    };
    expect(await publicLists(t, member)).toEqual(gone);

    // The sweep marks it; the lists stay the same, the admin list shows it as expired.
    await t.app.get(JobExpirySweep).run();
    const marked = await t.app.get(DataSource).getRepository(Job).findOneByOrFail({ id: job.id });
    expect(marked.expiredAt).toBeInstanceOf(Date);
    expect(await publicLists(t, member)).toEqual(gone);
    const adminList = await admin.agent.get('/api/admin/jobs').expect(200);
    expect(adminList.body.find((j: { id: string }) => j.id === job.id)).toMatchObject({
      isActive: true,
      isExpired: true,
      validThrough: null,
      closesAt: new Date(arrivedAt.getTime() + 60 * DAY).toISOString(),
    });

    // An admin extends it: back everywhere at once, without waiting for the next sweep.
    const extended = await admin.agent
      .put(`/api/admin/jobs/${job.id}/valid-through`)
      .send({ validThrough: new Date(Date.now() + 7 * DAY).toISOString() })
      .expect(200);
    expect(extended.body).toMatchObject({ id: job.id, isExpired: false });
    expect(await publicLists(t, member)).toEqual(everywhere);
  });

  it('drops a job from the cached featured list, feed, total and stats at its closing moment, with no write', async () => {
    // Whole seconds: MySQL keeps datetimes to the second.
    const closesAt = new Date(Math.ceil((Date.now() + 2500) / 1000) * 1000);
    const [closing] = await insertJobs(t.app, [{ isFeatured: true, validThrough: closesAt }]);
    await insertJobs(t.app, [{}]);
    const page = async () => {
      // A page of one is full, so the total is counted (and cached), not read off the page.
      const res = await member.agent.get('/api/jobs?limit=1').expect(200);
      const featured = await request(t.server).get('/api/jobs/featured').expect(200);
      const stats = await request(t.server).get('/api/stats').expect(200);
      return {
        total: Number(res.headers['x-total-count']),
        featured: (featured.body as Array<{ id: string }>).map((j) => j.id),
        feed: (await feedItems(t)).map((i) => i.guid['#text']),
        activeJobs: stats.body.activeJobs as number,
      };
    };
    const before = await page();
    expect(before.featured).toContain(closing.id);
    expect(before.feed).toContain(closing.id);
    expect(await page()).toEqual(before); // now answered from the cache

    await new Promise((r) => setTimeout(r, closesAt.getTime() - Date.now() + 300));
    const after = await page();
    expect(after.featured).not.toContain(closing.id);
    expect(after.feed).not.toContain(closing.id);
    expect(after.total).toBe(before.total - 1);
    expect(after.activeJobs).toBe(before.activeJobs - 1);
  });

  it('closes a job at its own closing date, earlier than the default lifetime', async () => {
    const [job] = await insertJobs(t.app, [{}]);
    await setOwnClosing(t, job.id, at(Date.now() + 60_000));
    expect((await request(t.server).get(`/api/jobs/${job.id}`)).body.status).toBe('open');
    expect((await publicLists(t, member)).board).toContain(job.id);
    await setOwnClosing(t, job.id, ago(0, -1000));
    expect((await request(t.server).get(`/api/jobs/${job.id}`)).body.status).toBe('expired');
    const lists = await publicLists(t, member);
    for (const list of [lists.board, lists.sitemap, lists.feed]) expect(list).not.toContain(job.id);
  });

  it('unmarks a job the sweep marked once it is open again', async () => {
    const [job] = await insertJobs(t.app, [{}]);
    // A mark the sweep made in error (through the writer, as the sweep's marks go: off the board).
    await t.app.get(JobWriter).update(job.id, { expiredAt: ago(1) });
    expect((await publicLists(t, member)).board).not.toContain(job.id);
    await t.app.get(JobExpirySweep).run();
    expect((await publicLists(t, member)).board).toContain(job.id);
  });

  it('marks and unmarks every job concerned, a few statements at a time', async () => {
    const writer = t.app.get(JobWriter);
    const before = await writer.markExpired(new Date());
    const jobs = await insertJobs(
      t.app,
      Array.from({ length: 7 }, (_, i) => ({ positionTitle: `Batch ${i}` })),
    );
    const closed = jobs.slice(0, 5);
    for (const job of closed) await setOwnClosing(t, job.id, ago(1));
    const expiredAt = () =>
      t.app
        .get(DataSource)
        .getRepository(Job)
        .findBy(jobs.map((job) => ({ id: job.id })))
        .then((rows) =>
          rows
            .filter((row) => row.expiredAt)
            .map((row) => row.id)
            .sort(),
        );

    // Two per statement: five closed jobs take three rounds, the two open ones stay unmarked.
    expect(await writer.markExpired(new Date(), 2)).toEqual({ marked: 5, unmarked: 0 });
    expect(await expiredAt()).toEqual(closed.map((job) => job.id).sort());
    expect(await writer.markExpired(new Date(), 2)).toEqual({ marked: 0, unmarked: 0 });

    // Dates moved by hand in the database (no write through the writer clears the marks).
    const later = at(Date.now() + 60_000);
    await t.app
      .get(DataSource)
      .getRepository(Job)
      .update(
        closed.slice(0, 3).map((job) => job.id),
        { validThrough: later },
      );
    expect(await writer.markExpired(new Date(), 2)).toEqual({ marked: 0, unmarked: 3 });
    expect(await expiredAt()).toEqual(
      closed
        .slice(3)
        .map((job) => job.id)
        .sort(),
    );
    expect((await publicLists(t, member)).board).toEqual(
      expect.arrayContaining([...closed.slice(0, 3), ...jobs.slice(5)].map((job) => job.id)),
    );
    expect(before.unmarked).toBe(0);
  });

  it('lets an admin set, validate and remove a closing date', async () => {
    const [job] = await insertJobs(t.app, [{}]);
    const url = `/api/admin/jobs/${job.id}/valid-through`;
    const whole = await admin.agent.put(url).send({ validThrough: '2099-12-31' }).expect(200);
    expect(whole.body).toMatchObject({
      validThrough: '2099-12-31T23:59:59.000Z',
      closesAt: '2099-12-31T23:59:59.000Z',
      isExpired: false,
    });
    const detail = await request(t.server).get(`/api/jobs/${job.id}`).expect(200);
    expect(detail.body.validThrough).toBe('2099-12-31T23:59:59.000Z');

    for (const bad of ['next week', '2026-02-30', 20261231]) {
      const res = await admin.agent.put(url).send({ validThrough: bad }).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(/validThrough/);
    }
    await admin.agent.put(url).send({}).expect(400);
    await admin.agent
      .put('/api/admin/jobs/00000000-0000-4000-8000-000000000000/valid-through')
      .send({ validThrough: null })
      .expect(404);
    await request(t.server).put(url).send({ validThrough: null }).expect(401);
    await member.agent.put(url).send({ validThrough: null }).expect(403);

    const cleared = await admin.agent.put(url).send({ validThrough: null }).expect(200);
    expect(cleared.body.validThrough).toBeNull();
    expect(Date.parse(cleared.body.closesAt)).toBeGreaterThan(Date.now() + 59 * DAY);
  });

  it('reads valid_through from a CSV import (a bare date is the whole day)', async () => {
    const csv =
      'team_name,position_title,location,apply_url,date_posted,valid_through\n' +
      'Austin Armadillos,CSV Future Coach,"Austin, TX",https://jobs.example.com/csv-future,2026-11-01,2099-06-30\n' +
      'Austin Armadillos,CSV Past Coach,"Austin, TX",https://jobs.example.com/csv-past,2020-01-01,2020-02-01\n' +
      'Austin Armadillos,CSV Bad Coach,"Austin, TX",https://jobs.example.com/csv-bad,2026-11-01,soon\n';
    const res = await admin.agent
      .post('/api/admin/upload-csv')
      .attach('csvFile', Buffer.from(csv), 'jobs.csv')
      .expect(200);
    expect(res.body).toMatchObject({ inserted: 2, skipped: 1 });
    expect(res.body.errors).toEqual([
      { line: 4, message: expect.stringMatching(/^valid_through "soon" is not a date/) },
    ]);
    const board = await member.agent.get('/api/jobs?position=CSV').expect(200);
    expect(board.body.map((j: { positionTitle: string }) => j.positionTitle)).toEqual([
      'CSV Future Coach',
    ]);
    const future = await t.app
      .get(DataSource)
      .getRepository(Job)
      .findOneByOrFail({ positionTitle: 'CSV Future Coach' });
    expect(future.validThrough?.toISOString()).toBe('2099-06-30T23:59:59.000Z');
  });
});

describe(`JOB_LIFETIME_DAYS=0: jobs without a closing date stay open (${TEST_MODE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ JOB_LIFETIME_DAYS: '0' });
  });
  afterAll(() => t.close());

  it('keeps an old job listed and still closes one with its own date', async () => {
    const [old, dated] = await insertJobs(t.app, [{}, {}]);
    await arrived(t, [old.id, dated.id], ago(400));
    await setOwnClosing(t, dated.id, ago(1));
    await t.app.get(JobExpirySweep).run();
    const member = await signUp(t.server);
    const board = await member.agent.get('/api/jobs').expect(200);
    expect(board.body.map((j: { id: string }) => j.id)).toEqual([old.id]);
    const detail = await request(t.server).get(`/api/jobs/${old.id}`).expect(200);
    expect(detail.body).toMatchObject({ status: 'open', validThrough: null });
  });
});

describe(`sitemap, robots.txt and the jobs feed (${TEST_MODE})`, () => {
  let t: TestApp;
  let listed: Job[];

  beforeAll(async () => {
    t = await startApp();
    listed = await insertJobs(t.app, [
      {
        positionTitle: 'R&D <Lead> "Coach" \u0007',
        teamName: 'Tom & Jerry\'s "Club"',
        description: 'Break ]]> out & <script>alert(1)</script>',
      },
      ...Array.from({ length: 54 }, () => ({})),
    ]);
    const [inactive, expired] = await insertJobs(t.app, [{ isActive: false }, {}]);
    await arrived(t, [expired.id], ago(61));
    const pages = t.app.get(DataSource).getRepository(CustomPage);
    await pages.insert([
      { title: 'About Us', slug: 'about-us', content: '<p>x</p>', isActive: true },
      { title: 'Hidden', slug: 'hidden', content: '<p>x</p>', isActive: false },
    ]);
    expect(inactive && expired).toBeTruthy();
  });
  afterAll(() => t.close());

  it('lists the home page, exactly the listed jobs and the active custom pages, with lastmod', async () => {
    const urls = await sitemapUrls(t.server);
    const expected = [
      `${SITE}/`,
      ...listed.map((j) => {
        const slug = j.positionTitle
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-+|-+$/g, '');
        return `${SITE}/jobs/${j.id}/${slug}`;
      }),
      `${SITE}/page/about-us`,
    ];
    expect(urls.map((u) => u.loc).sort()).toEqual(expected.sort());
    expect(urls.map((u) => u.loc)).toContain(`${SITE}/jobs/${listed[0].id}/r-d-lead-coach`);
    for (const u of urls) expect(Number.isNaN(Date.parse(u.lastmod ?? ''))).toBe(false);
    // Every listed job was posted before it arrived here a moment ago: its page changed then.
    const jobDates = urls
      .filter((u) => u.loc.includes('/jobs/'))
      .map((u) => Date.parse(u.lastmod!));
    for (const changed of jobDates) expect(Date.now() - changed).toBeLessThan(10 * 60_000);
  });

  it('keeps crawlers out of the admin screen, the API and the sign-in page', async () => {
    const res = await request(t.server).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /api',
        'Disallow: /auth',
        `Sitemap: ${SITE}/sitemap.xml`,
      ]),
    );
  });

  it('feeds the newest 50 listed jobs as RSS 2.0, newest first, escaped', async () => {
    const items = await feedItems(t);
    const newest50 = [...listed]
      .sort((a, b) => b.datePosted.getTime() - a.datePosted.getTime())
      .slice(0, 50);
    expect(items.map((i) => i.guid['#text'])).toEqual(newest50.map((j) => j.id));
    // The tricky job is the oldest: past the newest 50.
    expect(items.map((i) => i.guid['#text'])).not.toContain(listed[0].id);
    const res = await request(t.server).get('/jobs/feed.xml');
    expect(parseXml(res.text).rss.channel.title).toBe('Gridiron Careers: newest jobs');
  });

  it('escapes every text of a feed item', async () => {
    // Make the tricky job the newest so that it is in the feed.
    await t.app.get(JobWriter).update(listed[0].id, { datePosted: at(Date.now()) });
    const res = await request(t.server).get('/jobs/feed.xml').expect(200);
    expect(XMLValidator.validate(res.text)).toBe(true);
    expect(res.text).not.toContain('<script>');
    const doc = new XMLParser({ processEntities: true, htmlEntities: true }).parse(res.text) as {
      rss: { channel: { item: Array<{ title: string; link: string; description: string }> } };
    };
    const first = doc.rss.channel.item[0];
    expect(first.title).toBe('R&D <Lead> "Coach"  - Tom & Jerry\'s "Club"');
    expect(first.link).toBe(`${SITE}/jobs/${listed[0].id}/r-d-lead-coach`);
    expect(first.description).toContain('Break ]]&gt; out &amp; &lt;script&gt;');
  });

  it('builds the feed once until a job is written, then anew at once', async () => {
    const feed = () => request(t.server).get('/jobs/feed.xml').expect(200);
    const first = await feed();
    const newest = feedItemsOf(first.text)[0];
    // A change that bypasses the job writer reaches no cache: the feed built before is kept.
    await t.app
      .get(DataSource)
      .query('UPDATE jobs SET description = ? WHERE id = ?', ['Changed quietly.', newest.id]);
    expect((await feed()).text).toBe(first.text);
    // A write through the job writer is seen by the next request.
    await t.app.get(JobWriter).update(newest.id, { description: 'Written anew.' });
    const after = feedItemsOf((await feed()).text);
    expect(after[0]).toEqual({
      id: newest.id,
      description: expect.stringContaining('Written anew.'),
    });
  });

  it('never announces a lastmod in the future, even for a job dated ahead', async () => {
    const [ahead] = await insertJobs(t.app, [
      { datePosted: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000) },
    ]);
    const res = await request(t.server).get('/sitemaps/jobs-1.xml').expect(200);
    const urls = parseXml(res.text).urlset.url as Array<{ loc: string; lastmod: string }>;
    expect(urls.some((u) => u.loc.includes(ahead.id))).toBe(true);
    for (const u of urls) expect(Date.parse(u.lastmod)).toBeLessThanOrEqual(Date.now());
  });
});

describe(`JobPosting JSON-LD of every seeded demo job (${TEST_MODE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ SEED_DEMO: 'true' });
    expect(await t.app.get(DemoSeedService).seedIfWanted()).toBe(true);
  });
  afterAll(() => t.close());

  it('qualifies for Google for Jobs on each job page the sitemap lists', async () => {
    const jobs = await t.app.get(DataSource).getRepository(Job).find();
    expect(jobs.length).toBeGreaterThanOrEqual(25);
    const locs = await sitemapLocs(t);
    for (const job of jobs) {
      const loc = locs.find((l) => l.includes(job.id));
      expect(loc).toBeDefined();
      const res = await request(t.server).get(new URL(loc!).pathname).expect(200);
      const docs = jsonLdOf(res.text);
      expect(docs).toHaveLength(1);
      expect({ job: job.positionTitle, problems: jobPostingProblems(docs[0]) }).toEqual({
        job: job.positionTitle,
        problems: [],
      });
      expect(docs[0]).toMatchObject({
        title: job.positionTitle,
        hiringOrganization: { name: job.teamName, sameAs: expect.stringMatching(/^https:\/\//) },
        jobLocation: { address: { addressCountry: 'US', addressRegion: expect.any(String) } },
      });
      const ld = docs[0] as Record<string, unknown>;
      if (job.salaryUnit) {
        expect(ld.baseSalary).toMatchObject({
          currency: job.salaryCurrency,
          value: {
            minValue: job.salaryMin,
            maxValue: job.salaryMax,
            unitText: job.salaryUnit.toUpperCase(),
          },
        });
      } else {
        expect(ld).not.toHaveProperty('baseSalary');
      }
      expect(ld.jobLocationType).toBe(job.workplaceType === 'remote' ? 'TELECOMMUTE' : undefined);
    }
    // The demo board shows every workplace and both jobs with and without pay.
    const kinds = new Set(jobs.map((j) => j.workplaceType));
    expect([...kinds].sort()).toEqual(['hybrid', 'on-site', 'remote']);
    expect(jobs.filter((j) => j.salaryUnit).length).toBeGreaterThan(jobs.length / 2);
    expect(jobs.some((j) => !j.salaryUnit)).toBe(true);
    expect(jobs.some((j) => j.remoteRegions && j.remoteRegions !== 'US')).toBe(true);
  });
});
