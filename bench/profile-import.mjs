// The bench's import step alone, for profiling: one replica, `rounds` alternating LOAD DATA /
// API imports of the same file, the ratio and peak server RSS (and the RSS the replica had
// before each import). `node bench/profile-import.mjs [rows] [rounds] [--cpu-prof]` (default
// 100,000 rows, 3 rounds); with `--cpu-prof` the replica runs under the V8 profiler (slower) and
// its self time is printed by package and function. Other `--` flags are passed to the replica.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cluster } from '../scripts/scale/cluster.mjs';
import { printSelfTime } from './cpu-profile.mjs';
import { importThroughApi, loadDataInfile, peakRss, writeCsv } from './import-step.mjs';
import { median } from './stats.mjs';

const [rowsArg, roundsArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const ROWS = Number(rowsArg ?? 100_000);
const ROUNDS = Number(roundsArg ?? 3);
const profiling = process.argv.includes('--cpu-prof');
const nodeArgs = process.argv.slice(2).filter((a) => a.startsWith('--') && a !== '--cpu-prof');
const ADMIN = { email: 'profile-admin@example.com', password: 'profile-admin-password-1' };

const work = mkdtempSync(join(tmpdir(), 'profile-import-'));
const profileDir = join(work, 'profile');
const cluster = new Cluster({
  replicas: 1,
  balancer: false,
  adminEmail: ADMIN.email,
  adminPassword: ADMIN.password,
  nodeArgs: profiling ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, ...nodeArgs] : nodeArgs,
});
const rssMb = (pid) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

try {
  const csv = join(work, 'jobs.csv');
  await writeCsv(csv, ROWS, 'bench');
  await cluster.start();
  const login = await fetch(`${cluster.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status}`);
  const admin = login.headers.get('set-cookie').split(';')[0];
  const pid = cluster.replicas[0].child.pid;
  const apiMs = [];
  const loadMs = [];
  for (let round = 0; round < ROUNDS; round++) {
    loadMs.push(await loadDataInfile(cluster, csv));
    const before = rssMb(pid);
    const { result, peakBytes } = await peakRss(pid, () =>
      importThroughApi(cluster, admin, csv, ROWS),
    );
    apiMs.push(result);
    const rate = Math.round(ROWS / (result / 1000));
    const ceiling = Math.round(ROWS / (loadMs[round] / 1000));
    console.log(
      `round ${round + 1}: API ${rate} rows/s, LOAD DATA ${ceiling} rows/s, ` +
        `ratio ${(loadMs[round] / result).toFixed(2)}, RSS ${before} MB before, ` +
        `${Math.round(peakBytes / 1048576)} MB peak`,
    );
  }
  console.log(
    `median: API ${Math.round(ROWS / (median(apiMs) / 1000))} rows/s, ` +
      `LOAD DATA ${Math.round(ROWS / (median(loadMs) / 1000))} rows/s, ` +
      `ratio ${median(apiMs.map((ms, i) => loadMs[i] / ms)).toFixed(2)}`,
  );
} finally {
  await cluster.stopAll();
}
if (profiling) printSelfTime(profileDir, { functions: 40 });
rmSync(work, { recursive: true, force: true });
