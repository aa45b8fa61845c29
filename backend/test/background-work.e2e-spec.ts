import { DataSource } from 'typeorm';
import { Job } from '../src/jobs/job.entity';
import { MailOutboxRepository } from '../src/mail/mail-outbox.repository';
import { signInAsAdmin, signUp } from './auth-helpers';
import { freshEnvironment, startApp, TEST_MODE, TEST_REDIS, TestApp, TestEnv } from './harness';
import { insertJobs } from './job-factory';
import { SmtpTestServer } from './smtp-test-server';

// Web replicas and workers share a MySQL database; the embedded default refuses the split.
const describeMysql = TEST_MODE === 'mysql' ? describe : describe.skip;
const mode = `${TEST_MODE}${TEST_REDIS ? ' + Redis' : ''}`;
/** Many delivery polls and alert sweep periods of the environment below. */
const QUIET_MS = 2_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await pause(100);
  }
}

/** Web replicas with BACKGROUND_WORK=false leave the sweeps and deliveries to worker processes. */
describeMysql(`background work in worker processes (${mode})`, () => {
  const smtp = new SmtpTestServer();
  let environment: TestEnv;
  let web: TestApp;
  let worker: TestApp | undefined;

  beforeAll(async () => {
    const port = await smtp.start();
    environment = await freshEnvironment({
      SMTP_URL: smtp.url(port),
      MAIL_POLL_MS: '50',
      ALERTS_SWEEP_MS: '200',
    });
    web = await startApp({ ...environment.env, BACKGROUND_WORK: 'false' });
  });
  afterAll(async () => {
    await worker?.close();
    await web?.close();
    await environment?.dispose();
    await smtp.close();
  });

  const lastSweeps = async (admin: Awaited<ReturnType<typeof signInAsAdmin>>) =>
    (await admin.agent.get('/api/admin/alerts/summary').expect(200)).body.lastRuns as Array<{
      at: string;
    }>;
  const expiredAt = async (id: string) =>
    (await web.app.get(DataSource).getRepository(Job).findOneByOrFail({ id })).expiredAt;

  it('a web replica sends the mail its own requests store, and nothing else', async () => {
    const member = await signUp(web.server);
    await smtp.waitFor(member.user.email, /^Confirm your email address$/);

    // A message stored by other work (an alert digest, a retry) waits for a worker.
    await web.app.get(MailOutboxRepository).enqueue({
      idempotencyKey: 'background-work:waiting',
      recipient: 'waiting@example.com',
      template: 'test',
      raw: 'From: no-reply@example.com\r\nTo: waiting@example.com\r\nSubject: Waiting\r\n\r\nHello\r\n',
    });
    const [closed] = await insertJobs(web.app, [{ validThrough: new Date(Date.now() - 60_000) }]);
    const admin = await signInAsAdmin(web.app, web.server);
    await pause(QUIET_MS);

    expect(smtp.to('waiting@example.com')).toHaveLength(0);
    expect(await lastSweeps(admin)).toEqual([]);
    // Listings still leave out a closed job; only the sweep's mark is missing.
    expect(await expiredAt(closed.id)).toBeNull();
    const board = await member.agent.get('/api/jobs').expect(200);
    expect(board.body.map((job: { id: string }) => job.id)).not.toContain(closed.id);

    worker = await startApp(environment.env);
    await smtp.waitFor('waiting@example.com', /^Waiting$/);
    // The worker's sweeps show on the web replica, which ran none.
    await until('a sweep on the web replica', async () =>
      (await lastSweeps(admin)).length ? true : undefined,
    );
    await until('the expiry mark', async () => ((await expiredAt(closed.id)) ? true : undefined));
  });
});
