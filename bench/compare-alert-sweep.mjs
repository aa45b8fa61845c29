// The job alert step for two builds, one after the other on fresh clusters, alternating, so a
// change's before/after shares the machine's state: each run imports the same board through the
// CSV import, then the bench's alert step seeds daily alerts and times their sweep with the
// board's p95 meanwhile. `node bench/compare-alert-sweep.mjs <other main.js> [alerts] [rounds]`
// (default 10,000 alerts over 100,000 jobs, 2 rounds); the other build is e.g. the commit before
// the change built into a copy of `backend/dist` next to it. With `--workers` in its place, this
// checkout is compared with itself: a web replica beside a worker process that runs the sweep,
// against one replica doing both; the board is measured on the replica that serves it. With
// `--with-worker`, each build runs as deployed, a web replica beside a worker (both builds must
// know BACKGROUND_WORK). With `--nice`, a worker at the deployed CPU weight (nice 6, about a fifth
// of the web replica's) against one at the web replica's own (nice 0). With `--smtp <ms>`, the
// outbox delivers to an SMTP server in this process that answers each message after that many
// milliseconds (bench/smtp-sink.mjs), not to files, and each run waits for every digest to be
// sent: the sweep's figures then say how far delivery kept up. With `--all-sent`, runs that
// deliver to files wait for every digest too.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Cluster } from '../scripts/scale/cluster.mjs';
import { ALERT_STEP_ENV, alertSweepStep } from './alerts-step.mjs';
import { importThroughApi, writeCsv } from './import-step.mjs';
import { member as newMember, session } from './scale.mjs';
import { startSmtpSink } from './smtp-sink.mjs';

const args = process.argv.slice(2);
const withWorker = args.includes('--with-worker') ? 1 : 0;
const allSent = args.includes('--all-sent');
const smtpAt = args.indexOf('--smtp');
const smtpAnswerMs = smtpAt >= 0 ? Number(args.splice(smtpAt, 2)[1]) : null;
const [otherMain, alerts = 10_000, rounds = 2] = args.filter(
  (a) => !['--with-worker', '--all-sent'].includes(a),
);
if (!otherMain) {
  throw new Error(
    'usage: compare-alert-sweep.mjs <other main.js | --workers | --nice> [alerts] [rounds] ' +
      '[--with-worker] [--smtp <ms>] [--all-sent]',
  );
}
const JOBS = 100_000;
const ADMIN = { email: 'compare-admin@example.com', password: 'compare-admin-password-1' };
const builds =
  otherMain === '--workers'
    ? [
        { name: 'a web replica and a worker', main: undefined, workers: 1 },
        { name: 'one replica doing both', main: undefined, workers: 0 },
      ]
    : otherMain === '--nice'
      ? [
          { name: 'a worker at nice 6', main: undefined, workers: 1, workerNice: 6 },
          { name: 'a worker at nice 0', main: undefined, workers: 1, workerNice: 0 },
        ]
      : [
          { name: 'this checkout', main: undefined, workers: withWorker },
          { name: otherMain, main: resolve(otherMain), workers: withWorker },
        ];

async function sweepWith(build, csv) {
  const sink = smtpAnswerMs === null ? null : await startSmtpSink({ answerMs: smtpAnswerMs });
  const cluster = new Cluster({
    replicas: 1,
    workers: build.workers,
    workerNice: build.workerNice,
    balancer: false,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    env: { ...ALERT_STEP_ENV, ...(sink ? { SMTP_URL: sink.url } : {}) },
    mains: [build.main],
  });
  try {
    await cluster.start();
    const admin = await session(cluster, '/api/login', ADMIN, 200);
    const member = await newMember(cluster, 0);
    await importThroughApi(cluster, admin, csv, JOBS);
    return await alertSweepStep(cluster, member, {
      alerts: Number(alerts),
      samples: 200,
      timeoutMs: 15 * 60_000,
      deliveryWaitMs: sink || allSent ? 15 * 60_000 : 0,
    });
  } finally {
    await cluster.stopAll();
    await sink?.close();
  }
}

const csv = join(mkdtempSync(join(tmpdir(), 'compare-alerts-')), 'jobs.csv');
await writeCsv(csv, JOBS, 'compare');
const runs = builds.map(() => []);
for (let round = 0; round < Number(rounds); round++) {
  // Alternate which build goes first, so a drift of the machine falls on both.
  const order = round % 2 ? [1, 0] : [0, 1];
  for (const i of order) {
    const figures = await sweepWith(builds[i], csv);
    runs[i].push(figures);
    console.log(
      `round ${round + 1}, ${builds[i].name}: sweep ${figures.sweepSeconds.toFixed(1)} s, ` +
        `board p50 ${figures.boardBefore.p50.toFixed(1)} → ${figures.boardDuring.p50.toFixed(1)} ms, ` +
        `p95 ${figures.boardBefore.p95.toFixed(1)} → ${figures.boardDuring.p95.toFixed(1)} ms ` +
        `(${(figures.slowdown * 100).toFixed(0)} %); ${deliveryWords(figures.delivery)}`,
    );
  }
}
/** The digests' delivery (alertSweepStep's `delivery`) in words. */
function deliveryWords({ stored, sentBySweepEnd, allSentSeconds }) {
  const all = allSentSeconds === undefined ? '' : `, all after ${allSentSeconds.toFixed(1)} s`;
  return `${sentBySweepEnd} of ${stored} digests sent by the sweep's end${all}`;
}

const list = (values) => values.map((v) => v.toFixed(1)).join(', ');
for (const [i, build] of builds.entries()) {
  console.log(
    `${build.name}: sweep ${list(runs[i].map((r) => r.sweepSeconds))} s; ` +
      `board p95 during ${list(runs[i].map((r) => r.boardDuring.p95))} ms ` +
      `(slowdown ${list(runs[i].map((r) => r.slowdown * 100))} %); ` +
      runs[i].map((r) => deliveryWords(r.delivery)).join('; '),
  );
}
