import { DataSource, In } from 'typeorm';
import { JobAlert } from '../src/alerts/job-alert.entity';
import { JobAlertsRepository, WatermarkMove } from '../src/alerts/job-alerts.repository';
import { confirmedMember } from './alerts-helpers';
import { freshEnvironment, startApp, TEST_MODE, TestApp, TestEnv } from './harness';

/**
 * The sweep's writes of many windows at once: each watermark moves by compare and set on the
 * alert as the sweep read it, whatever the others do (on MySQL/MariaDB grouped into a statement
 * per distinct change, on SQLite a statement each).
 */
describe(`moving many alerts' watermarks at once (${TEST_MODE})`, () => {
  let environment: TestEnv;
  let t: TestApp;

  beforeAll(async () => {
    environment = await freshEnvironment({ ALERTS_SWEEP_MS: '300000' });
    t = await startApp(environment.env);
  });
  afterAll(async () => {
    await t?.close();
    await environment?.dispose();
  });

  const rows = () => t.app.get(DataSource).getRepository(JobAlert);
  const read = (id: string) => rows().findOneByOrFail({ id });
  const second = (iso: string) => new Date(iso);

  it('moves the windows still as read, and none another writer changed first', async () => {
    const member = await confirmedMember(t.app, t.server);
    const ids: string[] = [];
    for (const name of [
      'Plain',
      'Also plain',
      'Moved away',
      'Now weekly',
      'Claimed',
      'Unclaimed',
    ]) {
      const created = await member.agent
        .post('/api/alerts')
        .send({ name, frequency: 'daily', filters: {} })
        .expect(201);
      ids.push(created.body.id as string);
    }
    const [plain, alsoPlain, movedAway, nowWeekly, claimed, unclaimed] = ids;
    const start = second('2026-11-20T06:00:00Z');
    const claimEnd = second('2026-11-21T06:00:00Z');
    await rows().update({ id: In(ids) }, { listedAfter: start });
    for (const id of [claimed, unclaimed]) {
      await rows().update({ id }, { pendingUntil: claimEnd, pendingPeriod: '2026-11-21' });
    }
    const asRead = new Map<string, JobAlert>();
    for (const id of ids) asRead.set(id, await read(id));

    // Between the sweep's read and its write: another sweep moves one, the member changes the
    // frequency of another, and a third's claim is finished elsewhere.
    const elsewhere = second('2026-11-22T06:00:00Z');
    await rows().update({ id: movedAway }, { listedAfter: elsewhere, lastPeriod: '2026-11-22' });
    await rows().update({ id: nowWeekly }, { frequency: 'weekly' });
    await rows().update(
      { id: unclaimed },
      { listedAfter: claimEnd, pendingUntil: null, pendingPeriod: null },
    );

    const cutoff = second('2026-11-23T06:00:00Z');
    const sentAt = second('2026-11-23T06:00:05Z');
    const move = (id: string, sent: boolean): WatermarkMove => {
      const alert = asRead.get(id) as JobAlert;
      const isClaimed = alert.pendingUntil !== null;
      return {
        alert,
        cutoff: isClaimed ? (alert.pendingUntil as Date) : cutoff,
        period: isClaimed ? (alert.pendingPeriod as string) : '2026-11-23',
        sentAt: sent ? sentAt : null,
        claimed: isClaimed,
      };
    };
    const moves = [
      move(plain, true),
      move(alsoPlain, false),
      move(movedAway, true),
      move(nowWeekly, true),
      move(claimed, true),
      move(unclaimed, true),
    ];
    const moved = await t.app
      .get(DataSource)
      .transaction((manager) => t.app.get(JobAlertsRepository).advanceAll(moves, manager));
    expect([...moved].sort()).toEqual([plain, alsoPlain, claimed].sort());

    // The moved windows: at their ends, no claim; the digest's time only where one was stored.
    expect(await read(plain)).toMatchObject({
      listedAfter: cutoff,
      lastPeriod: '2026-11-23',
      lastSentAt: sentAt,
      pendingUntil: null,
    });
    expect(await read(alsoPlain)).toMatchObject({
      listedAfter: cutoff,
      lastPeriod: '2026-11-23',
      lastSentAt: null,
    });
    expect(await read(claimed)).toMatchObject({
      listedAfter: claimEnd,
      lastPeriod: '2026-11-21',
      lastSentAt: sentAt,
      pendingUntil: null,
      pendingPeriod: null,
    });
    // The others as the other writers left them.
    expect(await read(movedAway)).toMatchObject({ listedAfter: elsewhere, lastSentAt: null });
    expect(await read(nowWeekly)).toMatchObject({
      listedAfter: start,
      frequency: 'weekly',
      lastPeriod: null,
    });
    expect(await read(unclaimed)).toMatchObject({ listedAfter: claimEnd, lastSentAt: null });
  });

  it('moves nothing when given nothing', async () => {
    const moved = await t.app
      .get(DataSource)
      .transaction((manager) => t.app.get(JobAlertsRepository).advanceAll([], manager));
    expect(moved.size).toBe(0);
  });
});
