import { DataSource } from 'typeorm';
import { MailMessage } from '../src/mail/mail-message.entity';
import { MailOutboxRepository } from '../src/mail/mail-outbox.repository';
import { createTestApp, TEST_MODE } from './harness';

/**
 * The outbox's claims: a round reads its due messages whole, and an attempt takes one only while
 * it is still as read (pending, with the attempts it was read with), so two processes never send
 * a message together, nor does one send a message another has tried and put back meanwhile.
 */
describe(`the mail outbox's claims (${TEST_MODE})`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  // No poll during the test: only the test claims these messages.
  beforeAll(async () => (t = await createTestApp({ MAIL_POLL_MS: '600000' })));
  afterAll(() => t?.close());

  const outbox = () => t.app.get(MailOutboxRepository);
  const row = (id: string) =>
    t.app.get(DataSource).getRepository(MailMessage).findOneByOrFail({ id });

  it('reads the due messages whole, oldest first, and claims each only while still as read', async () => {
    const now = new Date();
    // Whole seconds apart: MySQL and MariaDB keep the attempt times to the second.
    const earlier = new Date(now.getTime() - 60_000);
    const justBefore = new Date(now.getTime() - 30_000);
    for (const [key, at] of [
      ['claims:first', earlier],
      ['claims:second', justBefore],
    ] as const) {
      const raw = `Subject: ${key}\r\n\r\nBody of ${key}\r\n`;
      await outbox().enqueue(
        { idempotencyKey: key, recipient: 'a@example.com', template: 't', raw },
        at,
      );
    }
    const later = new Date(now.getTime() + 60_000);
    await outbox().enqueue(
      { idempotencyKey: 'claims:later', recipient: 'a@example.com', template: 't', raw: 'x' },
      later,
    );

    const due = await outbox().due(now, 20);
    expect(due.map((m) => m.idempotencyKey)).toEqual(['claims:first', 'claims:second']);
    expect(due[0].raw).toBe('Subject: claims:first\r\n\r\nBody of claims:first\r\n');
    const [first, second] = due;

    // The first: claimed once; the same read cannot take it again.
    const claimed = await outbox().claim(first, now);
    expect(claimed).toMatchObject({ id: first.id, status: 'sending', attempts: 1, raw: first.raw });
    expect(await row(first.id)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(await outbox().claim(first, now)).toBeNull();

    // The second: another process claims it, fails and puts it back for later; this round's read
    // of it is stale and takes nothing, and the row keeps the other process's retry.
    const elsewhere = await outbox().claim(second, now);
    expect(elsewhere).not.toBeNull();
    await outbox().retryLater(second.id, now, 'temporary failure');
    expect(await outbox().claim(second, now)).toBeNull();
    expect(await row(second.id)).toMatchObject({ status: 'pending', attempts: 1 });

    // Read again, it is taken for its second attempt.
    const [again] = await outbox().due(now, 20);
    expect(again.id).toBe(second.id);
    expect(await outbox().claim(again, now)).toMatchObject({ status: 'sending', attempts: 2 });
  });
});
