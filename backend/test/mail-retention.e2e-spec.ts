import { DataSource } from 'typeorm';
import { MailDelivery } from '../src/mail/mail-delivery.service';
import { MailMessage, type MailStatus } from '../src/mail/mail-message.entity';
import { createTestApp, TEST_MODE } from './harness';

const DAY_MS = 24 * 60 * 60_000;

describe(`mail outbox retention (${TEST_MODE})`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_RETENTION_DAYS: '30' });
  });
  afterAll(() => t?.close());

  it('deletes finished messages past the retention and keeps the rest', async () => {
    const outbox = t.app.get(DataSource).getRepository(MailMessage);
    const now = Date.now();
    const row = (key: string, status: MailStatus, ageDays: number) => ({
      idempotencyKey: `retention:${key}`,
      recipient: 'member@example.com',
      template: 'test',
      raw: 'Subject: test\r\n\r\nbody',
      status,
      attempts: 1,
      nextAttemptAt: new Date(now + DAY_MS),
      createdAt: new Date(now - ageDays * DAY_MS),
    });
    await outbox.insert([
      row('old-sent', 'sent', 31),
      row('old-undeliverable', 'undeliverable', 45),
      row('old-unconfirmed', 'unconfirmed', 400),
      row('old-pending', 'pending', 40),
      row('recent-sent', 'sent', 29),
    ]);

    expect(await t.app.get(MailDelivery).prune(new Date(now))).toBe(3);

    const left = await outbox.find({ select: { idempotencyKey: true } });
    expect(
      left
        .map((m) => m.idempotencyKey)
        .filter((k) => k.startsWith('retention:'))
        .sort(),
    ).toEqual(['retention:old-pending', 'retention:recent-sent']);
  });
});
