import { DataSource } from 'typeorm';
import { MailMessage } from '../src/mail/mail-message.entity';
import { MailOutboxRepository } from '../src/mail/mail-outbox.repository';
import { createTestApp, TEST_MODE } from './harness';
import { SmtpTestServer } from './smtp-test-server';

/** A digest-like message: the same rows of markup over and over, as a job list is. */
function digestLike(to: string, subject: string): string {
  const rows = Array.from(
    { length: 120 },
    (_, i) =>
      `<tr><td style="padding:8px 0;font-family:Arial,sans-serif"><a href="https://jobs.example.com/jobs/${i}">Assistant Coach ${i}</a><br>Austin Armadillos · Austin, TX</td></tr>`,
  ).join('\r\n');
  return (
    `From: no-reply@example.com\r\nTo: ${to}\r\nSubject: ${subject}\r\nMIME-Version: 1.0\r\n` +
    `Content-Type: text/html; charset=utf-8\r\n\r\n<table>\r\n${rows}\r\n</table>\r\n`
  );
}

describe(`mail outbox storage (${TEST_MODE})`, () => {
  const smtp = new SmtpTestServer();
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    const port = await smtp.start();
    t = await createTestApp({ SMTP_URL: smtp.url(port), MAIL_POLL_MS: '50' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.close();
  });

  const outbox = () => t.app.get(DataSource).getRepository(MailMessage);

  it('keeps a message gzipped and sends it as it was written', async () => {
    const text = digestLike('digest@example.com', 'Twelve new jobs');
    expect(
      await t.app.get(MailOutboxRepository).enqueue({
        idempotencyKey: 'outbox:gzipped',
        recipient: 'digest@example.com',
        template: 'test',
        raw: text,
      }),
    ).toBe(true);

    const row = await outbox().findOneByOrFail({ idempotencyKey: 'outbox:gzipped' });
    expect(row.raw).toBe('');
    expect(row.body!.length).toBeLessThan(text.length / 5);

    const mail = await smtp.waitFor('digest@example.com', /^Twelve new jobs$/);
    expect(mail.html).toContain('Assistant Coach 119</a><br>Austin Armadillos · Austin, TX');
    const stored = await t.app.get(MailOutboxRepository).findByKey('outbox:gzipped');
    expect(stored!.raw).toBe(text);
  });

  it('still sends a message stored as text, before bodies were gzipped', async () => {
    await outbox().insert({
      idempotencyKey: 'outbox:text',
      recipient: 'older@example.com',
      template: 'test',
      raw: 'From: no-reply@example.com\r\nTo: older@example.com\r\nSubject: Stored as text\r\n\r\nHello\r\n',
      body: null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(),
    });
    const mail = await smtp.waitFor('older@example.com', /^Stored as text$/);
    expect(mail.text?.trim()).toBe('Hello');
  });
});
