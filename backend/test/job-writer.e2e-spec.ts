import { DataSource } from 'typeorm';
import { Job } from '../src/jobs/job.entity';
import { JobWriter } from '../src/jobs/writer/job-writer.service';
import { DemoSeedService } from '../src/seed/demo-seed.service';
import { DEMO_JOBS } from '../src/seed/demo-teams';
import { signInAsAdmin, signUp, SignedIn } from './auth-helpers';
import { createTestApp, TEST_MODE } from './harness';
import { insertJobs } from './job-factory';

const HEADER = 'team_name,position_title,location,apply_url,date_posted';

type Terms = { position?: string; teamName?: string; location?: string };

/**
 * Every public way a job is written (CSV import, admin edits, demo seed, the test factory and the
 * job writer itself) goes through the job writer, which files the job's title, team and location
 * words in the search index. The board's search only looks at jobs filed under a searched word,
 * so a write that skipped the index would leave its job unfindable here.
 */
describe(`every job write keeps the board's search right (${TEST_MODE})`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: SignedIn;
  let member: SignedIn;

  /** The ids of the listed jobs matching the terms. */
  async function find(terms: Terms): Promise<string[]> {
    const res = await member.agent
      .get('/api/jobs')
      .query({ ...terms, limit: 200 })
      .expect(200);
    return (res.body as Array<{ id: string }>).map((job) => job.id);
  }

  /** Found by a word of each of its title, team and location, and by all three together. */
  async function expectFoundBy(id: string, terms: Required<Terms>) {
    expect(await find({ position: terms.position })).toContain(id);
    expect(await find({ teamName: terms.teamName })).toContain(id);
    expect(await find({ location: terms.location })).toContain(id);
    expect(await find(terms)).toEqual([id]);
  }

  async function expectNotFoundBy(id: string, terms: Required<Terms>) {
    expect(await find({ position: terms.position })).not.toContain(id);
    expect(await find({ teamName: terms.teamName })).not.toContain(id);
    expect(await find({ location: terms.location })).not.toContain(id);
  }

  const idByApplyUrl = async (applyUrl: string) =>
    (await t.app.get(DataSource).getRepository(Job).findOneByOrFail({ applyUrl })).id;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(DemoSeedService).seed();
    admin = await signInAsAdmin(t.app, t.server);
    member = await signUp(t.server);
  });
  afterAll(() => t.close());

  it('finds a job of the demo seed by its title, team and location', async () => {
    const demo = DEMO_JOBS[0];
    const job = await t.app
      .get(DataSource)
      .getRepository(Job)
      .findOneByOrFail({ positionTitle: demo.title, teamName: demo.team });
    await expectFoundBy(job.id, {
      position: demo.title,
      teamName: demo.team,
      location: job.location,
    });
  });

  it('finds an imported job by its words, and after a re-import changes them, by the new ones only', async () => {
    const applyUrl = 'https://jobs.example.com/writer/import-1';
    const upload = (line: string) =>
      admin.agent
        .post('/api/admin/upload-csv')
        .attach('csvFile', Buffer.from(`${HEADER}\n${line}\n`), 'jobs.csv')
        .expect(200);
    await upload(`Quokkaville Owls,Quarterbackwhisperer,"Quillton, ZZ",${applyUrl},2026-11-01`);
    const id = await idByApplyUrl(applyUrl);
    const before = {
      position: 'quarterbackwhisperer',
      teamName: 'Quokkaville',
      location: 'Quillton',
    };
    await expectFoundBy(id, before);

    await upload(`Yarrowdale Foxes,Punter Sommelier,"Xenburg, YY",${applyUrl},2026-11-01`);
    expect(await idByApplyUrl(applyUrl)).toBe(id);
    await expectFoundBy(id, { position: 'sommelier', teamName: 'Yarrowdale', location: 'Xenburg' });
    await expectNotFoundBy(id, before);
  });

  it('finds a job the test factory wrote', async () => {
    const [job] = await insertJobs(t.app, [
      {
        positionTitle: 'Vexillologist Coordinator',
        teamName: 'Wombatia Kings',
        location: 'Ulmton, WW',
      },
    ]);
    await expectFoundBy(job.id, {
      position: 'vexillologist',
      teamName: 'Wombatia',
      location: 'Ulmton',
    });
  });

  it('keeps a job findable through the admin edits', async () => {
    const [job] = await insertJobs(t.app, [
      { positionTitle: 'Trebuchet Analyst', teamName: 'Tamarind Rams', location: 'Sorrelton, SS' },
    ]);
    const terms = { position: 'trebuchet', teamName: 'Tamarind', location: 'Sorrelton' };
    const put = (path: string, body: object) =>
      admin.agent.put(`/api/admin/jobs/${job.id}/${path}`).send(body).expect(200);

    await put('active', { isActive: false });
    await expectNotFoundBy(job.id, terms);
    await put('active', { isActive: true });
    await put('featured', { isFeatured: true });
    await put('classification', { department: 'analytics', level: 'senior' });
    await put('valid-through', { validThrough: '2099-12-31' });
    await expectFoundBy(job.id, terms);
  });

  it('files the new words when the writer changes a title, team or location, and drops the old', async () => {
    const [job] = await insertJobs(t.app, [
      { positionTitle: 'Marimba Scout', teamName: 'Nutmeg Herons', location: 'Rutabaga, RR' },
    ]);
    const before = { position: 'marimba', teamName: 'Nutmeg', location: 'Rutabaga' };
    await expectFoundBy(job.id, before);

    await t.app.get(JobWriter).update(job.id, {
      positionTitle: 'Ocarina Scout',
      teamName: 'Paprika Herons',
      location: 'Okraville, OO',
    });
    await expectFoundBy(job.id, {
      position: 'ocarina',
      teamName: 'Paprika',
      location: 'Okraville',
    });
    await expectNotFoundBy(job.id, before);
  });
});
