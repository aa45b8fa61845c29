import request from 'supertest';
import { DataSource } from 'typeorm';
import { ALERT_CLOCK, AlertClock } from '../src/alerts/alert-clock';
import { AlertDigestSender } from '../src/alerts/alert-digest.service';
import { AlertSweep } from '../src/alerts/alert-sweep.service';
import { sweepCutoff } from '../src/alerts/alert-schedule';
import { JobAlert } from '../src/alerts/job-alert.entity';
import { JobAlertsRepository } from '../src/alerts/job-alerts.repository';
import { MailMessage } from '../src/mail/mail-message.entity';
import { Mailer } from '../src/mail/mailer.service';
import { confirmedMember, jobLinksIn, nextSecond, settledNow } from './alerts-helpers';
import { freshEnvironment, startApp, TEST_MODE, TEST_REDIS, TestApp, TestEnv } from './harness';
import { insertJobs } from './job-factory';
import { SmtpTestServer } from './smtp-test-server';

const mode = `${TEST_MODE}${TEST_REDIS ? ' + Redis' : ''}`;
const ALERTS = 12;
const PUBLIC_URL = 'http://localhost:3000';

/** Two replicas sweeping the same alerts at the same moments send each digest once. */
describe(`job alerts on two app instances (${mode})`, () => {
  const smtp = new SmtpTestServer();
  let environment: TestEnv;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const port = await smtp.start();
    environment = await freshEnvironment({
      SMTP_URL: smtp.url(port),
      MAIL_POLL_MS: '50',
      ALERTS_SWEEP_MS: '300000',
      ALERTS_DAILY_HOUR: '0',
    });
    a = await startApp(environment.env);
    b = await startApp(environment.env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await environment?.dispose();
    await smtp.close();
  });

  it('builds and sends every digest once when both sweep at once', async () => {
    const member = await confirmedMember(a.app, a.server);
    const cookie = (await member.agent.get('/api/user').expect(200)).request.cookies;
    for (let i = 0; i < ALERTS; i++) {
      await request(i % 2 ? b.server : a.server)
        .post('/api/alerts')
        .set('Cookie', cookie)
        .send({ name: `Alert ${i}`, frequency: i % 3 ? 'instant' : 'daily', filters: {} })
        .expect(201);
    }
    await nextSecond();
    await insertJobs(a.app, [{ positionTitle: 'Quality Control Coach' }]);

    const at = settledNow();
    const [first, second] = await Promise.all([
      a.app.get(AlertSweep).run(at),
      b.app.get(AlertSweep).run(at),
    ]);
    expect(first.sent + second.sent).toBe(ALERTS);
    // Later sweeps on both find nothing left.
    const again = await Promise.all([
      a.app.get(AlertSweep).run(new Date(at.getTime() + 60_000)),
      b.app.get(AlertSweep).run(new Date(at.getTime() + 60_000)),
    ]);
    expect(again[0].sent + again[1].sent).toBe(0);

    for (let i = 0; i < ALERTS; i++)
      await smtp.waitFor(member.user.email, new RegExp(`"Alert ${i}"$`));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const digests = smtp.to(member.user.email).filter((m) => /new job/.test(m.subject ?? ''));
    expect(digests).toHaveLength(ALERTS);
  });

  /** The digests a member received, oldest first. */
  const digestsOf = (email: string) =>
    smtp.to(email).filter((mail) => / new jobs? for /.test(mail.subject ?? ''));
  /** The alert digests the outbox holds for an address. */
  const storedDigests = (email: string) =>
    a.app
      .get(DataSource)
      .getRepository(MailMessage)
      .countBy({ recipient: email, template: 'job-alert' });

  it('leaves nothing of a window whose writes did not commit, and sends it once later', async () => {
    const member = await confirmedMember(a.app, a.server);
    await member.agent
      .post('/api/alerts')
      .send({ name: 'Crash window', frequency: 'instant', filters: { position: 'Crashwin' } })
      .expect(201);
    await nextSecond();
    const [first] = await insertJobs(a.app, [{ positionTitle: 'Crashwin Coach' }]);
    const at = settledNow();
    // Replica a dies while writing the window: its transaction never commits.
    const dies = jest
      .spyOn(a.app.get(JobAlertsRepository), 'advanceAll')
      .mockRejectedValue(new Error('replica died'));
    expect((await a.app.get(AlertSweep).run(at)).failed).toBeGreaterThanOrEqual(1);
    dies.mockRestore();
    expect(await storedDigests(member.user.email)).toBe(0);

    // A job arrives after that window; replica b sweeps twice, a minute apart.
    const [later] = await insertJobs(a.app, [
      { positionTitle: 'Crashwin Scout', createdAt: new Date(at.getTime()) },
    ]);
    const next = new Date(at.getTime() + 120_000);
    expect((await b.app.get(AlertSweep).run(next)).sent).toBeGreaterThanOrEqual(1);
    expect((await b.app.get(AlertSweep).run(new Date(next.getTime() + 60_000))).sent).toBe(0);
    await smtp.waitFor(member.user.email, /"Crash window"$/);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const digests = digestsOf(member.user.email);
    expect(digests).toHaveLength(1);
    const links = jobLinksIn(digests[0].text ?? '', PUBLIC_URL).join(' ');
    expect(links).toContain(first.id);
    expect(links).toContain(later.id);
  });

  it('finishes a window a sweep of an earlier build claimed, as claimed, once', async () => {
    const member = await confirmedMember(a.app, a.server);
    const [storedAlert, openAlert] = await Promise.all(
      ['Claimed window', 'Second window'].map(async (name) => {
        const created = await member.agent
          .post('/api/alerts')
          .send({ name, frequency: 'instant', filters: { position: 'Claimwin' } })
          .expect(201);
        return created.body.id as string;
      }),
    );
    await nextSecond();
    const [first] = await insertJobs(a.app, [{ positionTitle: 'Claimwin Coach' }]);
    const at = settledNow();
    // Builds before decision 0273 claimed a window on the alert's row, stored its digest, then
    // moved the watermark; each replica died after its claim, one after storing the digest.
    const end = sweepCutoff(at);
    const period = `instant:${end.toISOString()}`;
    const alerts = a.app.get(DataSource).getRepository(JobAlert);
    for (const id of [storedAlert, openAlert]) {
      await alerts.update({ id }, { pendingUntil: end, pendingPeriod: period });
    }
    const earlier = await a.app.get(Mailer).send({
      key: `job-alert:${storedAlert}:${period}`,
      to: member.user.email,
      template: 'job-alert',
      mail: { subject: '1 new job for "Claimed window"', text: 'Stored before', html: '<p>x</p>' },
    });
    expect(earlier).toBe(true);

    // A job arrives after the claimed window's end; replica b sweeps twice, a minute apart.
    const [later] = await insertJobs(a.app, [
      { positionTitle: 'Claimwin Scout', createdAt: new Date(at.getTime()) },
    ]);
    const next = new Date(at.getTime() + 120_000);
    await b.app.get(AlertSweep).run(next);
    await b.app.get(AlertSweep).run(new Date(next.getTime() + 60_000));
    for (let wait = 0; digestsOf(member.user.email).length < 4 && wait < 50; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));

    const named = (name: string) =>
      digestsOf(member.user.email).filter((mail) => mail.subject?.endsWith(`"${name}"`));
    // The stored digest went once, and the window it claimed was not sent again.
    const claimed = named('Claimed window');
    expect(claimed).toHaveLength(2);
    const [stored, after] = claimed[0].text?.includes('Stored before')
      ? claimed
      : claimed.reverse();
    expect(stored.text).toContain('Stored before');
    expect(jobLinksIn(after.text ?? '', PUBLIC_URL).join(' ')).toContain(later.id);
    expect(jobLinksIn(after.text ?? '', PUBLIC_URL).join(' ')).not.toContain(first.id);
    // The claimed window without a stored digest: its own jobs, then the later one.
    const open = named('Second window').map((mail) =>
      jobLinksIn(mail.text ?? '', PUBLIC_URL).join(' '),
    );
    expect(open).toHaveLength(2);
    expect(open[0]).toContain(first.id);
    expect(open[0]).not.toContain(later.id);
    expect(open[1]).toContain(later.id);
    expect(open[1]).not.toContain(first.id);
  });

  it('sends the alerts a replica left mid-batch from the next sweep of another, once', async () => {
    const member = await confirmedMember(a.app, a.server);
    for (let i = 0; i < 5; i++) {
      await member.agent
        .post('/api/alerts')
        .send({ name: `Mid batch ${i}`, frequency: 'instant', filters: { position: 'Midbatch' } })
        .expect(201);
    }
    await nextSecond();
    await insertJobs(a.app, [{ positionTitle: 'Midbatch Analyst' }]);
    const at = settledNow();
    // Replica a reads two alerts, then dies: the others' windows are never written.
    const sender = a.app.get(AlertDigestSender);
    const prepare = sender.prepare.bind(sender);
    let handled = 0;
    const dies = jest
      .spyOn(sender, 'prepare')
      .mockImplementation((...args) =>
        handled++ < 2 ? prepare(...args) : Promise.reject(new Error('replica died')),
      );
    await a.app.get(AlertSweep).run(at);
    dies.mockRestore();
    const taken = await b.app.get(AlertSweep).run(new Date(at.getTime() + 60_000));
    expect(taken.sent).toBeGreaterThanOrEqual(3);

    for (let i = 0; i < 5; i++) {
      await smtp.waitFor(member.user.email, new RegExp(`"Mid batch ${i}"$`));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(digestsOf(member.user.email)).toHaveLength(5);
  });

  it('keeps the limit of 20 alerts when 30 creates run in parallel on both', async () => {
    const member = await confirmedMember(a.app, a.server);
    const cookie = (await member.agent.get('/api/user').expect(200)).request.cookies;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        request(i % 2 ? b.server : a.server)
          .post('/api/alerts')
          .set('Cookie', cookie)
          .send({ name: `Parallel ${i}`, frequency: 'daily', filters: {} }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(20).fill(201), ...Array(10).fill(409)]);
    expect((await member.agent.get('/api/alerts').expect(200)).body).toHaveLength(20);
  });
});

/**
 * The scheduler itself: with Redis a BullMQ job scheduler shared by both replicas, on the
 * embedded default a timer in each; either way every digest arrives once.
 */
describe(`scheduled job alert sweeps on two app instances (${mode})`, () => {
  const smtp = new SmtpTestServer();
  let environment: TestEnv;
  let apps: TestApp[];

  beforeAll(async () => {
    const port = await smtp.start();
    environment = await freshEnvironment({
      SMTP_URL: smtp.url(port),
      MAIL_POLL_MS: '50',
      ALERTS_SWEEP_MS: '500',
    });
    apps = [await startApp(environment.env), await startApp(environment.env)];
    // Both clocks run ahead, so jobs inserted now are settled for the next sweep.
    for (const { app } of apps) app.get<AlertClock>(ALERT_CLOCK).now = settledNow;
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await environment?.dispose();
    await smtp.close();
  });

  it('sends each instant digest once, without anyone calling the sweep', async () => {
    const [a, b] = apps;
    const member = await confirmedMember(a.app, a.server);
    for (let i = 0; i < 4; i++) {
      await member.agent
        .post('/api/alerts')
        .send({ name: `Scheduled ${i}`, frequency: 'instant', filters: {} })
        .expect(201);
    }
    await nextSecond();
    await insertJobs(b.app, [{ positionTitle: 'Director of Scouting' }]);
    for (let i = 0; i < 4; i++) {
      await smtp.waitFor(member.user.email, new RegExp(`"Scheduled ${i}"$`), 20_000);
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const digests = smtp.to(member.user.email).filter((m) => /new job/.test(m.subject ?? ''));
    expect(digests).toHaveLength(4);
  });
});
