import request from 'supertest';
import { CsvImportLock } from '../src/csv-import/csv-import-lock';
import { signInAsAdmin } from './auth-helpers';
import { freshEnvironment, startApp, TEST_MODE, TEST_REDIS, TestApp, TestEnv } from './harness';

const mode = `${TEST_MODE}${TEST_REDIS ? ' + Redis' : ''}`;
const BUSY = 'Another CSV import is running; try again when it has finished.';

function csvOf(rows: number, tag: string): Buffer {
  const lines = ['team_name,position_title,location,apply_url,date_posted'];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `Team ${i % 40},Scout ${i},"Austin, TX",https://jobs.example.com/${tag}/${i},2026-11-01`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

/** One CSV import at a time across replicas: two app instances on one database (and Redis). */
describe(`CSV import across two app instances (${mode})`, () => {
  let environment: TestEnv;
  let a: TestApp;
  let b: TestApp;
  let cookie: string[];

  beforeAll(async () => {
    environment = await freshEnvironment();
    a = await startApp(environment.env);
    b = await startApp(environment.env);
    const admin = await signInAsAdmin(a.app, a.server);
    cookie = (await admin.agent.get('/api/user').expect(200)).request
      .cookies as unknown as string[];
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await environment.dispose();
  });

  const upload = (app: TestApp, csv: Buffer) =>
    request(app.server)
      .post('/api/admin/upload-csv')
      .set('Cookie', cookie)
      .attach('csvFile', csv, 'jobs.csv');

  it('two imports started at once on two instances: one runs, the other answers 409', async () => {
    const [first, second] = await Promise.all([
      upload(a, csvOf(4000, 'a')),
      upload(b, csvOf(4000, 'b')),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body).toMatchObject({ statusCode: 409, message: BUSY });
  });

  it('an import is refused while another instance holds the lock, and runs once it is freed', async () => {
    const release = await a.app.get(CsvImportLock).acquire();
    expect(release).not.toBeNull();
    try {
      await upload(b, csvOf(3, 'held')).expect(409);
      expect(await b.app.get(CsvImportLock).acquire()).toBeNull();
    } finally {
      await release!();
    }
    const res = await upload(b, csvOf(3, 'freed')).expect(200);
    expect(res.body.message).toMatch(/^Imported 3 jobs/);
  });
});
