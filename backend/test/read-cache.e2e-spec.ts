import type Redis from 'ioredis';
import request from 'supertest';
import { READ_CACHE_PREFIX } from '../src/cache/read-cache-keys';
import { ReadCache } from '../src/cache/read-cache.service';
import { REDIS } from '../src/redis/redis.module';
import { signInAsAdmin, signUp } from './auth-helpers';
import { freshEnvironment, startApp, TEST_MODE, TEST_REDIS, TestApp, TestEnv } from './harness';
import { insertJobs } from './job-factory';

const mode = `${TEST_MODE}${TEST_REDIS ? ' + Redis' : ''}`;

/**
 * The public reads are cached (in Redis when it is configured, else in each process); every
 * write must show at once on every instance: A writes, B answers.
 */
describe(`cached public reads stay fresh on every instance (${mode})`, () => {
  let environment: TestEnv;
  let a: TestApp;
  let b: TestApp;
  let adminCookie: string;
  let memberCookie: string;

  beforeAll(async () => {
    environment = await freshEnvironment();
    a = await startApp(environment.env);
    b = await startApp(environment.env);
    const admin = await signInAsAdmin(a.app, a.server);
    adminCookie = (await admin.agent.get('/api/user').expect(200)).request.cookies;
    const member = await signUp(a.server);
    memberCookie = (await member.agent.get('/api/user').expect(200)).request.cookies;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await environment.dispose();
  });

  const onA = (method: 'put' | 'post', path: string, body: object) =>
    request(a.server)[method](path).set('Cookie', adminCookie).send(body);

  // Each read asks both instances (A wrote: its own cache; B: the other replica's).
  const both = async (path: string) => {
    const [fromA, fromB] = await Promise.all(
      [a, b].map(async (app) => (await request(app.server).get(path).expect(200)).body),
    );
    expect(fromA).toEqual(fromB);
    return fromB;
  };

  // (MySQL without Redis caches nothing.)
  (TEST_MODE === 'sqlite' || TEST_REDIS ? it : it.skip)(
    'keeps an answer only a write changes for minutes, in one slot per key, and not past a write',
    async () => {
      const [cacheA, cacheB] = [a, b].map((app) => app.app.get(ReadCache));
      let reads = 0;
      const read = (cache: ReadCache) =>
        cache.get('jobs', 'until-write', async () => (reads += 1), { untilWrite: true });
      // With Redis the other instance finds the entry; in-process each keeps its own.
      const other = TEST_REDIS ? cacheB : cacheA;
      expect(await read(cacheA)).toBe(1);
      expect(await read(other)).toBe(1);
      await cacheA.invalidate(['jobs']);
      expect(await read(other)).toBe(2);
      if (TEST_REDIS) {
        // One entry for the key, the one read after the write, however many writes came.
        const redis = a.app.get<Redis>(REDIS);
        const stored = await redis.keys(`${READ_CACHE_PREFIX}:*until-write`);
        expect(stored).toEqual([`${READ_CACHE_PREFIX}:slot:jobs:until-write`]);
        expect(await redis.pttl(stored[0])).toBeGreaterThan(60_000);
      } else {
        // Past the 15 s of the board's other answers, within five minutes.
        const start = Date.now();
        const clock = jest.spyOn(Date, 'now').mockReturnValue(start + 20_000);
        try {
          expect(await read(cacheA)).toBe(2);
          clock.mockReturnValue(start + 301_000);
          expect(await read(cacheA)).toBe(3);
        } finally {
          clock.mockRestore();
        }
      }
    },
  );

  it('featured jobs, stats and the members’ total follow job changes', async () => {
    const [first, second] = await insertJobs(a.app, [{}, {}, {}]);
    const stats = () => both('/api/stats');
    const featured = async () => (await both('/api/jobs/featured')) as Array<{ id: string }>;
    const total = async () =>
      (await request(b.server).get('/api/jobs?limit=2').set('Cookie', memberCookie).expect(200))
        .headers['x-total-count'];

    expect((await stats()).activeJobs).toBe(3);
    expect(await featured()).toEqual([]);
    expect(await total()).toBe('3');

    await onA('put', `/api/admin/jobs/${first.id}/featured`, { isFeatured: true }).expect(200);
    expect((await featured()).map((j) => j.id)).toEqual([first.id]);

    await onA('put', `/api/admin/jobs/${second.id}/active`, { isActive: false }).expect(200);
    expect((await stats()).activeJobs).toBe(2);
    expect(await total()).toBe('2');

    await onA('put', `/api/admin/jobs/${first.id}/active`, { isActive: false }).expect(200);
    expect(await featured()).toEqual([]);
    expect((await stats()).activeJobs).toBe(1);

    await request(a.server)
      .delete('/api/admin/jobs/clear-all')
      .set('Cookie', adminCookie)
      .expect(200);
    expect((await stats()).activeJobs).toBe(0);
  });

  it('a CSV import shows on every instance once it commits', async () => {
    const upload = (rows: number, title: string) => {
      const csv = [
        'team_name,position_title,location,apply_url,date_posted',
        ...Array.from(
          { length: rows },
          (_, i) => `Cache Testers,${title} ${i},"Austin, TX",https://jobs.example.com/cache/${i},`,
        ),
      ].join('\n');
      return request(a.server)
        .post('/api/admin/upload-csv')
        .set('Cookie', adminCookie)
        .attach('csvFile', Buffer.from(csv), 'jobs.csv')
        .expect(200);
    };
    const stats = () => both('/api/stats');
    const search = async (position: string) =>
      (
        await request(b.server)
          .get('/api/jobs')
          .query({ position, limit: 1 })
          .set('Cookie', memberCookie)
          .expect(200)
      ).headers['x-total-count'];

    // The team exists beforehand, so only the job statements can tell the cache of the change.
    await upload(1, 'Scout');
    await request(a.server).delete('/api/admin/jobs/clear-all').set('Cookie', adminCookie);
    expect((await stats()).activeJobs).toBe(0);
    expect(await search('scout')).toBe('0');

    await upload(2500, 'Scout');
    expect((await stats()).activeJobs).toBe(2500);
    expect(await search('scout')).toBe('2500');

    await upload(2500, 'Coach'); // every row an update
    expect(await search('scout')).toBe('0');
    expect(await search('coach')).toBe('2500');
  });

  it('page content, the footer pages and the member count follow their changes', async () => {
    await onA('put', '/api/admin/content/jobs', { content: { title: 'Before' } }).expect(200);
    const jobsContent = async () => (await both('/api/admin/content/jobs')).content;
    expect(await jobsContent()).toEqual({ title: 'Before' });
    await onA('put', '/api/admin/content/jobs', { content: { title: 'After' } }).expect(200);
    expect(await jobsContent()).toEqual({ title: 'After' });

    const footer = async () =>
      (
        (await request(b.server).get('/api/custom-pages').expect(200)).body as Array<{
          slug: string;
        }>
      ).map((p) => p.slug);
    expect(await footer()).not.toContain('cache-check');
    await onA('post', '/api/admin/custom-pages', {
      title: 'Cache check',
      slug: 'cache-check',
      content: '<p>Fresh.</p>',
    }).expect(201);
    expect(await footer()).toContain('cache-check');

    const members = (await both('/api/stats')).memberCount;
    await signUp(a.server);
    expect((await both('/api/stats')).memberCount).toBe(members + 1);
  });

  it('answers 304 Not Modified to a matching ETag, and a new ETag after a change', async () => {
    const first = await request(b.server).get('/api/stats').expect(200);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    await request(b.server).get('/api/stats').set('If-None-Match', etag).expect(304);
    await insertJobs(a.app, [{}]);
    const changed = await request(b.server)
      .get('/api/stats')
      .set('If-None-Match', etag)
      .expect(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  (TEST_REDIS ? it : it.skip)(
    'reads the session, the signed-in user and the board count in one Redis round trip, and sees changes at once',
    async () => {
      const redis = b.app.get<Redis>(REDIS);
      const commands: string[] = [];
      const send = redis.sendCommand.bind(redis);
      const spy = jest.spyOn(redis, 'sendCommand').mockImplementation((command, stream) => {
        commands.push(command.name);
        return send(command, stream);
      });
      try {
        const user = async (cookie: string) => {
          commands.length = 0;
          const res = await request(b.server).get('/api/user').set('Cookie', cookie);
          return { status: res.status, body: res.body as { email: string; isAdmin: boolean } };
        };
        await user(memberCookie); // the first request of a session on B also touches its expiry
        const member = await user(memberCookie);
        expect(member.status).toBe(200);
        expect(member.body.isAdmin).toBe(false);
        expect(commands).toEqual(['evalsha']);

        // A change to the users on A: B's next read misses, loads the user and stores it.
        await signUp(a.server);
        expect((await user(memberCookie)).body.isAdmin).toBe(false);
        expect(commands).toEqual(['evalsha', 'set']);

        // The board's count: once B has read it, B's own copy answers under the version the
        // session's round trip saw; a change on A is a new version, so B reads afresh.
        const [job] = await insertJobs(a.app, [{}, {}, {}]);
        const board = async () => {
          commands.length = 0;
          const res = await request(b.server).get('/api/jobs?limit=1').set('Cookie', memberCookie);
          expect(res.status).toBe(200);
          return res.headers['x-total-count'];
        };
        const total = Number(await board());
        expect(total).toBeGreaterThanOrEqual(3);
        expect(await board()).toBe(String(total));
        expect(commands).toEqual(['evalsha']);
        await onA('put', `/api/admin/jobs/${job.id}/active`, { isActive: false }).expect(200);
        expect(await board()).toBe(String(total - 1));
        expect(commands).not.toEqual(['evalsha']);
        expect(await board()).toBe(String(total - 1));
        expect(commands).toEqual(['evalsha']);

        // A second member signed in on the same instance never gets the first one's entry.
        const other = await signUp(b.server);
        const otherCookie = (await other.agent.get('/api/user').expect(200)).request.cookies;
        const [first, second] = await Promise.all([user(memberCookie), user(otherCookie)]);
        expect(first.body.email).not.toBe(second.body.email);
        expect((await user(adminCookie)).body.isAdmin).toBe(true);
      } finally {
        spy.mockRestore();
      }
    },
  );
});
