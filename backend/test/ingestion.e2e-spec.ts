import { DataSource } from 'typeorm';
import { IngestionSchedule } from '../src/ingestion/ingestion-schedule.service';
import { JobSourcesRepository, wholeSeconds } from '../src/ingestion/job-sources.repository';
import { fetchGreenhouse } from '../src/ingestion/providers/greenhouse.adapter';
import { fetchLever } from '../src/ingestion/providers/lever.adapter';
import { PoliteHttp } from '../src/ingestion/providers/polite-http';
import { Job } from '../src/jobs/job.entity';
import { signInAsAdmin, type SignedIn } from './auth-helpers';
import {
  createTestApp,
  freshEnvironment,
  startApp,
  TEST_MODE,
  TEST_REDIS,
  type TestApp,
  type TestEnv,
} from './harness';
import { insertJobs } from './job-factory';
import { fixture, ProviderTestServer } from './provider-test-server';

const mode = `${TEST_MODE}${TEST_REDIS ? ' + Redis' : ''}`;
const GH_PATH = '/gh/v1/boards/gridirontest/jobs';
const LEVER_PATH = '/lever/v0/postings/gridirontest';
const LEVER_EU_PATH = '/lever-eu/v0/postings/gridirontest';

type GreenhouseJob = Record<string, unknown> & { id: number; title: string };
const greenhouseJobs = () =>
  (JSON.parse(fixture('greenhouse-jobs.json')) as { jobs: GreenhouseJob[] }).jobs;
const greenhouseBody = (jobs: GreenhouseJob[]) =>
  JSON.stringify({ jobs, meta: { total: jobs.length } });

/** The variables pointing the providers at the test server, with fast retries. */
const providerEnv = (base: string) => ({
  INGESTION_GREENHOUSE_URL: `${base}/gh`,
  INGESTION_LEVER_URL: `${base}/lever`,
  INGESTION_LEVER_EU_URL: `${base}/lever-eu`,
  INGESTION_HOST_INTERVAL_MS: '0',
  INGESTION_BACKOFF_MS: '50',
  INGESTION_TIMEOUT_MS: '700',
  INGESTION_RETRIES: '2',
  INGESTION_MAX_WAIT_MS: '3000',
  // The schedule only runs when a test calls it.
  INGESTION_TICK_MS: '3600000',
  // The test server is on loopback, which production refuses.
  INGESTION_ALLOWED_NETWORKS: '127.0.0.1',
  INGESTION_MAX_BODY_BYTES: '100000',
});

describe(`job sources (${mode})`, () => {
  const provider = new ProviderTestServer();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: SignedIn;

  const jobsOf = (sourceId: string) =>
    t.app
      .get(DataSource)
      .getRepository(Job)
      .find({ where: { sourceId }, order: { externalId: 'ASC' } });
  const run = async (id: string) =>
    (await admin.agent.post(`/api/admin/sources/${id}/run`).expect(200)).body as Record<
      string,
      unknown
    >;
  const addSource = async (body: Record<string, unknown>) =>
    (await admin.agent.post('/api/admin/sources').send(body).expect(200)).body as { id: string };

  beforeAll(async () => {
    const base = await provider.start();
    provider.set(GH_PATH, { body: fixture('greenhouse-jobs.json') });
    t = await createTestApp(providerEnv(base));
    admin = await signInAsAdmin(t.app, t.server);
  });
  afterAll(async () => {
    await t?.close();
    await provider.close();
  });

  it('reads Greenhouse and Lever answers in their real shapes, pay ranges and the EU host included', async () => {
    const http = new PoliteHttp({ ...t.config.ingestion, retries: 0 });
    const gh = await fetchGreenhouse(http, t.config.ingestion.greenhouseUrl, 'gridirontest');
    expect(gh.postings).toHaveLength(4);
    expect(gh.postings[0]).toMatchObject({
      externalId: '4012001',
      location: 'Frisco, TX',
      applyUrl: 'https://boards.greenhouse.io/gridirontest/jobs/4012001',
      department: 'Football Ops',
      employmentType: 'Full-time',
      level: 'Senior IC',
      pay: { min: 150000, max: 190000, currency: 'USD', interval: null },
    });
    expect(gh.postings[0].descriptionHtml).toContain('<p>Lead the <strong>analytics</strong>');
    provider.setLever(LEVER_EU_PATH, JSON.parse(fixture('lever-postings.json')) as unknown[]);
    const lever = await fetchLever(http, t.config.ingestion.leverEuUrl, 'gridirontest');
    expect(lever.postings).toHaveLength(130);
    const pages = provider.requests.filter((r) => r.path === LEVER_EU_PATH);
    expect(pages).toHaveLength(2);
    expect(lever.postings[0]).toMatchObject({
      title: 'Partnerships Coordinator 1',
      department: 'Business Operations',
      employmentType: 'Full-time',
      applyUrl: 'https://jobs.lever.co/gridirontest/5ac21346-8e0c-4494-8e7a-000000000001',
      pay: { min: 55000, max: 70000, currency: 'USD', interval: 'per-year-salary' },
    });
    expect(lever.postings[0].postedAt).toEqual(new Date(1763740800000 + 60000));
    expect(provider.requests.every((r) => r.userAgent?.startsWith('GridironCareersBot/'))).toBe(
      true,
    );
  });

  it('"Test" shows what would be imported, decoded and sanitised, without writing', async () => {
    const res = await admin.agent
      .post('/api/admin/sources/test')
      .send({ provider: 'greenhouse', token: 'gridirontest', teamName: 'Dallas Cowboys' })
      .expect(200);
    expect(res.body.postings).toHaveLength(4);
    const first = res.body.postings[0];
    expect(first).toMatchObject({
      positionTitle: 'Director of Football Analytics',
      employmentType: 'full-time',
      level: null,
      action: 'create',
    });
    expect(first.description).toContain('Lead the analytics group & build models.');
    expect(first.description).toContain('• Python');
    expect(first.description).not.toContain('alert(1)');
    expect(first.description).not.toContain('<');
    expect(res.body.unmapped.department).toEqual({
      'Football Ops': '',
      'Sports Performance Lab': '',
    });
    expect(res.body.unmapped.level).toEqual({ 'Senior IC': '' });
    expect(await t.app.get(DataSource).getRepository(Job).count()).toBe(0);
  });

  it('answers 400 naming the problem for bad sources and mappings, 404 for unknown ones', async () => {
    const bad = async (body: Record<string, unknown>, message: RegExp) => {
      const res = await admin.agent.post('/api/admin/sources').send(body).expect(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    };
    await bad({ provider: 'workday', token: 'x', teamName: 'A' }, /provider must be one of/);
    await bad({ provider: 'feed', token: 'not a url', teamName: 'A' }, /feed must be an http/);
    await bad({ provider: 'lever', token: 'a/b', teamName: 'A' }, /board name/);
    await bad(
      {
        provider: 'lever',
        token: 'ok',
        teamName: 'A',
        mapping: { department: { X: 'nope' }, employmentType: {}, level: {} },
      },
      /mapping.department\['X'\] must be one of/,
    );
    await bad({ provider: 'lever', token: 'ok', teamName: 'A', everyMinutes: 1 }, /at least 5/);
    const missing = '00000000-0000-4000-8000-000000000000';
    await admin.agent.post(`/api/admin/sources/${missing}/run`).expect(404);
    const unreachable = await admin.agent
      .post('/api/admin/sources/test')
      .send({ provider: 'lever', token: 'nobody', teamName: 'A' })
      .expect(400);
    expect(unreachable.body.message).toMatch(/answered 404/);
  });

  it('refuses feeds on non-public addresses (400 on save and test, a failed run when a hop is refused) and answers over the size cap', async () => {
    const bad = async (path: string, token: string, message: RegExp) => {
      const res = await admin.agent
        .post(path)
        .send({ provider: 'feed', token, teamName: 'A' })
        .expect(400);
      expect(res.body.message).toMatch(message);
    };
    for (const path of ['/api/admin/sources', '/api/admin/sources/test']) {
      await bad(
        path,
        'http://169.254.169.254/latest/meta-data',
        /169\.254\.169\.254 is a linkLocal address/,
      );
      await bad(path, 'http://[fd00:ec2::254]/', /uniqueLocal address/);
      await bad(path, 'http://10.0.0.8/jobs.json', /private address/);
      // Loopback outside the allowed 127.0.0.1 (names: the unit spec of AddressGuard).
      await bad(path, 'http://127.0.0.2/jobs.json', /127\.0\.0\.2 is a loopback address/);
      await bad(path, 'file:///etc/passwd', /feed must be an http/);
    }
    const base = t.config.ingestion.greenhouseUrl.replace(/\/gh$/, '');
    const port = new URL(base).port;
    // Allowed at save, refused at connect: the feed redirects to a loopback address not allowed.
    provider.set('/hop.json', { status: 302, headers: { location: `http://127.0.0.2:${port}/x` } });
    const hop = await addSource({ provider: 'feed', token: `${base}/hop.json`, teamName: 'Hop' });
    const hopRun = await run(hop.id);
    expect(hopRun).toMatchObject({ status: 'failed', created: 0 });
    expect(hopRun.error).toMatch(/was not fetched: 127\.0\.0\.2 is a loopback address/);
    await admin.agent.delete(`/api/admin/sources/${hop.id}`).expect(204);

    provider.set('/huge.json', { body: JSON.stringify([{ title: 'x'.repeat(200_000) }]) });
    const huge = await addSource({
      provider: 'feed',
      token: `${base}/huge.json`,
      teamName: 'Huge',
    });
    const hugeRun = await run(huge.id);
    expect(hugeRun).toMatchObject({ status: 'failed', created: 0 });
    expect(hugeRun.error).toMatch(/answered more than 100,000 bytes \(INGESTION_MAX_BODY_BYTES\)/);
    await admin.agent.delete(`/api/admin/sources/${huge.id}`).expect(204);
  });

  it('creates, skips unchanged, updates, keeps locked fields, closes after two misses, and guards mass closes', async () => {
    const source = await addSource({
      provider: 'greenhouse',
      token: 'gridirontest',
      teamName: 'Dallas Cowboys',
      mapping: {
        department: { 'Football Ops': 'football-operations' },
        employmentType: {},
        level: {},
      },
    });
    expect(await run(source.id)).toMatchObject({
      status: 'succeeded',
      fetched: 4,
      created: 4,
      closed: 0,
    });
    let jobs = await jobsOf(source.id);
    expect(jobs.map((j) => j.teamName)).toEqual(Array(4).fill('Dallas Cowboys'));
    expect(jobs[0]).toMatchObject({
      department: 'football-operations',
      employmentType: 'full-time',
    });
    expect(jobs[2].department).toBe('medical'); // unmapped: inferred from the title
    // Greenhouse states no period: amounts beyond doubt yearly are a year's pay.
    expect(jobs[0]).toMatchObject({
      salaryMin: 150000,
      salaryMax: 190000,
      salaryCurrency: 'USD',
      salaryUnit: 'year',
      payAnnualUsd: 190000,
    });

    expect(await run(source.id)).toMatchObject({ unchanged: 4, created: 0, updated: 0 });

    // An admin corrects the department of the first job: that field is locked.
    await admin.agent
      .put(`/api/admin/jobs/${jobs[0].id}/classification`)
      .send({ department: 'analytics' })
      .expect(200);
    const changed = greenhouseJobs();
    changed[0].title = 'Director of Football Research';
    changed[1].title = 'Senior Ticket Sales Associate';
    provider.set(GH_PATH, { body: greenhouseBody(changed) });
    expect(await run(source.id)).toMatchObject({ updated: 2, unchanged: 2 });
    jobs = await jobsOf(source.id);
    expect(jobs[0]).toMatchObject({
      positionTitle: 'Director of Football Research',
      department: 'analytics',
      lockedFields: ['department'],
    });
    expect(jobs[1].positionTitle).toBe('Senior Ticket Sales Associate');
    // Unlocked, the next run writes the field again (the hash is cleared so it is not skipped).
    const unlocked = await admin.agent
      .delete(`/api/admin/jobs/${jobs[0].id}/locked-fields`)
      .expect(200);
    expect(unlocked.body).toMatchObject({ sourceId: source.id, lockedFields: [] });
    expect(await run(source.id)).toMatchObject({ updated: 1, unchanged: 3 });
    expect((await jobsOf(source.id))[0].department).toBe('football-operations');

    // The fourth posting goes away: one miss keeps it, the second closes it.
    provider.set(GH_PATH, { body: greenhouseBody(changed.slice(0, 3)) });
    expect(await run(source.id)).toMatchObject({ status: 'succeeded', closed: 0 });
    expect(await run(source.id)).toMatchObject({ status: 'succeeded', closed: 1 });
    const page = await admin.agent.get(`/api/jobs/${jobs[3].id}`).expect(200);
    expect(page.body.closed).toBe(true);

    // Under half of the last run's postings, or none: nothing closes, the source is flagged.
    provider.set(GH_PATH, { body: greenhouseBody(changed.slice(0, 1)) });
    expect(await run(source.id)).toMatchObject({ status: 'guarded', closed: 0 });
    provider.set(GH_PATH, { body: greenhouseBody([]) });
    expect(await run(source.id)).toMatchObject({ status: 'guarded', closed: 0 });
    expect(await run(source.id)).toMatchObject({ status: 'guarded', closed: 0 });
    const listed = await admin.agent.get('/api/admin/sources').expect(200);
    const shown = listed.body.find((s: { id: string }) => s.id === source.id);
    expect(shown).toMatchObject({ flag: 'mass-close-guard', health: 'failing' });
    expect(shown.lastRuns[0].error).toMatch(/Closed nothing/);
    expect((await jobsOf(source.id)).filter((j) => j.validThrough !== null)).toHaveLength(1);

    // The posting comes back: the job reopens.
    provider.set(GH_PATH, { body: greenhouseBody(changed) });
    expect(await run(source.id)).toMatchObject({ status: 'succeeded', updated: 1, closed: 0 });
    expect((await admin.agent.get(`/api/jobs/${jobs[3].id}`).expect(200)).body.closed).toBe(false);
    await admin.agent.delete(`/api/admin/sources/${source.id}`).expect(204);
  });

  it('waits as a 429 Retry-After asks, fails a run that times out, and flags a source failing 3 times', async () => {
    const path = '/gh/v1/boards/retryboard/jobs';
    const board = fixture('greenhouse-jobs.json').replace(/gridirontest/g, 'retryboard');
    provider.set(path, { body: board });
    const source = await addSource({
      provider: 'greenhouse',
      token: 'retryboard',
      teamName: 'Retry Team',
    });
    provider.setOnce(path, { status: 429, headers: { 'retry-after': '1' }, body: '{}' });
    const before = provider.requests.length;
    expect(await run(source.id)).toMatchObject({ status: 'succeeded', created: 4 });
    const tries = provider.requests.slice(before);
    expect(tries).toHaveLength(2);
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(950);

    for (let i = 1; i <= 3; i++) {
      for (let attempt = 0; attempt < 3; attempt++) {
        provider.setOnce(path, { delayMs: 1000, body: board });
      }
      const failed = await run(source.id);
      expect(failed).toMatchObject({ status: 'failed', created: 0 });
      expect(failed.error).toMatch(/did not answer within 700 ms/);
      const [shown] = (await admin.agent.get('/api/admin/sources').expect(200)).body.filter(
        (s: { id: string }) => s.id === source.id,
      );
      expect(shown.flag).toBe(i === 3 ? 'failing' : null);
    }
    const runs = await admin.agent.get(`/api/admin/sources/${source.id}/runs`).expect(200);
    expect(runs.body.map((r: { status: string }) => r.status)).toEqual([
      'failed',
      'failed',
      'failed',
      'succeeded',
    ]);
    await admin.agent
      .patch(`/api/admin/sources/${source.id}`)
      .send({ clearFlag: true, paused: true })
      .expect(200);
    await admin.agent.delete(`/api/admin/sources/${source.id}`).expect(204);
  });

  it('updates the manual or CSV job a posting matches instead of adding a second one; pages Lever; reads XML feeds', async () => {
    const [manual] = await insertJobs(t.app, [
      {
        teamName: 'Kansas City Chiefs',
        positionTitle: 'Partnerships  coordinator 2',
        location: 'Kansas City, MO',
      },
    ]);
    const [byUrl] = await insertJobs(t.app, [
      {
        teamName: 'Kansas City Chiefs',
        positionTitle: 'Old title',
        location: 'Elsewhere',
        applyUrl: 'https://jobs.lever.co/gridirontest/5ac21346-8e0c-4494-8e7a-000000000003',
      },
    ]);
    provider.setLever(LEVER_PATH, JSON.parse(fixture('lever-postings.json')) as unknown[]);
    const lever = await addSource({
      provider: 'lever',
      token: 'gridirontest',
      teamName: 'Kansas City Chiefs',
    });
    expect(await run(lever.id)).toMatchObject({
      status: 'succeeded',
      fetched: 130,
      created: 128,
      updated: 2,
    });
    const repo = t.app.get(DataSource).getRepository(Job);
    expect(await repo.countBy({ teamName: 'Kansas City Chiefs' })).toBe(130);
    expect(await repo.findOneByOrFail({ id: manual.id })).toMatchObject({
      sourceId: lever.id,
      positionTitle: 'Partnerships Coordinator 2',
    });
    expect(await repo.findOneByOrFail({ id: byUrl.id })).toMatchObject({
      sourceId: lever.id,
      positionTitle: 'Partnerships Coordinator 3',
    });
    const seasonal = await repo.findOneByOrFail({ positionTitle: 'Partnerships Coordinator 3' });
    // Lever's `per-year-salary` period.
    expect(
      await repo.findOneByOrFail({
        sourceId: lever.id,
        positionTitle: 'Partnerships Coordinator 1',
      }),
    ).toMatchObject({ salaryMin: 55000, salaryMax: 70000, salaryUnit: 'year' });
    expect(seasonal.employmentType).toBeNull(); // "Seasonal Contract": unmapped
    const shown = (await admin.agent.get('/api/admin/sources').expect(200)).body.find(
      (s: { id: string }) => s.id === lever.id,
    );
    expect(shown.unmapped.employmentType).toEqual({ 'Seasonal Contract': '' });
    await admin.agent
      .patch(`/api/admin/sources/${lever.id}`)
      .send({
        mapping: { department: {}, employmentType: { 'Seasonal Contract': 'seasonal' }, level: {} },
      })
      .expect(200);
    expect(await run(lever.id)).toMatchObject({ updated: 43, unchanged: 87 });
    expect((await repo.findOneByOrFail({ id: seasonal.id })).employmentType).toBe('seasonal');

    provider.set('/feed.xml', { body: fixture('job-feed.xml') });
    const feed = await addSource({
      provider: 'feed',
      token: `${t.config.ingestion.greenhouseUrl.replace(/\/gh$/, '')}/feed.xml`,
      teamName: 'Green Bay Packers',
    });
    expect(await run(feed.id)).toMatchObject({ status: 'succeeded', created: 2 });
    const gear = await repo.findOneByOrFail({ sourceId: feed.id, externalId: 'EQ-1' });
    expect(gear).toMatchObject({
      positionTitle: 'Equipment Assistant',
      department: 'football-operations',
      employmentType: 'seasonal',
      description: 'Keep the gear game ready.',
      applyUrl: 'https://careers.example.org/jobs/eq-1',
    });
  });
});

describe(`job sources on two app instances (${mode})`, () => {
  const provider = new ProviderTestServer();
  let environment: TestEnv;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const base = await provider.start();
    provider.set(GH_PATH, { body: fixture('greenhouse-jobs.json'), delayMs: 200 });
    environment = await freshEnvironment(providerEnv(base));
    a = await startApp(environment.env);
    b = await startApp(environment.env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await environment?.dispose();
    await provider.close();
  });

  it('runs a due source once when both replicas run the schedule at the same moment', async () => {
    const admin = await signInAsAdmin(a.app, a.server);
    const source = (
      await admin.agent
        .post('/api/admin/sources')
        .send({ provider: 'greenhouse', token: 'gridirontest', teamName: 'Dallas Cowboys' })
        .expect(200)
    ).body as { id: string };
    const now = wholeSeconds(Date.now() + 1000);
    const [first, second] = await Promise.all([
      a.app.get(IngestionSchedule).tick(now),
      b.app.get(IngestionSchedule).tick(now),
    ]);
    expect(first.length + second.length).toBe(1);
    expect(provider.requests.filter((r) => r.path === GH_PATH)).toHaveLength(1);
    const runs = await admin.agent.get(`/api/admin/sources/${source.id}/runs`).expect(200);
    expect(runs.body).toHaveLength(1);
    expect(runs.body[0]).toMatchObject({ trigger: 'schedule', created: 4 });
    // Not due again until its interval has passed.
    expect(await a.app.get(IngestionSchedule).tick(new Date(now.getTime() + 60_000))).toEqual([]);
    const saved = await a.app.get(JobSourcesRepository).findById(source.id);
    expect(saved!.nextRunAt.getTime()).toBe(now.getTime() + 60 * 60_000);
  });
});
