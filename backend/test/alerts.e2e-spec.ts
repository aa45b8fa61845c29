import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AlertSweep } from '../src/alerts/alert-sweep.service';
import { JobAlert } from '../src/alerts/job-alert.entity';
import { MailMessage, type MailStatus } from '../src/mail/mail-message.entity';
import { JobWriter } from '../src/jobs/writer/job-writer.service';
import { signInAsAdmin, signUp, SignedIn } from './auth-helpers';
import {
  confirmedMember,
  jobLinksIn,
  nextSecond,
  oneClickPath,
  settledNow,
} from './alerts-helpers';
import { createTestApp, TEST_MODE, TEST_REDIS } from './harness';
import { insertJobs } from './job-factory';
import { SmtpTestServer } from './smtp-test-server';

type App = Awaited<ReturnType<typeof createTestApp>>;
const mode = `${TEST_MODE}${TEST_REDIS ? ' + Redis' : ''}`;
const PUBLIC_URL = 'http://localhost:3000';
const HEADER = 'team_name,position_title,location,apply_url,date_posted';

describe(`job alerts over SMTP (${mode})`, () => {
  const smtp = new SmtpTestServer();
  const shellDir = mkdtempSync(join(tmpdir(), 'gc-alerts-shell-'));
  let t: App;
  let ds: DataSource;
  let admin: SignedIn;
  let sweep: AlertSweep;

  /** The job alert digests (not account mail) a member received. */
  const alertMails = (email: string) =>
    smtp.to(email).filter((mail) => / new jobs? for /.test(mail.subject ?? ''));
  const createAlert = (member: SignedIn, body: Record<string, unknown>) =>
    member.agent.post('/api/alerts').send({ frequency: 'instant', filters: {}, ...body });
  const importCsv = (rows: string[]) =>
    admin.agent
      .post('/api/admin/upload-csv')
      .attach('csvFile', Buffer.from([HEADER, ...rows].join('\n')), 'jobs.csv')
      .expect(200);
  const csvRow = (team: string, title: string, location = 'Austin, TX') =>
    `${team},${title},"${location}",https://jobs.example.com/${Date.now()}-${Math.random()},2026-11-20`;

  beforeAll(async () => {
    writeFileSync(
      join(shellDir, 'index.html'),
      '<!doctype html><html><head><title>Gridiron Careers</title><!--app-config--></head><body><div id="root"></div></body></html>',
    );
    const port = await smtp.start();
    t = await createTestApp({
      SMTP_URL: smtp.url(port),
      MAIL_RETRY_BASE_MS: '50',
      MAIL_POLL_MS: '50',
      ALERTS_SWEEP_MS: '300000',
      ALERTS_DAILY_HOUR: '8',
      ALERTS_WEEKLY_DAY: '1',
      SITE_TIME_ZONE: 'UTC',
      SHELL_DIST_DIR: shellDir,
    });
    ds = t.app.get(DataSource);
    sweep = t.app.get(AlertSweep);
    admin = await signInAsAdmin(t.app, t.server);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await ds.createQueryBuilder().delete().from(JobAlert).execute();
    await t.app.get(JobWriter).deleteAll();
  });

  it('creates, lists, renames, pauses, changes frequency and deletes alerts', async () => {
    const member = await signUp(t.server);
    await request(t.server).get('/api/alerts').expect(401);
    const created = await createAlert(member, {
      name: '  Coaching in Texas ',
      filters: { position: 'coach', location: 'TX', department: ['coaching'], teamName: '' },
    }).expect(201);
    expect(created.body).toMatchObject({
      name: 'Coaching in Texas',
      frequency: 'instant',
      paused: false,
      filters: { position: 'coach', location: 'TX', department: ['coaching'] },
      lastSentAt: null,
    });
    const id = created.body.id as string;

    const renamed = await member.agent
      .patch(`/api/alerts/${id}`)
      .send({ name: 'Texas coaching', paused: true, frequency: 'weekly' })
      .expect(200);
    expect(renamed.body).toMatchObject({
      name: 'Texas coaching',
      paused: true,
      frequency: 'weekly',
    });
    const list = await member.agent.get('/api/alerts').expect(200);
    expect(list.body).toEqual([renamed.body]);

    const other = await signUp(t.server);
    await other.agent.patch(`/api/alerts/${id}`).send({ name: 'Mine' }).expect(404);
    await other.agent.delete(`/api/alerts/${id}`).expect(404);
    expect((await other.agent.get('/api/alerts').expect(200)).body).toEqual([]);

    await member.agent.delete(`/api/alerts/${id}`).expect(204);
    expect((await member.agent.get('/api/alerts').expect(200)).body).toEqual([]);
  });

  it('refuses bad alerts with a clear 4xx, and a 21st alert', async () => {
    const member = await signUp(t.server);
    const bad = await createAlert(member, { name: '', frequency: 'hourly' }).expect(400);
    expect(bad.body.message).toEqual(
      expect.arrayContaining([
        'name must be 1 to 100 characters',
        'frequency must be one of: instant, daily, weekly',
      ]),
    );
    const facet = await createAlert(member, { name: 'x', filters: { level: ['boss'] } });
    expect(facet.status).toBe(400);
    await member.agent.patch('/api/alerts/not-a-uuid').send({ name: 'x' }).expect(400);
    for (let i = 1; i <= 20; i++) await createAlert(member, { name: `Alert ${i}` }).expect(201);
    const over = await createAlert(member, { name: 'One too many' }).expect(409);
    expect(over.body.message).toMatch(/at most 20 job alerts/);
  });

  it('keeps the limit of 20 alerts when 30 creates run in parallel', async () => {
    const member = await signUp(t.server);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => createAlert(member, { name: `Parallel ${i}` })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.message).toMatch(/at most 20 job alerts/);
    }
    expect((await member.agent.get('/api/alerts').expect(200)).body).toHaveLength(20);
  });

  it('sends an instant alert after a CSV import adds a matching job, once', async () => {
    const member = await confirmedMember(t.app, t.server);
    const email = member.user.email as string;
    await insertJobs(t.app, [{ positionTitle: 'Old Coach Job' }]);
    await createAlert(member, { name: 'Coaches', filters: { position: 'coach' } }).expect(201);
    await nextSecond();
    await importCsv([
      csvRow('Austin Armadillos', 'Defensive Line Coach'),
      csvRow('Austin Armadillos', 'Ticket Sales Manager'),
    ]);

    // The jobs have not settled yet at the real now: nothing goes out.
    expect((await sweep.run(new Date())).sent).toBe(0);
    expect((await sweep.run(settledNow())).sent).toBe(1);
    const mail = await smtp.waitFor(email, /^1 new job for "Coaches"$/);
    expect(mail.text).toContain('Defensive Line Coach');
    expect(mail.text).not.toContain('Ticket Sales Manager');
    expect(mail.text).not.toContain('Old Coach Job');
    expect(oneClickPath(mail, PUBLIC_URL)).toMatch(/^\/api\/unsubscribe\?token=/);

    const [link] = jobLinksIn(mail.text ?? '', PUBLIC_URL);
    expect(link).toMatch(/\/jobs\/[0-9a-f-]{36}\/defensive-line-coach\?utm_source=alert$/);
    const page = await request(t.server).get(link.slice(PUBLIC_URL.length)).expect(200);
    expect(page.text).toContain('Defensive Line Coach');

    // Again, and at a later sweep: never a second mail for the same jobs.
    expect((await sweep.run(settledNow())).sent).toBe(0);
    expect((await sweep.run(new Date(Date.now() + 600_000))).sent).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(alertMails(email)).toHaveLength(1);
  });

  it('keeps the workplace and pay filters of the search it saves', async () => {
    const member = await confirmedMember(t.app, t.server);
    const filters = {
      position: 'analyst',
      workplaceType: ['remote'],
      payListed: true,
      minPay: 80000,
    };
    const created = await createAlert(member, { name: 'Remote analysts', filters }).expect(201);
    expect(created.body.filters).toEqual(filters);
    await nextSecond();
    const yearly = (max: number) => ({
      salaryMin: max - 10_000,
      salaryMax: max,
      salaryCurrency: 'USD',
      salaryUnit: 'year' as const,
    });
    await insertJobs(t.app, [
      { positionTitle: 'Remote Data Analyst', workplaceType: 'remote', ...yearly(95_000) },
      { positionTitle: 'Remote Junior Analyst', workplaceType: 'remote', ...yearly(60_000) },
      { positionTitle: 'Office Video Analyst', workplaceType: 'on-site', ...yearly(120_000) },
      { positionTitle: 'Remote Cap Analyst', workplaceType: 'remote' },
    ]);
    expect((await sweep.run(settledNow())).sent).toBe(1);
    const mail = await smtp.waitFor(member.user.email, /^1 new job for "Remote analysts"$/);
    expect(mail.text).toContain('Remote Data Analyst');
    for (const other of ['Remote Junior Analyst', 'Office Video Analyst', 'Remote Cap Analyst']) {
      expect(mail.text).not.toContain(other);
    }
  });

  it('lists at most 25 jobs and counts the rest, with a link to the board search', async () => {
    const member = await confirmedMember(t.app, t.server);
    await createAlert(member, {
      name: 'Scouts',
      frequency: 'daily',
      filters: { position: 'scout', employmentType: ['full-time'] },
    }).expect(201);
    await nextSecond();
    await insertJobs(
      t.app,
      Array.from({ length: 27 }, (_, i) => ({
        positionTitle: `Area Scout ${i + 1}`,
        employmentType: 'full-time' as const,
      })),
    );
    // Tomorrow 08:00 UTC: the daily digest is due.
    const tomorrow = new Date(Date.now() + 86_400_000);
    tomorrow.setUTCHours(7, 0, 0, 0);
    expect((await sweep.run(tomorrow)).sent).toBe(0);
    tomorrow.setUTCHours(8, 0, 0, 0);
    expect((await sweep.run(tomorrow)).sent).toBe(1);
    const mail = await smtp.waitFor(member.user.email, /^27 new jobs for "Scouts"$/);
    expect(jobLinksIn(mail.text ?? '', PUBLIC_URL)).toHaveLength(25);
    expect(mail.text).toContain('2 more matched: see them all');
    expect(mail.text).toContain(`${PUBLIC_URL}/jobs?position=scout&employmentType=full-time`);
    // Later the same day: already done for that day.
    await insertJobs(t.app, [{ positionTitle: 'Pro Scout', employmentType: 'full-time' }]);
    tomorrow.setUTCHours(20, 0, 0, 0);
    expect((await sweep.run(tomorrow)).sent).toBe(0);
  });

  it('sends nothing while paused, and the jobs of the pause once resumed', async () => {
    const member = await confirmedMember(t.app, t.server);
    const { body } = await createAlert(member, {
      name: 'Analysts',
      filters: { position: 'analyst' },
    });
    await member.agent.patch(`/api/alerts/${body.id}`).send({ paused: true }).expect(200);
    await nextSecond();
    await insertJobs(t.app, [{ positionTitle: 'Football Analyst' }]);
    expect(await sweep.run(settledNow())).toMatchObject({ sent: 0 });
    await member.agent.patch(`/api/alerts/${body.id}`).send({ paused: false }).expect(200);
    expect((await sweep.run(settledNow())).sent).toBe(1);
    const mail = await smtp.waitFor(member.user.email, /^1 new job for "Analysts"$/);
    expect(mail.text).toContain('Football Analyst');
  });

  it('stops one alert from its link, and every alert by one-click unsubscribe', async () => {
    const member = await confirmedMember(t.app, t.server);
    const email = member.user.email as string;
    const one = await createAlert(member, { name: 'Video', filters: { position: 'video' } });
    await createAlert(member, { name: 'Everything' }).expect(201);
    await nextSecond();
    await insertJobs(t.app, [{ positionTitle: 'Video Coordinator' }]);
    expect((await sweep.run(settledNow())).sent).toBe(2);
    const mail = await smtp.waitFor(email, /for "Video"$/);

    const stop = (mail.text ?? '').split(/\s+/).find((w) => w.includes('/api/alerts/stop?token='))!;
    const path = stop.slice(PUBLIC_URL.length);
    const page = await request(t.server).get(path).expect(303);
    expect(page.headers.location).toMatch(/^\/alerts\/stop\?token=/);
    await request(t.server).post(path).expect(200, { name: 'Video' });
    await request(t.server).post('/api/alerts/stop?token=forged.token').expect(400);
    const alerts = await member.agent.get('/api/alerts').expect(200);
    expect(alerts.body.find((a: { id: string }) => a.id === one.body.id).paused).toBe(true);

    await request(t.server)
      .post(oneClickPath(mail, PUBLIC_URL))
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200, { list: 'alerts' });
    await member.agent.patch(`/api/alerts/${one.body.id}`).send({ paused: false }).expect(200);
    await insertJobs(t.app, [{ positionTitle: 'Video Assistant' }]);
    expect(await sweep.run(new Date(Date.now() + 120_000))).toMatchObject({ sent: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(alertMails(email)).toHaveLength(2);
  });

  it('sends nothing to an unconfirmed address, and never a job taken off the board', async () => {
    const unconfirmed = await signUp(t.server);
    await createAlert(unconfirmed, { name: 'All' }).expect(201);
    const member = await confirmedMember(t.app, t.server);
    await createAlert(member, { name: 'Trainers', filters: { position: 'trainer' } });
    await nextSecond();
    const [gone] = await insertJobs(t.app, [{ positionTitle: 'Athletic Trainer' }]);
    await t.app.get(JobWriter).update(gone.id, { isActive: false });
    expect(await sweep.run(settledNow())).toMatchObject({ sent: 0 });
    expect(alertMails(unconfirmed.user.email)).toHaveLength(0);
    expect(alertMails(member.user.email)).toHaveLength(0);
  });

  it('sends a weekly digest once a week, from the configured weekday and hour', async () => {
    const member = await confirmedMember(t.app, t.server);
    await createAlert(member, { name: 'Weekly', frequency: 'weekly' }).expect(201);
    await nextSecond();
    await insertJobs(t.app, [{ positionTitle: 'Strength Coach' }]);
    // The Monday after next: 07:00 UTC is too early, 08:00 sends, Thursday sends nothing more.
    const monday = new Date(Date.now() + 7 * 86_400_000);
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7));
    monday.setUTCHours(7, 0, 0, 0);
    expect((await sweep.run(monday)).sent).toBe(0);
    monday.setUTCHours(8, 0, 0, 0);
    expect((await sweep.run(monday)).sent).toBe(1);
    await smtp.waitFor(member.user.email, /^1 new job for "Weekly"$/);
    await insertJobs(t.app, [{ positionTitle: 'Assistant Strength Coach' }]);
    expect((await sweep.run(new Date(monday.getTime() + 3 * 86_400_000))).sent).toBe(0);
  });

  it("shows admins the counts, the digests per day, the last sweeps and a member's alerts", async () => {
    const member = await confirmedMember(t.app, t.server);
    await createAlert(member, { name: 'Admin view', frequency: 'daily' }).expect(201);
    const paused = await createAlert(member, { name: 'Paused one' });
    await member.agent.patch(`/api/alerts/${paused.body.id}`).send({ paused: true }).expect(200);
    await nextSecond();
    await insertJobs(t.app, [{ positionTitle: 'Equipment Manager' }]);
    const at = new Date(Date.now() + 86_400_000);
    at.setUTCHours(9, 0, 0, 0);
    expect((await sweep.run(at)).sent).toBe(1);
    await smtp.waitFor(member.user.email, /for "Admin view"$/);

    await member.agent.get('/api/admin/alerts/summary').expect(403);
    const summary = await admin.agent.get('/api/admin/alerts/summary').expect(200);
    expect(summary.body.alerts).toEqual({ total: 2, paused: 1, instant: 1, daily: 1, weekly: 0 });
    const today = new Date().toISOString().slice(0, 10);
    const day = summary.body.days.find((d: { day: string }) => d.day === today);
    expect(day.sent + day.pending).toBeGreaterThanOrEqual(1);
    expect(summary.body.lastRuns[0]).toMatchObject({ at: at.toISOString(), sent: 1, failed: 0 });
    expect(summary.body.lastSentAt).not.toBeNull();

    const ofMember = await admin.agent.get(`/api/admin/users/${member.user.id}/alerts`).expect(200);
    expect(ofMember.body.map((a: { name: string }) => a.name).sort()).toEqual([
      'Admin view',
      'Paused one',
    ]);
    await admin.agent.get(`/api/admin/users/${paused.body.id}/alerts`).expect(404);

    // A deleted account's alerts go at the next sweep.
    await admin.agent.delete(`/api/admin/users/${member.user.id}`).expect(204);
    await sweep.run(new Date(at.getTime() + 86_400_000));
    expect(await ds.getRepository(JobAlert).countBy({ userId: member.user.id })).toBe(0);
  });

  it('counts the digests of each of the last 14 days by outcome, and only digests', async () => {
    type Day = { day: string; sent: number; pending: number; failed: number };
    const days = async () =>
      new Map(
        ((await admin.agent.get('/api/admin/alerts/summary').expect(200)).body.days as Day[]).map(
          (d) => [d.day, d],
        ),
      );
    const before = await days();
    const midnight = new Date(new Date().toISOString().slice(0, 10));
    const daysAgo = (n: number, hour: number) =>
      new Date(midnight.getTime() - n * 86_400_000 + hour * 3_600_000);
    const later = new Date(Date.now() + 86_400_000);
    let n = 0;
    const message = (createdAt: Date, status: MailStatus, template = 'job-alert') => ({
      idempotencyKey: `counts-test:${n++}`,
      recipient: 'counts@example.com',
      template,
      raw: 'Subject: counts',
      status,
      attempts: 1,
      // Never due, never a stuck attempt: delivery leaves these rows alone.
      nextAttemptAt: later,
      claimedAt: status === 'sending' ? later : null,
      createdAt,
    });
    await ds
      .getRepository(MailMessage)
      .insert([
        message(daysAgo(0, 0), 'sent'),
        message(daysAgo(0, 0), 'pending'),
        message(daysAgo(0, 0), 'sent', 'password-reset'),
        message(daysAgo(1, 0), 'undeliverable'),
        message(daysAgo(1, 23.99), 'sending'),
        message(daysAgo(1, 23.99), 'unconfirmed'),
        message(daysAgo(13, 0), 'sent'),
        message(daysAgo(14, 23.99), 'sent'),
      ]);
    const after = await days();
    const change = (n: number) => {
      const day = daysAgo(n, 0).toISOString().slice(0, 10);
      const [a, b] = [after.get(day), before.get(day)];
      return {
        sent: (a?.sent ?? 0) - (b?.sent ?? 0),
        pending: (a?.pending ?? 0) - (b?.pending ?? 0),
        failed: (a?.failed ?? 0) - (b?.failed ?? 0),
      };
    };
    expect(change(0)).toEqual({ sent: 1, pending: 1, failed: 0 });
    expect(change(1)).toEqual({ sent: 0, pending: 1, failed: 2 });
    expect(change(13)).toEqual({ sent: 1, pending: 0, failed: 0 });
    expect(after.has(daysAgo(14, 0).toISOString().slice(0, 10))).toBe(false);
    await ds.getRepository(MailMessage).delete({ recipient: 'counts@example.com' });
  });
});
