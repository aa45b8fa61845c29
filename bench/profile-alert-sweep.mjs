// Where the job alert sweep spends its time: one replica under `--cpu-prof` imports a board
// through the CSV import, then the bench's alert step seeds daily alerts and times their sweep
// with the board's p95 meanwhile; prints the step's figures, the round trips to MariaDB and Redis
// per alert, the statements' time by kind (bench/time-statements.cjs) and self time by package
// (and the top functions) over the sweep only.
// `node bench/profile-alert-sweep.mjs [alerts] [jobs]` (default 10,000 alerts over 100,000 jobs).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cluster } from '../scripts/scale/cluster.mjs';
import { ALERT_STEP_ENV, alertSweepStep } from './alerts-step.mjs';
import { printSelfTime } from './cpu-profile.mjs';
import { roundTripsSoFar } from './round-trips.mjs';
import { importThroughApi, writeCsv } from './import-step.mjs';
import { member as newMember, session } from './scale.mjs';

const ALERTS = Number(process.argv[2] ?? 10_000);
const JOBS = Number(process.argv[3] ?? 100_000);
const ADMIN = { email: 'profile-admin@example.com', password: 'profile-admin-password-1' };
const dir = mkdtempSync(join(tmpdir(), 'profile-'));
const statementsFile = join(dir, 'statements.jsonl');
const here = dirname(fileURLToPath(import.meta.url));
const cluster = new Cluster({
  replicas: 1,
  balancer: false,
  adminEmail: ADMIN.email,
  adminPassword: ADMIN.password,
  env: { ...ALERT_STEP_ENV, BENCH_STATEMENT_TIMES: statementsFile },
  nodeArgs: [
    '--cpu-prof',
    `--cpu-prof-dir=${dir}`,
    ...['count-round-trips.cjs', 'time-statements.cjs'].flatMap((f) => [
      '--require',
      join(here, f),
    ]),
  ],
});

const micros = () => Number(process.hrtime.bigint() / 1000n);
let sweepWindow;
try {
  const csv = join(dir, 'jobs.csv');
  await writeCsv(csv, JOBS, 'profile');
  await cluster.start();
  const admin = await session(cluster, '/api/login', ADMIN, 200);
  const member = await newMember(cluster, 0);
  await importThroughApi(cluster, admin, csv, JOBS);
  const start = await roundTripsSoFar(cluster.replicas[0].child);
  writeFileSync(statementsFile, '');
  const figures = await alertSweepStep(cluster, member, {
    alerts: ALERTS,
    samples: 200,
    timeoutMs: 15 * 60_000,
  });
  // The step ends at its first poll after the sweep's end, at most half a second late.
  sweepWindow = [micros() - figures.sweepSeconds * 1e6, micros()];
  const end = await roundTripsSoFar(cluster.replicas[0].child);
  console.log('alerts', figures);
  const ports = {
    MariaDB: Number(new URL(cluster.databaseUrl).port || 3306),
    Redis: cluster.redisPort,
  };
  for (const [name, port] of Object.entries(ports)) {
    const writes = (end[port] ?? 0) - (start[port] ?? 0);
    console.log(`${name}: ${(writes / ALERTS).toFixed(2)} round trips per alert`);
  }
  printStatements();
} finally {
  await cluster.stopAll();
}

/** Statements since the seeding (the board's samples among them), by kind: count and time. */
function printStatements() {
  const kinds = new Map();
  for (const line of readFileSync(statementsFile, 'utf8').split('\n').filter(Boolean)) {
    const { sql, ms } = JSON.parse(line);
    const kind = sql
      .replace(/'[^']*'/g, '?')
      .replace(/\d+/g, 'N')
      .slice(0, 90);
    const k = kinds.get(kind) ?? { count: 0, ms: 0 };
    k.count++;
    k.ms += ms;
    kinds.set(kind, k);
  }
  console.log('statements by total time (count, ms, per alert ms):');
  for (const [kind, k] of [...kinds].sort((a, b) => b[1].ms - a[1].ms).slice(0, 20)) {
    console.log(
      `${String(k.count).padStart(7)} ${k.ms.toFixed(0).padStart(8)} ${(k.ms / ALERTS).toFixed(2).padStart(6)}  ${kind}`,
    );
  }
}

printSelfTime(dir, { window: sweepWindow });
console.log(`profile dir: ${dir}`);
