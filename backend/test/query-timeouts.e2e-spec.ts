import { DataSource } from 'typeorm';
import { Job } from '../src/jobs/job.entity';
import { signInAsAdmin } from './auth-helpers';
import { freshEnvironment, startApp, TEST_MODE, TestApp, TestEnv } from './harness';
import { insertJobs } from './job-factory';

/**
 * MySQL statements carry a client-side limit: reads the lower one (a page fails fast when the
 * database stalls), other statements the write limit. SQLite runs in the process and has none.
 */
const describeMysql = TEST_MODE === 'mysql' ? describe : describe.skip;

describeMysql('read and write statement limits (MySQL)', () => {
  let environment: TestEnv;
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    environment = await freshEnvironment({
      DATABASE_READ_TIMEOUT_MS: '600',
      DATABASE_WRITE_TIMEOUT_MS: '4000',
    });
    t = await startApp(environment.env);
    db = t.app.get(DataSource);
  });

  afterAll(async () => {
    await t?.close();
    await environment.dispose();
  });

  it('ends a read that runs past the read limit', async () => {
    await expect(db.query('SELECT SLEEP(1.5) AS slept')).rejects.toMatchObject({
      code: 'PROTOCOL_SEQUENCE_TIMEOUT',
    });
  });

  it('gives any other statement the write limit', async () => {
    await expect(db.query('DO SLEEP(1.5)')).resolves.toBeDefined();
  });

  it('treats a locking read as part of a write', async () => {
    await db.transaction(async (manager) => {
      await expect(
        manager.query('SELECT SLEEP(1.5) AS slept FROM (SELECT 1) AS one FOR UPDATE'),
      ).resolves.toEqual([{ slept: 0 }]);
    });
  });

  it('lets clearing every job outlast the write limit (a large board, a lock held elsewhere)', async () => {
    await insertJobs(t.app, [{}, {}]);
    const admin = await signInAsAdmin(t.app, t.server);
    // Another transaction holds one job past the write limit: the clear waits for it, as the
    // delete of a board of a million jobs takes minutes, instead of failing midway with a 503.
    const holder = db.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    try {
      await holder.query('SELECT id FROM jobs ORDER BY id LIMIT 1 FOR UPDATE');
      const cleared = admin.agent.delete('/api/admin/jobs/clear-all').then((res) => res);
      await new Promise((resolve) => setTimeout(resolve, 4500));
      await holder.commitTransaction();
      const res = await cleared;
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ deletedCount: 2 });
    } finally {
      await holder.release();
    }
    expect(await db.getRepository(Job).count()).toBe(0);
  });

  it('keeps answering after a timed-out read (the stalled connection is dropped)', async () => {
    const pending = Array.from({ length: 12 }, () =>
      db.query('SELECT SLEEP(1) AS slept').catch((e: { code?: string }) => e.code),
    );
    expect(new Set(await Promise.all(pending))).toEqual(new Set(['PROTOCOL_SEQUENCE_TIMEOUT']));
    await expect(db.query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
  });
});
