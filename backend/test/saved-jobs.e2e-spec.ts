import request from 'supertest';
import { DataSource } from 'typeorm';
import { JobCounters } from '../src/analytics/job-counters.service';
import { JobDayStat } from '../src/analytics/job-day-stat.entity';
import { Job } from '../src/jobs/job.entity';
import { signInAsAdmin, signUp } from './auth-helpers';
import { createTestApp } from './harness';
import { insertJobs } from './job-factory';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const DAY = 24 * 60 * 60 * 1000;

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('Saved jobs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is for signed-in members only', async () => {
    const [job] = await insertJobs(t.app, [{}]);
    await request(t.server).get('/api/saved-jobs').expect(401);
    await request(t.server).put(`/api/saved-jobs/${job.id}`).expect(401);
    await request(t.server).delete(`/api/saved-jobs/${job.id}`).expect(401);
  });

  it('saves idempotently, lists open jobs first and closed ones marked, and unsaves', async () => {
    const member = await signUp(t.server);
    const other = await signUp(t.server);
    const [open, closing, switchedOff] = await insertJobs(t.app, [
      { positionTitle: 'Open job' },
      { positionTitle: 'Expires soon', validThrough: new Date(Date.now() + DAY) },
      { positionTitle: 'Switched off' },
    ]);
    for (const job of [switchedOff, open, closing, open]) {
      await member.agent.put(`/api/saved-jobs/${job.id}`).set('User-Agent', BROWSER).expect(204);
    }
    await member.agent.put(`/api/saved-jobs/${switchedOff.id}`).expect(204);
    await t.app.get(DataSource).getRepository(Job).update(switchedOff.id, { isActive: false });

    const list = (await member.agent.get('/api/saved-jobs').expect(200)).body as Array<{
      id: string;
      positionTitle: string;
      closed: boolean;
      validThrough: string | null;
    }>;
    // Open ones first (saved within the same second they may come in either order), closed last.
    expect(list.map((job) => job.closed)).toEqual([false, false, true]);
    expect(
      list
        .slice(0, 2)
        .map((job) => job.positionTitle)
        .sort(),
    ).toEqual(['Expires soon', 'Open job']);
    expect(list[2].positionTitle).toBe('Switched off');
    const soon = list.find((job) => job.positionTitle === 'Expires soon')!;
    expect(new Date(soon.validThrough!).getTime()).toBeGreaterThan(Date.now());
    expect((await other.agent.get('/api/saved-jobs').expect(200)).body).toEqual([]);

    await member.agent.delete(`/api/saved-jobs/${open.id}`).expect(204);
    await member.agent.delete(`/api/saved-jobs/${open.id}`).expect(204);
    const after = (await member.agent.get('/api/saved-jobs').expect(200)).body as Array<{
      id: string;
    }>;
    expect(after.map((job) => job.id)).toEqual([closing.id, switchedOff.id]); // open first

    // Each job's first save by this member is counted once; saving again is not a new save.
    await t.app.get(JobCounters).flush();
    const stats = await t.app.get(DataSource).getRepository(JobDayStat).findBy({ jobId: open.id });
    expect(stats.map((row) => row.saves)).toEqual([1]);
  });

  it('refuses unknown and malformed ids', async () => {
    const member = await signUp(t.server);
    await member.agent.put('/api/saved-jobs/00000000-0000-4000-8000-000000000000').expect(404);
    const res = await member.agent.put('/api/saved-jobs/nope').expect(400);
    expect(res.body.message).toMatch(/uuid/);
    await member.agent.delete('/api/saved-jobs/nope').expect(400);
  });

  it('removes saves when the job or the member is deleted', async () => {
    const member = await signUp(t.server);
    const leaving = await signUp(t.server);
    const [job] = await insertJobs(t.app, [{}]);
    await member.agent.put(`/api/saved-jobs/${job.id}`).expect(204);
    await leaving.agent.put(`/api/saved-jobs/${job.id}`).expect(204);
    const admin = await signInAsAdmin(t.app, t.server);
    await admin.agent.delete(`/api/admin/users/${leaving.user.id}`).expect(204);
    const rows = () =>
      t.app.get(DataSource).query('SELECT userId FROM saved_jobs WHERE jobId = ?', [job.id]);
    expect(await rows()).toEqual([{ userId: member.user.id }]);

    await admin.agent.delete('/api/admin/jobs/clear-all').expect(200);
    expect((await member.agent.get('/api/saved-jobs').expect(200)).body).toEqual([]);
    expect(await rows()).toEqual([]);
  });
});
