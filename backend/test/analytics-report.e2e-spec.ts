import { parseString } from '@fast-csv/parse';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { JobCounters } from '../src/analytics/job-counters.service';
import { JobDayStat } from '../src/analytics/job-day-stat.entity';
import { zeroCounts } from '../src/analytics/job-counter-names';
import type { Job } from '../src/jobs/job.entity';
import { signInAsAdmin, signUp, type SignedIn } from './auth-helpers';
import { createTestApp } from './harness';
import { insertJobs } from './job-factory';

const SITE = 'https://careers.example.com';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

function parseCsv(text: string): Promise<Array<Record<string, string>>> {
  return new Promise((resolve, reject) => {
    const rows: Array<Record<string, string>> = [];
    parseString(text.replace(/^\uFEFF/, ''), { headers: true })
      .on('data', (row: Record<string, string>) => rows.push(row))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });
}

describe('Admin analytics', () => {
  let t: TestApp;
  let admin: SignedIn;
  const today = new Date().toISOString().slice(0, 10);
  const daysAgo = (days: number) =>
    new Date(Date.parse(today) - days * 86_400_000).toISOString().slice(0, 10);
  let coach: Job;
  let scout: Job;
  let formula: Job;

  const view = (id: string, body: Record<string, string>, ua = BROWSER) =>
    request(t.server).post(`/api/jobs/${id}/views`).set('User-Agent', ua).send(body).expect(204);
  const apply = (id: string, ua = BROWSER) =>
    request(t.server).get(`/api/jobs/${id}/apply`).set('User-Agent', ua).expect(302);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: SITE });
    admin = await signInAsAdmin(t.app, t.server);
    [coach, scout, formula] = await insertJobs(t.app, [
      { positionTitle: 'Line Coach', teamName: 'Austin Armadillos' },
      { positionTitle: 'Scout', teamName: 'Boston Bears' },
      { positionTitle: '=HYPERLINK("https://evil.example")', teamName: '+Team' },
    ]);
    // Coach: 4 views (board, board, search, alert), 2 clicks; Scout: 2 views (direct, other),
    // 1 click; the formula job: 1 view. Bots add nothing.
    await view(coach.id, { referrer: `${SITE}/jobs` });
    await view(coach.id, { referrer: `${SITE}/jobs` });
    await view(coach.id, { referrer: 'https://www.google.com/' });
    await view(coach.id, { utmSource: 'alert' });
    await view(coach.id, {}, BOT);
    await apply(coach.id);
    await apply(coach.id);
    await apply(coach.id, BOT);
    await view(scout.id, {});
    await view(scout.id, { referrer: 'https://forum.example.org/' });
    await apply(scout.id);
    await view(formula.id, {});
    await signUp(t.server);
  });
  afterAll(() => t.close());

  it('reports per day, by source, and ranks jobs and teams by apply clicks', async () => {
    const res = await admin.agent.get('/api/admin/analytics?days=7').expect(200);
    const report = res.body;
    expect(report.to).toBe(today);
    expect(report.days).toHaveLength(7);
    expect(report.days[6]).toEqual({
      day: today,
      views: 7,
      applyClicks: 3,
      saves: 0,
      newMembers: 2, // the admin and the member signed up today
    });
    expect(report.days.slice(0, 6).every((d: { views: number }) => d.views === 0)).toBe(true);
    expect(report.sources).toEqual([
      { source: 'board', views: 2 },
      { source: 'search', views: 1 },
      { source: 'alert', views: 1 },
      { source: 'other', views: 1 },
      { source: 'direct', views: 2 },
    ]);
    expect(
      report.topJobs.map((j: Record<string, unknown>) => [
        j.positionTitle,
        j.views,
        j.applyClicks,
        j.clickThroughRate,
      ]),
    ).toEqual([
      ['Line Coach', 4, 2, 0.5],
      ['Scout', 2, 1, 0.5],
      ['=HYPERLINK("https://evil.example")', 1, 0, 0],
    ]);
    expect(report.topTeams.map((team: { teamName: string }) => team.teamName)).toEqual([
      'Austin Armadillos',
      'Boston Bears',
      '+Team',
    ]);
  });

  it('exports the per-job daily figures as CSV that parses, formulas neutralised', async () => {
    const res = await admin.agent.get('/api/admin/analytics/export?days=30').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/job-analytics-\d{4}-\d\d-\d\d-to-/);
    const rows = await parseCsv(res.text);
    expect(rows).toHaveLength(3);
    const coach = rows.find((row) => row.positionTitle === 'Line Coach')!;
    expect(coach).toMatchObject({
      day: today,
      views: '4',
      viewsBoard: '2',
      viewsSearch: '1',
      viewsAlert: '1',
      applyClicks: '2',
      saves: '0',
    });
    const formula = rows.find((row) => row.teamName === "'+Team")!;
    expect(formula.positionTitle).toBe(`'=HYPERLINK("https://evil.example")`);
  });

  it("lists each job's views and apply clicks of the last 30 days in the admin job list", async () => {
    await t.app.get(JobCounters).flush();
    // Day 29 before today is inside the 30 days, day 30 is not.
    const old = (day: string, views: number, applyClicks: number) => ({
      ...zeroCounts(),
      jobId: coach.id,
      day,
      viewsDirect: views,
      applyClicks,
    });
    await t.app
      .get(DataSource)
      .getRepository(JobDayStat)
      .insert([old(daysAgo(29), 10, 5), old(daysAgo(30), 100, 50)]);

    const res = await admin.agent.get('/api/admin/jobs?limit=100').expect(200);
    const row = (id: string) => res.body.find((job: { id: string }) => job.id === id);
    expect(row(coach.id)).toMatchObject({ views30d: 4 + 10, applyClicks30d: 2 + 5 });
    expect(row(scout.id)).toMatchObject({ views30d: 2, applyClicks30d: 1 });
    expect(row(formula.id)).toMatchObject({ views30d: 1, applyClicks30d: 0 });
    const [quiet] = await insertJobs(t.app, [{ positionTitle: 'Quiet Job' }]);
    const again = await admin.agent.get('/api/admin/jobs?limit=1').expect(200);
    expect(again.body).toEqual([expect.objectContaining({ id: quiet.id, views30d: 0 })]);
  });

  it('accepts only 7, 30 or 90 days, and admins only', async () => {
    const res = await admin.agent.get('/api/admin/analytics?days=5').expect(400);
    expect(JSON.stringify(res.body.message)).toMatch(/7, 30 or 90/);
    await admin.agent.get('/api/admin/analytics/export?days=abc').expect(400);
    const member = await signUp(t.server);
    await member.agent.get('/api/admin/analytics').expect(403);
    await request(t.server).get('/api/admin/analytics/export').expect(401);
  });
});
