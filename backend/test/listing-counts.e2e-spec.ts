import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { JobListingCount } from '../src/jobs/board/job-listing-count.entity';
import { JobListing } from '../src/jobs/board/job-listing.entity';
import { JobListingTextCount } from '../src/jobs/board/job-listing-text-count.entity';
import { backfillListingTextCounts } from '../src/database/migrations/listing-text-counts-backfill';
import { JobExpirySweep } from '../src/jobs/expiry/job-expiry-sweep.service';
import { isExpired } from '../src/jobs/expiry/job-expiry';
import { Job } from '../src/jobs/job.entity';
import { JobListings } from '../src/jobs/writer/job-listings';
import { JobWriter } from '../src/jobs/writer/job-writer.service';
import { TeamsRepository } from '../src/teams/teams.repository';
import { signInAsAdmin, signUp, SignedIn } from './auth-helpers';
import { createTestApp, startApp, TEST_MODE } from './harness';
import { insertJobs } from './job-factory';

const DAY = 24 * 60 * 60 * 1000;
const LIFETIME_DAYS = 60;
const TEAMS = ['Austin Armadillos', 'Portland Lumberjacks', 'Orlando Thunder'];
const DEPARTMENTS = ['coaching', 'analytics', 'marketing'] as const;
const LEVELS = ['senior', 'entry', null] as const;

/** A steady mix of teams and facets; `i` picks the combination. */
const jobLike = (i: number, extra: Partial<Job> = {}): Partial<Job> => ({
  teamName: TEAMS[i % TEAMS.length],
  positionTitle: `Role ${i}`,
  department: DEPARTMENTS[i % DEPARTMENTS.length],
  level: LEVELS[i % LEVELS.length],
  employmentType: i % 4 ? 'full-time' : 'internship',
  workplaceType: i % 5 ? null : 'remote',
  location: ['Austin, TX', 'Portland, OR', 'Orlando, FL'][(i >> 1) % 3],
  // Pay on every third job (the "Pay listed" filter).
  ...(i % 3
    ? {}
    : { salaryMin: 50_000, salaryMax: 60_000, salaryCurrency: 'USD', salaryUnit: 'year' }),
  ...extra,
});

describe(`the board's counts follow every job write (${TEST_MODE})`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let ds: DataSource;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ JOB_LIFETIME_DAYS: String(LIFETIME_DAYS) });
    ds = t.app.get(DataSource);
    admin = await signInAsAdmin(t.app, t.server);
    member = await signUp(t.server);
    await ds.transaction((manager) =>
      new TeamsRepository().createMissing(
        manager,
        TEAMS.map((name) => ({ name, location: 'Austin, TX' })),
      ),
    );
  });
  afterAll(() => t?.close());
  beforeEach(() => t.app.get(JobWriter).deleteAll());

  /** The listed jobs at this moment, counted the slow way from every job row. */
  async function listedNow(): Promise<Job[]> {
    const now = new Date();
    const jobs = await ds.getRepository(Job).find();
    return jobs.filter(
      (job) =>
        job.isActive && !job.expiredAt && !isExpired(job, { lifetimeDays: LIFETIME_DAYS }, now),
    );
  }

  /** Every count the board shows, checked against the listed jobs counted one by one. */
  async function expectCountsRight(): Promise<void> {
    const listed = await listedNow();
    const stats = await request(t.server).get('/api/stats').expect(200);
    expect(stats.body.activeJobs).toBe(listed.length);

    const teams = await request(t.server).get('/api/teams').expect(200);
    for (const team of teams.body as Array<{ name: string; openJobs: number }>) {
      expect([team.name, team.openJobs]).toEqual([
        team.name,
        listed.filter((job) => job.teamName === team.name).length,
      ]);
    }

    const contains = (text: string, term?: string) =>
      !term || text.toLowerCase().includes(term.toLowerCase());
    for (const query of [
      {},
      { teamName: 'portland' },
      { position: 'role 1' },
      { position: 'IMPORTED', location: 'tx' },
      { location: 'or' },
      { position: 'role', teamName: 'austin', location: ', tx' },
      { payListed: true },
      { position: 'role 2', payListed: true },
      { position: 'nothing matches' },
      { position: 'role 7' },
    ] as Array<{ teamName?: string; position?: string; location?: string; payListed?: boolean }>) {
      const inScope = listed.filter(
        (job) =>
          contains(job.teamName, query.teamName) &&
          contains(job.positionTitle, query.position) &&
          contains(job.location, query.location) &&
          (!query.payListed || job.salaryUnit !== null),
      );
      const facets = await member.agent.get('/api/jobs/facets').query(query).expect(200);
      expect([query, facets.body.total]).toEqual([query, inScope.length]);
      for (const option of facets.body.department as Array<{ value: string; count: number }>) {
        expect([option.value, option.count]).toEqual([
          option.value,
          inScope.filter((job) => job.department === option.value).length,
        ]);
      }
      for (const option of facets.body.level as Array<{ value: string; count: number }>) {
        expect([option.value, option.count]).toEqual([
          option.value,
          inScope.filter((job) => job.level === option.value).length,
        ]);
      }
      const coaching = await member.agent
        .get('/api/jobs')
        .query({ ...query, department: 'coaching', limit: 1 })
        .expect(200);
      expect(Number(coaching.headers['x-total-count'])).toBe(
        inScope.filter((job) => job.department === 'coaching').length,
      );
      const page = await member.agent
        .get('/api/jobs')
        .query({ ...query, limit: 100 })
        .expect(200);
      expect([query, Number(page.headers['x-total-count']), page.body.length]).toEqual([
        query,
        inScope.length,
        inScope.length,
      ]);
    }
    const all = await member.agent.get('/api/jobs').query({ limit: 1 }).expect(200);
    expect(Number(all.headers['x-total-count'])).toBe(listed.length);

    // The stored counts equal the listings they count, none empty.
    const counts = await ds.getRepository(JobListingCount).find();
    expect(counts.every((row) => row.listed > 0)).toBe(true);
    const listings = await ds.getRepository(JobListing).count();
    expect(counts.reduce((sum, row) => sum + row.listed, 0)).toBe(listings);
    const textCounts = await ds.getRepository(JobListingTextCount).find();
    expect(textCounts.every((row) => row.listed > 0)).toBe(true);
    expect(textCounts.reduce((sum, row) => sum + row.listed, 0)).toBe(listings);
  }

  it('counts inserts, edits, switching off, closing dates, the sweep, an import and clearing', async () => {
    const writer = t.app.get(JobWriter);
    const jobs = await insertJobs(
      t.app,
      Array.from({ length: 30 }, (_, i) => jobLike(i)),
    );
    await expectCountsRight();

    await writer.update(jobs[0].id, { department: 'analytics', level: 'entry' });
    await writer.update(jobs[1].id, { teamName: 'Orlando Thunder' });
    await writer.update(jobs[2].id, { isActive: false });
    await admin.agent
      .put(`/api/admin/jobs/${jobs[3].id}/classification`)
      .send({ level: null, employmentType: 'part-time' })
      .expect(200);
    await admin.agent.put(`/api/admin/jobs/${jobs[4].id}/active`).send({ isActive: false });
    // Texts that only case or a space tells apart are counted apart, as a search tells them.
    await writer.update(jobs[6].id, { positionTitle: 'Role 1 renamed', location: 'Tulsa, OK' });
    await writer.update(jobs[7].id, { positionTitle: 'ROLE 7' });
    await writer.update(jobs[9].id, { positionTitle: 'Role 7 ' });
    await admin.agent
      .put(`/api/admin/jobs/${jobs[12].id}/pay`)
      .send({ pay: null, workplaceType: null })
      .expect(200);
    await expectCountsRight();

    // Closed by its date after it was listed: it leaves the counts before the sweep runs ...
    await writer.update(jobs[5].id, { validThrough: new Date(Date.now() + 1200) });
    await insertJobs(t.app, [jobLike(31, { validThrough: new Date(Date.now() + 1200) })]);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    await expectCountsRight();
    // ... and the sweep takes its listing out without counting it twice.
    await t.app.get(JobExpirySweep).run();
    await expectCountsRight();

    // An import of open and already closed jobs, then of the same file again with changes.
    const header = 'team_name,position_title,location,apply_url,date_posted,valid_through,level';
    const line = (i: number, closes: string, level: string) =>
      `${TEAMS[i % 3]},Imported ${i},"Austin, TX",https://jobs.example.com/imported-${i},2026-01-02,${closes},${level}`;
    const file = (level: string) =>
      [
        header,
        ...Array.from({ length: 12 }, (_, i) =>
          line(i, i % 3 ? '2099-01-01' : '2026-01-03', level),
        ),
      ].join('\n');
    for (const level of ['senior', 'entry']) {
      const res = await admin.agent
        .post('/api/admin/upload-csv')
        .attach('csvFile', Buffer.from(file(level)), 'jobs.csv');
      expect([res.status, res.body.message]).toEqual([
        200,
        expect.stringMatching(/^Imported 12 jobs/),
      ]);
      await expectCountsRight();
    }

    await admin.agent.delete('/api/admin/jobs/clear-all').expect(200);
    await expectCountsRight();
    expect(await ds.getRepository(JobListingCount).count()).toBe(0);
    expect(await ds.getRepository(JobListingTextCount).count()).toBe(0);
  });

  // SQLite runs one write at a time on one connection; MariaDB's transactions overlap.
  const itOnMysql = TEST_MODE === 'mysql' ? it : it.skip;

  itOnMysql(
    "counts a job off where another write had just moved it (a long import's snapshot)",
    async () => {
      const writer = t.app.get(JobWriter);
      const [job] = await insertJobs(t.app, [jobLike(0)]);
      // A long transaction (an import) has read the database before an admin's edit commits ...
      const importing = ds.createQueryRunner();
      await importing.connect();
      await importing.startTransaction();
      try {
        await importing.query('SELECT COUNT(*) AS n FROM job_listings');
        await writer.update(job.id, { teamName: TEAMS[1] });
        // ... then writes the same job (by its apply URL, under a new id the upsert keeps its own
        // id over): its listing is counted off the team it has now.
        const stored = await ds.getRepository(Job).findOneByOrFail({ id: job.id });
        await writer.upsertByApplyUrl(importing.manager, [
          { ...stored, id: randomUUID(), teamName: TEAMS[2] },
        ]);
        await importing.commitTransaction();
      } finally {
        await importing.release();
      }
      const counts = await ds.getRepository(JobListingCount).find();
      expect(counts.map((row) => [row.teamName, row.listed])).toEqual([[TEAMS[2], 1]]);
      await expectCountsRight();
    },
  );

  it("the migration's backfill counts existing listings as the writer does", async () => {
    await insertJobs(
      t.app,
      Array.from({ length: 40 }, (_, i) =>
        jobLike(i, { positionTitle: ['Coach', 'coach', 'Coach ', `Role ${i % 4}`][i % 4] }),
      ),
    );
    const rows = () =>
      ds
        .getRepository(JobListingTextCount)
        .find({ order: { groupKey: 'ASC' } })
        .then((found) => found.map((row) => ({ ...row, payListed: Boolean(row.payListed) })));
    const kept = await rows();
    expect(kept.length).toBeGreaterThan(4);
    await ds.getRepository(JobListingTextCount).clear();
    const runner = ds.createQueryRunner();
    try {
      await backfillListingTextCounts(runner);
    } finally {
      await runner.release();
    }
    expect(await rows()).toEqual(kept);
  });

  it("keeps the admin list's total of every job right across writes (it is cached)", async () => {
    const total = async () =>
      Number(
        (await admin.agent.get('/api/admin/jobs').query({ limit: 1 }).expect(200)).headers[
          'x-total-count'
        ],
      );
    const [first] = await insertJobs(t.app, [jobLike(1), jobLike(2, { isActive: false })]);
    expect(await total()).toBe(2);
    await insertJobs(t.app, [jobLike(3, { validThrough: new Date(Date.now() - DAY) })]);
    expect(await total()).toBe(3);
    await t.app.get(JobWriter).update(first.id, { isActive: false });
    expect(await total()).toBe(3);
    await admin.agent.delete('/api/admin/jobs/clear-all').expect(200);
    expect(await total()).toBe(0);
  });

  it('takes the listing of a job the sweep marks in the same commit, and what was cached with it', async () => {
    const [closing] = await insertJobs(t.app, [jobLike(1), jobLike(2)]);
    const found = async () => {
      const res = await member.agent
        .get('/api/jobs')
        .query({ position: 'role 1', limit: 10 })
        .expect(200);
      return [Number(res.headers['x-total-count']), res.body.length];
    };
    expect(await found()).toEqual([1, 1]); // its count and the search's candidates now cached
    // Its closing date moved by hand in the database: the listing keeps the date it was copied
    // with, and nothing is invalidated, until the sweep marks the job.
    const column = ds.getMetadata(Job).findColumnWithPropertyName('validThrough')!;
    const yesterday = ds.driver.preparePersistentValue(new Date(Date.now() - DAY), column);
    await ds.query('UPDATE jobs SET validThrough = ? WHERE id = ?', [yesterday, closing.id]);
    expect(await found()).toEqual([1, 1]);
    expect(await t.app.get(JobWriter).markExpired(new Date())).toEqual({ marked: 1, unmarked: 0 });
    expect(await found()).toEqual([0, 0]);
    await expectCountsRight();
  });

  it('follows a longer default lifetime a key at a time, walking again after a sweep cut short', async () => {
    const at = (days: number) => new Date(Date.now() + days * DAY);
    const [a, b, c] = await insertJobs(t.app, [
      jobLike(4, { createdAt: at(-70) }), // closed by the 60-day lifetime when written: no listing
      jobLike(5, { createdAt: at(-50) }),
      jobLike(6, { validThrough: at(30) }),
    ]);
    // "Closing soon" reads the stored ranks, sooner first.
    const closingOrder = async () =>
      (
        (await ds.query(
          'SELECT id FROM job_listings ORDER BY closingRank DESC, datePosted DESC, id DESC',
        )) as Array<{ id: string }>
      ).map((row) => row.id);
    expect(await closingOrder()).toEqual([b.id, c.id]);
    // The writer's copies agree with the setting in force (their arrivals' fractions of a second
    // aside), so a sweep under it has nothing to recompute.
    const sixtyDays = new JobListings(ds.driver, { lifetimeDays: LIFETIME_DAYS });
    expect(await sixtyDays.staleRankSample(ds.manager)).toBeNull();

    // A replica under 90 days, whose sweeps (at start, then one more) are cut short in the walk
    // over the jobs: the listing that tells a change (B's, the earliest arrival) is left stale.
    const cut = jest
      .spyOn(JobListings.prototype, 'addMissing')
      .mockRejectedValue(new Error('cut short'));
    const longer = await startApp({ ...t.environment.env, JOB_LIFETIME_DAYS: '90' });
    try {
      await longer.app.get(JobExpirySweep).run();
      expect(cut).toHaveBeenCalled();
      const ninetyDays = new JobListings(ds.driver, { lifetimeDays: 90 });
      expect(await ninetyDays.staleRankSample(ds.manager)).toBe(b.id);
      cut.mockRestore();
      // The next sweep walks again, one key a transaction: A is listed, every rank is of 90 days
      // (A closes in 20 days, C in 30, B in 40).
      await longer.app.get(JobWriter).markExpired(new Date(), 1);
      expect(await closingOrder()).toEqual([a.id, c.id, b.id]);
      expect(await ninetyDays.staleRankSample(ds.manager)).toBeNull();
    } finally {
      cut.mockRestore();
      await longer.close();
    }
  });

  it('gives a job closed by its dates when written no listing', async () => {
    const [closed, arrivedLongAgo, open] = await insertJobs(t.app, [
      jobLike(1, { validThrough: new Date(Date.now() - DAY) }),
      jobLike(2),
      jobLike(3),
    ]);
    // Arrived before the default lifetime: any later write leaves it off the board.
    await ds
      .getRepository(Job)
      .update(arrivedLongAgo.id, { createdAt: new Date(Date.now() - (LIFETIME_DAYS + 1) * DAY) });
    await t.app.get(JobWriter).update(arrivedLongAgo.id, { positionTitle: 'Renamed' });
    const listings = await ds.getRepository(JobListing).find({ select: ['id'] });
    expect(listings.map((l) => l.id).sort()).toEqual([open.id]);
    expect(listings.map((l) => l.id)).not.toContain(closed.id);
    await expectCountsRight();
  });
});
