import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/load-config';
import { SearchEngineNotice } from '../src/indexing/search-engine-notice.entity';
import { JobExpirySweep } from '../src/jobs/expiry/job-expiry-sweep.service';
import { Job } from '../src/jobs/job.entity';
import { JobWriter } from '../src/jobs/writer/job-writer.service';
import { jobPath } from '../src/seo/job-url';
import { signInAsAdmin, SignedIn } from './auth-helpers';
import { createTestApp, TEST_MODE, TEST_REDIS } from './harness';
import { insertJobs } from './job-factory';
import { Received, SearchEngineTestServer } from './search-engine-test-server';

const mode = `${TEST_MODE}${TEST_REDIS ? ' + Redis' : ''}`;
const KEY = 'gridiron-test-key-0123';
const PUBLIC_URL = 'http://localhost:3000';
const HEADER = 'team_name,position_title,location,apply_url,date_posted';
/** Short delays so that retries happen within a test. */
const TIMING = {
  INDEXING_BATCH_DELAY_MS: '300',
  INDEXING_POLL_MS: '100',
  INDEXING_RETRY_BASE_MS: '200',
};

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const urlOf = (job: Pick<Job, 'id' | 'positionTitle'>) => `${PUBLIC_URL}${jobPath(job)}`;
const urlLists = (posts: Received[]) => posts.map((p) => [...(p.body.urlList as string[])].sort());
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Waits until just past a whole second. Notices fall due on whole seconds (a batch delay after
 * each change, rounded up), so a burst that must go in one batch starts here and has the second
 * less the batch delay (700 ms) to be made, however slow the machine was before.
 */
const startOfSecond = () => pause(1000 - (Date.now() % 1000) + 10);
const past = () => new Date(Date.now() - 86_400_000).toISOString();

/** Waits until no notice is left to send (every engine took what it was told). */
async function drained(t: TestApp, timeoutMs = 10_000): Promise<void> {
  const notices = t.app.get(DataSource).getRepository(SearchEngineNotice);
  const until = Date.now() + timeoutMs;
  while ((await notices.count()) > 0) {
    if (Date.now() > until) throw new Error('search-engine notices were not all sent');
    await pause(50);
  }
}

/**
 * An app whose search engines are a local test server: the hooks start both, wait before each
 * test until the previous one's notices are sent, and stop both.
 */
function appWithEngine(
  env: (origin: string, engine: SearchEngineTestServer) => Record<string, string>,
) {
  const setup = { engine: new SearchEngineTestServer() } as {
    engine: SearchEngineTestServer;
    t: TestApp;
    admin: SignedIn;
  };
  beforeAll(async () => {
    const origin = await setup.engine.start();
    setup.t = await createTestApp({ ...env(origin, setup.engine), ...TIMING });
    setup.admin = await signInAsAdmin(setup.t.app, setup.t.server);
  });
  afterAll(async () => {
    await setup.t?.close();
    await setup.engine.close();
  });
  beforeEach(async () => {
    await drained(setup.t);
    setup.engine.reset();
  });
  return setup;
}

describe(`search engines hear of job changes: off by default (${mode})`, () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAsAdmin(t.app, t.server);
  });
  afterAll(() => t.close());

  it('serves no key file and files no notice', async () => {
    await request(t.server).get(`/${KEY}.txt`).expect(404);
    const [job] = await insertJobs(t.app, [{}]);
    await admin.agent.put(`/api/admin/jobs/${job.id}/active`).send({ isActive: false }).expect(200);
    expect(await t.app.get(DataSource).getRepository(SearchEngineNotice).count()).toBe(0);
  });

  it('refuses a Google credentials file that is missing or not a service account', () => {
    expect(() => loadConfig({ GOOGLE_INDEXING_CREDENTIALS: '/nonexistent/account.json' })).toThrow(
      /GOOGLE_INDEXING_CREDENTIALS must name a readable service account JSON file/,
    );
    const file = join(t.environment.dataDir, 'not-an-account.json');
    writeFileSync(file, JSON.stringify({ client_email: 'a@b.c' }));
    expect(() => loadConfig({ GOOGLE_INDEXING_CREDENTIALS: file })).toThrow(
      /lacks private_key, token_uri/,
    );
    expect(() => loadConfig({ INDEXNOW_KEY: 'short' })).toThrow(/INDEXNOW_KEY must be 8 to 128/);
  });
});

describe(`search engines hear of job changes: IndexNow (${mode})`, () => {
  const setup = appWithEngine((origin) => ({
    INDEXNOW_KEY: KEY,
    INDEXNOW_ENDPOINT: `${origin}/indexnow`,
  }));
  const { engine } = setup;
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(() => ({ t, admin } = setup));
  const posts = () => engine.to('/indexnow');

  it('serves the key file at the site root, and no other key', async () => {
    const res = await request(t.server).get(`/${KEY}.txt`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe(KEY);
    await request(t.server).get('/some-other-key-0000.txt').expect(404);
  });

  it("sends a CSV import's jobs in one batch with the site's host, key and key file", async () => {
    const rows = ['Offensive Coordinator', 'Team Physician', 'Ticket Sales Lead'].map(
      (title, i) =>
        `Austin Armadillos,${title},"Austin, TX",https://apply.example.com/csv-${i},2026-01-0${i + 1}`,
    );
    await admin.agent
      .post('/api/admin/upload-csv')
      .attach('csvFile', Buffer.from([HEADER, ...rows].join('\n')), 'jobs.csv')
      .expect(200);
    await engine.waitFor(() => posts().length > 0);
    const jobs = await t.app.get(DataSource).getRepository(Job).find();
    expect(posts()[0].body).toEqual({
      host: 'localhost:3000',
      key: KEY,
      keyLocation: `${PUBLIC_URL}/${KEY}.txt`,
      urlList: expect.any(Array),
    });
    expect(urlLists(posts())).toEqual([jobs.map(urlOf).sort()]);
    await pause(600);
    expect(posts()).toHaveLength(1);
  });

  it('sends admin edits and a closing in one batch, a job changed twice once', async () => {
    const [edited, closed] = await insertJobs(t.app, [{}, {}]);
    await drained(t);
    engine.reset();
    const put = (id: string, what: string, body: object) =>
      admin.agent.put(`/api/admin/jobs/${id}/${what}`).send(body).expect(200);
    await startOfSecond();
    await Promise.all([
      put(edited.id, 'featured', { isFeatured: true }).then(() =>
        put(edited.id, 'featured', { isFeatured: false }),
      ),
      put(closed.id, 'valid-through', { validThrough: past() }),
    ]);
    await engine.waitFor(() => posts().length > 0);
    await drained(t);
    expect(urlLists(posts())).toEqual([[urlOf(edited), urlOf(closed)].sort()]);
  });

  it('sends a job again when it changed while its notice was on the way', async () => {
    engine.delayMs = 1000;
    const [job] = await insertJobs(t.app, [{}]);
    await engine.waitFor(() => posts().length === 1);
    await admin.agent.put(`/api/admin/jobs/${job.id}/active`).send({ isActive: false }).expect(200);
    await engine.waitFor(() => posts().length === 2);
    await drained(t);
    expect(urlLists(posts())).toEqual([[urlOf(job)], [urlOf(job)]]);
  });

  it('waits for the Retry-After of a 429, then sends the same batch', async () => {
    engine.script('/indexnow', { status: 429, headers: { 'Retry-After': '1' } });
    const [job] = await insertJobs(t.app, [{}]);
    await engine.waitFor(() => posts().length === 2);
    const [refused, sent] = posts();
    expect(sent.at - refused.at).toBeGreaterThanOrEqual(950);
    expect(urlLists([refused, sent])).toEqual([[urlOf(job)], [urlOf(job)]]);
  });

  it('retries after a 5xx (and a 4xx) with backoff', async () => {
    engine.script('/indexnow', { status: 503 }, { status: 403, body: 'key not valid' });
    const [job] = await insertJobs(t.app, [{}]);
    await engine.waitFor(() => posts().length === 3);
    expect(urlLists(posts())).toEqual([[urlOf(job)], [urlOf(job)], [urlOf(job)]]);
    const [first, second, third] = posts();
    // Backoff: at least the base delay (less 20 % jitter) between attempts.
    expect(second.at - first.at).toBeGreaterThanOrEqual(160);
    expect(third.at - second.at).toBeGreaterThanOrEqual(160);
    await drained(t);
  });

  it('lets a write succeed while the endpoint is down, and sends it once it is back', async () => {
    engine.down = true;
    const [job] = await insertJobs(t.app, [{}]);
    await admin.agent.put(`/api/admin/jobs/${job.id}/active`).send({ isActive: false }).expect(200);
    await pause(800);
    expect(await t.app.get(DataSource).getRepository(SearchEngineNotice).count()).toBe(1);
    engine.down = false;
    await engine.waitFor(() => posts().length > 0, 15_000);
    expect(urlLists(posts())).toEqual([[urlOf(job)]]);
  });

  it('sends the jobs the expiry sweep closes, and every job a clear-all removes', async () => {
    // Earlier tests closed jobs by date: the sweep marks them now, and only this job below.
    await t.app.get(JobExpirySweep).run();
    const soon = new Date(Date.now() + 60_000);
    const [closing, staying] = await insertJobs(t.app, [{ validThrough: soon }, {}]);
    await drained(t);
    engine.reset();
    await t.app.get(JobExpirySweep).run(new Date(soon.getTime() + 1000));
    await engine.waitFor(() => posts().length > 0);
    expect(urlLists(posts())).toEqual([[urlOf(closing)]]);

    await drained(t);
    engine.reset();
    const all = await t.app.get(DataSource).getRepository(Job).find();
    expect(all.map((j) => j.id)).toEqual(expect.arrayContaining([closing.id, staying.id]));
    await admin.agent.delete('/api/admin/jobs/clear-all').expect(200);
    await engine.waitFor(() => posts().length > 0);
    expect(urlLists(posts())).toEqual([all.map(urlOf).sort()]);
  });

  it('sends every job a sweep closes when it marks them a few at a time', async () => {
    await t.app.get(JobExpirySweep).run();
    const soon = new Date(Date.now() + 60_000);
    const closing = await insertJobs(t.app, [
      { validThrough: soon },
      { validThrough: soon },
      { validThrough: soon },
    ]);
    await drained(t);
    engine.reset();
    // Two per round: the notices of each round are filed with its marks.
    await startOfSecond();
    const swept = await t.app.get(JobWriter).markExpired(new Date(soon.getTime() + 1000), 2);
    expect(swept).toEqual({ marked: 3, unmarked: 0 });
    await engine.waitFor(() => posts().length > 0);
    expect(urlLists(posts())).toEqual([closing.map(urlOf).sort()]);
  });
});

describe(`search engines hear of job changes: Google's Indexing API (${mode})`, () => {
  const setup = appWithEngine((origin, engine) => {
    const credentials = join(tmpdir(), `gc-service-account-${process.pid}.json`);
    writeFileSync(credentials, engine.serviceAccountJson(), { mode: 0o600 });
    return {
      GOOGLE_INDEXING_CREDENTIALS: credentials,
      GOOGLE_INDEXING_ENDPOINT: `${origin}/v3/urlNotifications:publish`,
    };
  });
  const { engine } = setup;
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(() => ({ t, admin } = setup));
  const publishes = () => engine.to('/v3/urlNotifications:publish');
  const published = () => publishes().map((p) => [p.body.url, p.body.type]);

  it('signs in with the service account once and publishes URL_UPDATED, then URL_DELETED for closed jobs', async () => {
    const [closed, deactivated] = await insertJobs(t.app, [{}, {}]);
    await engine.waitFor(() => publishes().length === 2);
    expect(published().sort()).toEqual(
      [closed, deactivated].map((j) => [urlOf(j), 'URL_UPDATED']).sort(),
    );
    expect(engine.to('/token')).toHaveLength(1);
    expect(publishes()[0].headers.authorization).toBe(`Bearer ${engine.tokensIssued[0]}`);

    engine.reset();
    await admin.agent
      .put(`/api/admin/jobs/${closed.id}/valid-through`)
      .send({ validThrough: past() })
      .expect(200);
    await admin.agent
      .put(`/api/admin/jobs/${deactivated.id}/active`)
      .send({ isActive: false })
      .expect(200);
    await engine.waitFor(() => publishes().length === 2);
    expect(published().sort()).toEqual(
      [closed, deactivated].map((j) => [urlOf(j), 'URL_DELETED']).sort(),
    );
    // The token is reused while it is valid.
    expect(engine.to('/token')).toHaveLength(0);
  });

  it('publishes URL_DELETED for a job the expiry sweep closes, URL_UPDATED when it reopens', async () => {
    await t.app.get(JobExpirySweep).run();
    const soon = new Date(Date.now() + 60_000);
    const [job] = await insertJobs(t.app, [{ validThrough: soon }]);
    await drained(t);
    engine.reset();
    await t.app.get(JobExpirySweep).run(new Date(soon.getTime() + 1000));
    await engine.waitFor(() => publishes().length === 1);
    expect(published()).toEqual([[urlOf(job), 'URL_DELETED']]);

    // A sweep at the real time finds it open again (its closing date is still ahead).
    await drained(t);
    engine.reset();
    await t.app.get(JobExpirySweep).run();
    await engine.waitFor(() => publishes().length === 1);
    expect(published()).toEqual([[urlOf(job), 'URL_UPDATED']]);
  });

  it('waits for the Retry-After of a quota 429, and keeps what Google already took', async () => {
    const jobs = await insertJobs(t.app, [{}, {}]);
    engine.script(
      '/v3/urlNotifications:publish',
      { status: 200, body: '{}' },
      { status: 429, headers: { 'Retry-After': '1' }, body: '{"error":{"code":429}}' },
    );
    await engine.waitFor(() => publishes().length === 3);
    const [first, refused, retried] = publishes();
    expect(retried.at - refused.at).toBeGreaterThanOrEqual(950);
    expect(retried.body.url).toBe(refused.body.url);
    expect([first.body.url, retried.body.url].sort()).toEqual(jobs.map(urlOf).sort());
    await drained(t);
    expect(publishes()).toHaveLength(3);
  });
});
