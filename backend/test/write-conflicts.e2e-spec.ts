import { DataSource, QueryRunner } from 'typeorm';
import { JobListing } from '../src/jobs/board/job-listing.entity';
import { Job } from '../src/jobs/job.entity';
import { JobWriter } from '../src/jobs/writer/job-writer.service';
import { signInAsAdmin } from './auth-helpers';
import { createTestApp, TEST_MODE } from './harness';
import { insertJobs } from './job-factory';

/**
 * Two transactions that want the same rows in opposite orders: InnoDB ends one of them (a
 * deadlock) and rolls it back whole. A request that meets it answers 503 with Retry-After, not
 * 500, and nothing of it is saved. An import's read-ahead of the next batch's keys reads beside
 * other writers without waiting for their locks or taking any. SQLite runs one write transaction
 * at a time.
 */
const describeMysql = TEST_MODE === 'mysql' ? describe : describe.skip;

describeMysql('writers at once (MySQL)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  describe('a request that meets a deadlock', () => {
    it("answers 503 with Retry-After and leaves the job as it was when an admin's switch is the one ended", async () => {
      const [job, ...others] = await insertJobs(
        t.app,
        Array.from({ length: 50 }, () => ({ isActive: true })),
      );
      const admin = await signInAsAdmin(t.app, t.server);
      // Another writer holds the job's listing first and has changed many other listings, so
      // InnoDB ends the lighter transaction: the admin's, which changes the job and then waits for
      // its listing. The holder rolls back at the end.
      const holder: QueryRunner = db.createQueryRunner();
      await holder.connect();
      await holder.startTransaction();
      try {
        await holder.query('SELECT id FROM job_listings WHERE id = ? FOR UPDATE', [job.id]);
        await holder.query(
          `UPDATE job_listings SET isFeatured = 1 - isFeatured WHERE id IN (${others.map(() => '?').join(', ')})`,
          others.map((other) => other.id),
        );
        const answer = admin.agent
          .put(`/api/admin/jobs/${job.id}/active`)
          .send({ isActive: false })
          .then((res) => res);
        await waitForListingLockWait(db);
        // The holder now wants the job the admin's transaction holds: a cycle.
        await holder.query('SELECT id FROM jobs WHERE id = ? FOR UPDATE', [job.id]);
        const res = await answer;
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.body.message).toMatch(/nothing was saved, please try again/);
      } finally {
        await holder.rollbackTransaction();
        await holder.release();
      }
      expect(await db.getRepository(Job).findOneByOrFail({ id: job.id })).toMatchObject({
        isActive: true,
      });
      expect(await db.getRepository(JobListing).countBy({ id: job.id })).toBe(1);
      // Sent again, it goes through.
      await admin.agent
        .put(`/api/admin/jobs/${job.id}/active`)
        .send({ isActive: false })
        .expect(200);
      expect(await db.getRepository(JobListing).countBy({ id: job.id })).toBe(0);
    });
  });

  describe("an import's read-ahead of keys", () => {
    it('neither waits for a lock another transaction holds nor takes one', async () => {
      const [job] = await insertJobs(t.app, [{ isActive: true }]);
      const holder: QueryRunner = db.createQueryRunner();
      await holder.connect();
      await holder.startTransaction();
      try {
        await holder.query('SELECT id FROM jobs WHERE applyUrlHash = ? FOR UPDATE', [
          job.applyUrlHash,
        ]);
        // A locking read would wait for the holder (innodb_lock_wait_timeout, 50 s by default).
        const readAhead = t.app.get(JobWriter).readAheadByApplyUrlHashes([job.applyUrlHash]);
        let timer: NodeJS.Timeout | undefined;
        const waited = new Promise<'waited'>((resolve) => {
          timer = setTimeout(resolve, 5000, 'waited');
        });
        const first = await Promise.race([readAhead.then(() => 'read' as const), waited]);
        clearTimeout(timer);
        expect(first).toBe('read');
        expect(await readAhead).toEqual(new Set([job.applyUrlHash]));
      } finally {
        await holder.rollbackTransaction();
        await holder.release();
      }
      // Nothing of the read-ahead holds the job: another transaction locks it at once.
      await db.transaction(async (manager) => {
        await manager.query(
          'SET STATEMENT innodb_lock_wait_timeout = 1 FOR SELECT id FROM jobs WHERE id = ? FOR UPDATE',
          [job.id],
        );
      });
    });
  });
});

/** Waits until a statement waits for a listing's lock (the admin's request, blocked). */
async function waitForListingLockWait(db: DataSource): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    const [{ waiting }] = await db.query(
      "SELECT COUNT(*) AS waiting FROM information_schema.PROCESSLIST WHERE INFO LIKE '%job_listings%FOR UPDATE%' AND ID <> CONNECTION_ID()",
    );
    if (Number(waiting) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("no statement waited for a listing's lock");
}
