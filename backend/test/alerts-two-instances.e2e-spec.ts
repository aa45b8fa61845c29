import request from 'supertest';
import { ALERT_CLOCK, AlertClock } from '../src/alerts/alert-clock';
import { AlertSweep } from '../src/alerts/alert-sweep.service';
import { confirmedMember, nextSecond, settledNow } from './alerts-helpers';
import { freshEnvironment, startApp, TEST_MODE, TEST_REDIS, TestApp, TestEnv } from './harness';
import { insertJobs } from './job-factory';
import { SmtpTestServer } from './smtp-test-server';

const mode = `${TEST_MODE}${TEST_REDIS ? ' + Redis' : ''}`;
const ALERTS = 12;

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
