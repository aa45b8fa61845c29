import request from 'supertest';
import { DataSource, In } from 'typeorm';
import { MailDelivery } from '../src/mail/mail-delivery.service';
import { MailMessage } from '../src/mail/mail-message.entity';
import { User } from '../src/users/user.entity';
import { signUp, uniqueEmail } from './auth-helpers';
import { createTestApp, freshEnvironment, startApp, TEST_MODE, TEST_REDIS } from './harness';
import { linkIn, SmtpTestServer } from './smtp-test-server';

type App = Awaited<ReturnType<typeof createTestApp>>;
const mode = `${TEST_MODE}${TEST_REDIS ? ' + Redis' : ''}`;
const PUBLIC_URL = 'http://localhost:3000';

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe(`account mail over SMTP (${mode})`, () => {
  const smtp = new SmtpTestServer();
  let t: App;

  beforeAll(async () => {
    const port = await smtp.start();
    t = await createTestApp({
      SMTP_URL: smtp.url(port),
      MAIL_FROM: '"Gridiron Careers" <jobs@gridiron.example>',
      MAIL_RETRY_BASE_MS: '50',
      MAIL_POLL_MS: '50',
      MAIL_SMTP_CONNECTIONS: '4',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The outbox row of this mail once it reached `status` (waits up to 10 s). */
  async function outboxRow(recipient: string, template: string, status: MailMessage['status']) {
    const outbox = t.app.get(DataSource).getRepository(MailMessage);
    for (let i = 0; i < 100; i++) {
      const row = await outbox.findOneBy({ recipient, template });
      if (row?.status === status) return row;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${template} mail to ${recipient} never became ${status}`);
  }

  it('resets a password end to end and ends every session', async () => {
    const member = await signUp(t.server, { password: 'old-password-1' });
    const email = member.user.email;
    const otherDevice = request.agent(t.server);
    await otherDevice.post('/api/login').send({ email, password: 'old-password-1' }).expect(200);

    const answer = await request(t.server).post('/api/password-reset').send({ email }).expect(202);
    const unknown = await request(t.server)
      .post('/api/password-reset')
      .send({ email: uniqueEmail('nobody') })
      .expect(202);
    expect(unknown.body).toEqual(answer.body);

    const mail = await smtp.waitFor(email, /^Reset your password$/);
    expect(mail.from?.text).toBe('"Gridiron Careers" <jobs@gridiron.example>');
    expect(mail.html).toContain('Gridiron Careers');
    const link = linkIn(mail, `${PUBLIC_URL}/reset-password?token=`);
    expect(mail.html).toContain(link);

    await request(t.server)
      .post('/api/password-reset/confirm')
      .send({ token: tokenOf(link), password: 'new-password-2' })
      .expect(204);
    await member.agent.get('/api/user').expect(401);
    await otherDevice.get('/api/user').expect(401);
    await request(t.server)
      .post('/api/login')
      .send({ email, password: 'old-password-1' })
      .expect(401);
    await request(t.server)
      .post('/api/login')
      .send({ email, password: 'new-password-2' })
      .expect(200);

    const again = await request(t.server)
      .post('/api/password-reset/confirm')
      .send({ token: tokenOf(link), password: 'third-password-3' });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid, already used or expired/);
    await smtp.waitFor(email, /^Your password was changed$/);
  });

  it('refuses a malformed token and a password the sign-up rule refuses', async () => {
    const bad = await request(t.server)
      .post('/api/password-reset/confirm')
      .send({ token: 'short', password: 'x' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.message)).toMatch(
      /token must be the code from the emailed link/,
    );
    expect(JSON.stringify(bad.body.message)).toMatch(/password/);
  });

  it('confirms the address, then welcomes to the newsletter with one-click unsubscribe', async () => {
    const member = await signUp(t.server);
    const email = member.user.email;
    const before = await member.agent.get('/api/user/email-preferences').expect(200);
    expect(before.body).toMatchObject({ email, emailConfirmed: false, newsletter: true });

    const mail = await smtp.waitFor(email, /^Confirm your email address$/);
    const link = linkIn(mail, `${PUBLIC_URL}/verify-email?token=`);
    const confirmed = await request(t.server)
      .post('/api/email-verification/confirm')
      .send({ token: tokenOf(link) })
      .expect(200);
    expect(confirmed.body).toEqual({ email });
    const after = await member.agent.get('/api/user/email-preferences').expect(200);
    expect(after.body.emailConfirmed).toBe(true);
    await member.agent.post('/api/email-verification/resend').expect(409);

    const welcome = await smtp.waitFor(email, /newsletter/);
    const headerLine = (key: string) => welcome.headerLines.find((h) => h.key === key)?.line;
    expect(headerLine('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const header = headerLine('list-unsubscribe') ?? '';
    const oneClick = /<([^>]+)>/.exec(header)![1];
    expect(oneClick.startsWith(`${PUBLIC_URL}/api/unsubscribe?token=`)).toBe(true);
    const visible = linkIn(welcome, `${PUBLIC_URL}/unsubscribe?token=`);

    // One-click: what a mail client sends, no cookie, form-encoded.
    const path = oneClick.slice(PUBLIC_URL.length);
    await request(t.server)
      .post(path)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200, { list: 'newsletter' });
    const off = await member.agent.get('/api/user/email-preferences').expect(200);
    expect(off.body).toMatchObject({ newsletter: false, newsletterConsentAt: null });
    const stored = await t.app.get(DataSource).getRepository(User).findOneByOrFail({ email });
    expect(stored.newsletterWithdrawnAt).toBeInstanceOf(Date);

    // Subscribed again on the preferences page: the consent gets a new time.
    const on = await member.agent
      .put('/api/user/email-preferences')
      .send({ newsletter: true })
      .expect(200);
    expect(on.body.newsletter).toBe(true);
    expect(Date.parse(on.body.newsletterConsentAt)).toBeGreaterThan(Date.now() - 10_000);

    // By the visible link: a GET only leads to the page, whose button POSTs.
    const token = tokenOf(visible);
    const page = await request(t.server).get(`/api/unsubscribe?token=${token}`).expect(303);
    expect(page.headers.location).toBe(`/unsubscribe?token=${token}`);
    expect((await member.agent.get('/api/user/email-preferences')).body.newsletter).toBe(true);
    await request(t.server).post(`/api/unsubscribe?token=${token}`).send({}).expect(200);
    expect((await member.agent.get('/api/user/email-preferences')).body.newsletter).toBe(false);

    const forged = await request(t.server).post(`/api/unsubscribe?token=${token}x`).send({});
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('This unsubscribe link is not valid');
  });

  it('limits confirmation resends', async () => {
    const member = await signUp(t.server);
    await smtp.waitFor(member.user.email, /^Confirm your email address$/);
    await member.agent.post('/api/email-verification/resend').expect(202);
    await member.agent.post('/api/email-verification/resend').expect(202);
    const res = await member.agent.post('/api/email-verification/resend');
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/At most 3 confirmation emails per hour/);
  });

  it('retries after 451 and delivers once', async () => {
    const email = uniqueEmail('greylisted');
    smtp.refuseData(email, { code: 451, message: 'Try again later' });
    await signUp(t.server, { email });
    await smtp.waitFor(email, /^Confirm your email address$/);
    const row = await outboxRow(email, 'verify-email', 'sent');
    expect(row.attempts).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('marks a 550 recipient undeliverable and does not retry', async () => {
    const email = uniqueEmail('gone');
    smtp.refuseRecipient(email, { code: 550, message: 'No such user here' });
    const member = await signUp(t.server, { email });
    const row = await outboxRow(email, 'verify-email', 'undeliverable');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/550/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.rcptAttempts.get(email)).toBe(1);
    const prefs = await member.agent.get('/api/user/email-preferences').expect(200);
    expect(prefs.body.emailUndeliverable).toBe(true);
  });

  it('sends the mail due together over the connections it is given, each message once', async () => {
    const outbox = t.app.get(DataSource).getRepository(MailMessage);
    const recipients = Array.from({ length: 8 }, (_, i) => uniqueEmail(`due-${i}`));
    smtp.holdData(300); // a slow server: each message takes 300 ms to be answered
    smtp.mostAtOnce = 0;
    try {
      await outbox.insert(
        recipients.map((to, i) => ({
          idempotencyKey: `due-together:${to}`,
          recipient: to,
          template: 'test',
          raw: `From: jobs@gridiron.example\r\nTo: ${to}\r\nSubject: Due ${i}\r\n\r\nbody`,
          status: 'pending' as const,
          nextAttemptAt: new Date(Date.now() - 1000),
        })),
      );
      await t.app.get(MailDelivery).run();
      for (const to of recipients) await outboxRow(to, 'test', 'sent');
    } finally {
      smtp.holdData(0);
    }
    expect(smtp.mostAtOnce).toBe(4); // MAIL_SMTP_CONNECTIONS
    for (const to of recipients) expect(smtp.to(to)).toHaveLength(1);
  });
});

describe(`the mail outbox's rounds (${mode})`, () => {
  const smtp = new SmtpTestServer();
  let app: App;

  beforeAll(async () => {
    const port = await smtp.start();
    // No poll during the test: what is sent, one round sent.
    app = await createTestApp({ SMTP_URL: smtp.url(port), MAIL_POLL_MS: '600000' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends everything due in one round, not a batch a poll, and records each', async () => {
    const outbox = app.app.get(DataSource).getRepository(MailMessage);
    const key = uniqueEmail('round');
    const due = Array.from({ length: 65 }, (_, i) => `${i}-${key}`);
    // One recipient of the second batch of twenty is refused for good; the others are sent.
    const refused = due[27];
    smtp.refuseRecipient(refused, { code: 550, message: 'No such user here' });
    await outbox.insert(
      due.map((to) => ({
        idempotencyKey: `one-round:${to}`,
        recipient: to,
        template: 'test',
        raw: `From: jobs@gridiron.example\r\nTo: ${to}\r\nSubject: Due\r\n\r\nbody`,
        status: 'pending' as const,
        nextAttemptAt: new Date(Date.now() - 1000),
      })),
    );
    const started = Date.now();
    await app.app.get(MailDelivery).run();
    const rows = await outbox.findBy({ recipient: In(due) });
    const sent = rows.filter((row) => row.status === 'sent');
    expect(sent).toHaveLength(64);
    // Attempt times are kept to the second on MySQL and MariaDB.
    for (const row of sent) expect(row.sentAt!.getTime()).toBeGreaterThan(started - 1000);
    expect(rows.find((row) => row.recipient === refused)).toMatchObject({
      status: 'undeliverable',
      sentAt: null,
    });
    expect(due.filter((to) => to !== refused && smtp.to(to).length !== 1)).toEqual([]);
  });
});

describe(`account mail made after the answer, at shutdown (${mode})`, () => {
  const smtp = new SmtpTestServer();
  afterAll(() => smtp.close());

  it('sends the confirmation of a member who signed up just before the server stopped', async () => {
    const port = await smtp.start();
    const environment = await freshEnvironment({
      SMTP_URL: smtp.url(port),
      MAIL_FROM: '"Gridiron Careers" <jobs@gridiron.example>',
      MAIL_POLL_MS: '50',
    });
    try {
      const first = await startApp(environment.env);
      const email = uniqueEmail('last-minute');
      await request(first.server)
        .post('/api/register')
        .send({
          email,
          password: 'member-password',
          firstName: 'Casey',
          lastName: 'Quick',
          termsAccepted: true,
        })
        .expect(201);
      await first.close(); // at once: the mail is made after the answer
      const second = await startApp(environment.env);
      try {
        const mail = await smtp.waitFor(email, /^Confirm your email address$/);
        expect(linkIn(mail, `${PUBLIC_URL}/verify-email?token=`)).toBeTruthy();
      } finally {
        await second.close();
      }
    } finally {
      await environment.dispose();
    }
  });
});
