import request from 'supertest';
import { DataSource } from 'typeorm';
import { JobCounters } from '../src/analytics/job-counters.service';
import { JobDayStat } from '../src/analytics/job-day-stat.entity';
import { signInAsAdmin } from './auth-helpers';
import { createTestApp } from './harness';
import { insertJobs } from './job-factory';

const SITE = 'https://careers.example.com';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('Apply tracking and job counters', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: SITE, SITE_NAME: 'Gridiron Careers' });
  });
  afterAll(() => t.close());

  const apply = (id: string, ua = BROWSER) =>
    request(t.server).get(`/api/jobs/${id}/apply`).set('User-Agent', ua);
  const view = (id: string, body: Record<string, string>, ua = BROWSER) =>
    request(t.server).post(`/api/jobs/${id}/views`).set('User-Agent', ua).send(body);

  async function statsOf(jobId: string): Promise<JobDayStat[]> {
    await t.app.get(JobCounters).flush();
    return t.app.get(DataSource).getRepository(JobDayStat).findBy({ jobId });
  }

  it('redirects to the stored apply URL with utm_source and utm_medium added', async () => {
    const [job] = await insertJobs(t.app, [{ applyUrl: 'https://team.example/careers/42?ref=x' }]);
    const res = await apply(job.id).expect(302);
    const target = new URL(res.headers.location);
    expect(`${target.origin}${target.pathname}`).toBe('https://team.example/careers/42');
    expect(target.searchParams.get('ref')).toBe('x');
    expect(target.searchParams.get('utm_source')).toBe('Gridiron Careers');
    expect(target.searchParams.get('utm_medium')).toBe('job_board');
  });

  it('keeps tracking parameters the apply URL already has', async () => {
    const [job] = await insertJobs(t.app, [
      { applyUrl: 'https://team.example/apply?utm_source=team&utm_medium=web' },
    ]);
    const target = new URL((await apply(job.id).expect(302)).headers.location);
    expect(target.searchParams.getAll('utm_source')).toEqual(['team']);
    expect(target.searchParams.getAll('utm_medium')).toEqual(['web']);
  });

  it('refuses unknown and malformed ids and cannot be pointed elsewhere', async () => {
    await apply('00000000-0000-4000-8000-000000000000').expect(404);
    await apply('not-a-uuid').expect(400);
    const [job] = await insertJobs(t.app, [{ applyUrl: 'https://team.example/own' }]);
    for (const query of ['?url=https://evil.example', '?next=//evil.example', '?redirect=x']) {
      const res = await request(t.server)
        .get(`/api/jobs/${job.id}/apply${query}`)
        .set('User-Agent', BROWSER)
        .expect(302);
      expect(new URL(res.headers.location).host).toBe('team.example');
    }
    await request(t.server).get(`/api/jobs/${job.id}/apply/https://evil.example`).expect(404);
  });

  it('answers 410 for a closed job (no apply link)', async () => {
    const [job] = await insertJobs(t.app, [{ isActive: false }]);
    const res = await apply(job.id).expect(410);
    expect(res.body.message).toBe('This job is closed');
  });

  it('counts a known sequence of views and clicks per source, bots excluded', async () => {
    const [job] = await insertJobs(t.app, [{}]);
    await view(job.id, { referrer: `${SITE}/jobs` }).expect(204);
    await view(job.id, { referrer: `${SITE}/jobs?position=coach` }).expect(204);
    await view(job.id, { referrer: 'https://www.google.com/' }).expect(204);
    await view(job.id, { referrer: 'https://www.bing.com/search?q=x', utmSource: 'alert' }).expect(
      204,
    );
    await view(job.id, { referrer: 'https://forum.example.org/t/1' }).expect(204);
    await view(job.id, {}).expect(204);
    await view(job.id, {}, BOT).expect(204);
    await request(t.server).post(`/api/jobs/${job.id}/views`).send({}).expect(204); // no agent
    await apply(job.id).expect(302);
    await apply(job.id).expect(302);
    await apply(job.id, BOT).expect(302);

    const rows = await statsOf(job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      day: new Date().toISOString().slice(0, 10),
      viewsBoard: 2,
      viewsSearch: 1,
      viewsAlert: 1,
      viewsOther: 1,
      viewsDirect: 1,
      applyClicks: 2,
      saves: 0,
    });

    // A second batch adds to the same day row.
    await view(job.id, {}).expect(204);
    await apply(job.id).expect(302);
    const [after] = await statsOf(job.id);
    expect(after).toMatchObject({ viewsDirect: 2, applyClicks: 3 });
  });

  it('refuses views of unknown jobs and over-long fields', async () => {
    await view('00000000-0000-4000-8000-000000000000', {}).expect(404);
    await view('nope', {}).expect(400);
    const [job] = await insertJobs(t.app, [{}]);
    const res = await view(job.id, { referrer: 'x'.repeat(2049) }).expect(400);
    expect(JSON.stringify(res.body.message)).toMatch(/referrer/);
  });

  it('drops buffered counts of a job deleted before the flush, and deletes its rows', async () => {
    const [kept, gone] = await insertJobs(t.app, [{}, {}]);
    await apply(kept.id).expect(302);
    expect(await statsOf(kept.id)).toHaveLength(1);
    await apply(gone.id).expect(302);
    await t.app.get(DataSource).query('DELETE FROM jobs WHERE id = ?', [gone.id]);
    expect(await statsOf(gone.id)).toHaveLength(0);

    const admin = await signInAsAdmin(t.app, t.server);
    await admin.agent.delete('/api/admin/jobs/clear-all').expect(200);
    expect(await statsOf(kept.id)).toHaveLength(0);
  });
});
