// Job alert sending at scale (docs/product.md#job-alerts): N daily alerts of confirmed members,
// seeded against the jobs already on the board (the newest sixtieth of them, a day's arrivals,
// new to every alert), are due as soon as they exist (the bench's
// cluster runs with ALERTS_DAILY_HOUR=0 in UTC, so today's period is due all day); the BullMQ
// scheduler of the process that runs the background work starts the sweep, as in production.
// Measured: the sweep's duration (from its start, as recorded with the admin's last sweeps, to
// its end) and the board's p95 while it runs against the p95 just before.
import { randomUUID } from 'node:crypto';
import { untilSweepTakesInEveryJob } from '../scripts/scale/cluster.mjs';
import { BOARD_ENV } from './board-load.mjs';
import { settleInnoDb } from './scale.mjs';
import { percentile } from './stats.mjs';

/** A mix of members' searches: everything, a word, a place, a facet, a team. */
const SEARCHES = [
  {},
  { position: 'coach' },
  { location: 'TX' },
  { department: ['scouting'] },
  { position: 'coach', location: 'tx' },
  { teamName: 'orlando thunder' },
  { employmentType: ['full-time'], level: ['senior'] },
];
/**
 * What a replica under the alert step runs with: one member's session stands in for many
 * members (a real member's concurrent searches are limited to a few, SEARCH_PER_CLIENT, which
 * would answer it 429), and daily alerts are due from midnight UTC, so the seeded ones at once.
 */
export const ALERT_STEP_ENV = {
  SEARCH_PER_CLIENT: '100',
  ALERTS_DAILY_HOUR: '0',
  SITE_TIME_ZONE: 'UTC',
  ...BOARD_ENV,
};
const PER_MEMBER = 20;
/** One day of a 60-day job lifetime (JOB_LIFETIME_DAYS' default). */
const DAY_SHARE = 60;
const CHUNK = 1000;

async function boardLatency(cluster, cookie, path) {
  const start = process.hrtime.bigint();
  const res = await fetch(`${cluster.url}${path}`, { headers: { cookie } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return { at: Date.now(), ms: Number(process.hrtime.bigint() - start) / 1e6 };
}

/**
 * The sweeps recorded after `afterId`, from the table every process records its sweeps in (the
 * admin's last sweeps). Read by SQL: the admin summary also counts the outbox's digests and the
 * alerts, two scans that would weigh on the board being measured.
 */
async function sweepsAfter(sql, afterId) {
  const [rows] = await sql.query(
    'SELECT id, at, sent, empty, notReceiving, taken, failed FROM alert_sweep_runs WHERE id > ? ORDER BY id',
    [afterId],
  );
  return rows;
}

/**
 * The digests stored, how many of them the outbox has sent, and how many it has finished with
 * (sent, or given up: undeliverable, unconfirmed). The step runs once on a fresh database, so
 * every digest is the step's.
 */
async function digestsOut(sql) {
  const [[row]] = await sql.query(
    "SELECT COUNT(*) AS stored, COALESCE(SUM(status = 'sent'), 0) AS sent, " +
      "COALESCE(SUM(status IN ('sent', 'undeliverable', 'unconfirmed')), 0) AS finished " +
      "FROM mail_outbox WHERE template = 'job-alert'",
  );
  return { stored: Number(row.stored), sent: Number(row.sent), finished: Number(row.finished) };
}

/**
 * The digests' delivery: how many were sent by the sweep's end, then (waiting at most `waitMs`,
 * and no longer once the outbox has finished with every one) the seconds from the sweep's start
 * until it had sent every one.
 */
async function digestDelivery(sql, startedAt, waitMs) {
  const atSweepEnd = await digestsOut(sql);
  let now = atSweepEnd;
  const deadline = Date.now() + waitMs;
  while (now.finished < now.stored && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    now = await digestsOut(sql);
  }
  return {
    stored: atSweepEnd.stored,
    sentBySweepEnd: atSweepEnd.sent,
    ...(now.sent >= now.stored && waitMs > 0
      ? { allSentSeconds: (Date.now() - startedAt) / 1000 }
      : {}),
  };
}

/** Confirmed members (20 alerts each, the product's limit) and their daily alerts, by SQL. */
async function seed(cluster, alerts) {
  const sql = await cluster.sql();
  try {
    const [[template]] = await sql.query('SELECT * FROM users WHERE isAdmin = 0 LIMIT 1');
    // A day's arrivals: with the default 60-day job lifetime, the newest 1/60 of the board's jobs
    // are new to every alert (whole seconds, as the watermark is kept).
    const [[{ total }]] = await sql.query('SELECT COUNT(*) AS total FROM jobs');
    const [[{ from }]] = await sql.query(
      'SELECT createdAt AS `from` FROM jobs ORDER BY createdAt DESC LIMIT 1 OFFSET ?',
      [Math.max(0, Math.ceil(Number(total) / DAY_SHARE) - 1)],
    );
    const listedAfter = new Date(Math.floor(new Date(from).getTime() / 1000) * 1000);
    const members = Math.ceil(alerts / PER_MEMBER);
    const users = [];
    for (let i = 0; i < members; i++) {
      const email = `bench-alerts-${i}@example.com`;
      users.push([randomUUID(), email, email, template.password, 'Alert', `Member ${i}`]);
    }
    for (let i = 0; i < users.length; i += CHUNK) {
      await sql.query(
        'INSERT INTO users (id, email, emailKey, password, firstName, lastName, isAdmin, jobAlertEmails, emailVerifiedAt) VALUES ?',
        [users.slice(i, i + CHUNK).map((u) => [...u, 0, 1, new Date()])],
      );
    }
    const rows = Array.from({ length: alerts }, (_, i) => [
      randomUUID(),
      users[Math.floor(i / PER_MEMBER)][0],
      `Bench alert ${i}`,
      JSON.stringify(SEARCHES[i % SEARCHES.length]),
      'daily',
      0,
      listedAfter,
    ]);
    for (let i = 0; i < rows.length; i += CHUNK) {
      await sql.query(
        'INSERT INTO job_alerts (id, userId, name, filters, frequency, paused, listedAfter) VALUES ?',
        [rows.slice(i, i + CHUNK)],
      );
    }
  } finally {
    await sql.end();
  }
}

/** Waits until a sweep's window covers every job. */
async function settled(cluster) {
  const sql = await cluster.sql();
  try {
    await untilSweepTakesInEveryJob(sql);
  } finally {
    await sql.end();
  }
}

/**
 * Seeds `alerts` daily alerts, measures the board before (once InnoDB has settled, waiting at
 * most `settleMs`), then while the scheduled sweep sends them; gives up after `timeoutMs`.
 * `wholeWindow` false starts at once, without waiting for the sweep's window to take in the
 * newest jobs: their digests may then be empty.
 */
export async function alertSweepStep(
  cluster,
  member,
  { alerts, samples, timeoutMs, settleMs, wholeWindow = true, deliveryWaitMs = 0 },
) {
  if (wholeWindow) await settled(cluster);
  const path = '/api/jobs?position=coach&location=tx';
  const sql = await cluster.sql();
  try {
    // The board's p95 before is its calm one: not while InnoDB still writes out an import made
    // just before this step, which would make the sweep's slowdown read low.
    await settleInnoDb(sql, settleMs);
    const before = [];
    for (let i = 0; i < samples; i++) before.push((await boardLatency(cluster, member, path)).ms);
    const [[{ lastId }]] = await sql.query(
      'SELECT COALESCE(MAX(id), 0) AS lastId FROM alert_sweep_runs',
    );
    const seededAt = Date.now();
    await seed(cluster, alerts);
    const seeded = Date.now() - seededAt;

    // The sweep that was running while the alerts were inserted may take some of them: every
    // new run that handled alerts counts, from the first one's start.
    const handled = (r) => r.sent + r.empty + r.notReceiving + r.taken + r.failed;
    const during = [];
    const deadline = Date.now() + timeoutMs;
    let runs = [];
    let lastPoll = 0;
    const total = () => runs.reduce((sum, r) => sum + handled(r), 0);
    while (total() < alerts && Date.now() < deadline) {
      during.push(await boardLatency(cluster, member, path));
      if (Date.now() - lastPoll < 500) continue;
      lastPoll = Date.now();
      runs = (await sweepsAfter(sql, lastId)).filter(handled);
    }
    const endedAt = Date.now();
    const finished = total() >= alerts;
    const figures = figuresOf({
      alerts,
      before,
      during,
      runs,
      seededAt,
      seeded,
      endedAt,
      finished,
    });
    const sweepStart = endedAt - figures.sweepSeconds * 1000;
    figures.delivery = await digestDelivery(sql, sweepStart, deliveryWaitMs);
    return figures;
  } finally {
    await sql.end();
  }
}

function figuresOf({ alerts, before, during, runs, seededAt, seeded, endedAt, finished }) {
  const startedAt = runs.length ? Math.min(...runs.map((r) => new Date(r.at).getTime())) : seededAt;
  const inSweep = during.filter((s) => s.at >= startedAt).map((s) => s.ms);
  const sum = (key) => runs.reduce((n, r) => n + r[key], 0);
  return {
    alerts,
    seededSeconds: seeded / 1000,
    finished,
    sweepSeconds: (endedAt - startedAt) / 1000,
    sent: sum('sent'),
    empty: sum('empty'),
    notReceiving: sum('notReceiving'),
    failed: sum('failed'),
    boardBefore: { p50: percentile(before, 50), p95: percentile(before, 95) },
    boardDuring: {
      p50: percentile(inSweep, 50),
      p95: percentile(inSweep, 95),
      requests: inSweep.length,
    },
    slowdown: percentile(inSweep, 95) / percentile(before, 95) - 1,
  };
}
