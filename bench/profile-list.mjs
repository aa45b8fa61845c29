// Where a signed-in `GET /api/jobs?limit=50` spends its time: starts one replica under
// `--cpu-prof`, counts the round trips one request makes to MariaDB and to Redis
// (bench/count-round-trips.cjs), loads the list with 50 connections for 10 s, and prints self time
// by package (and the top functions). `node bench/profile-list.mjs [jobs] [--alloc]` (default
// 5,000 jobs; the jobs are inserted with MariaDB's sequence engine, their listings as the expiry
// sweep adds them). With `--alloc`, V8's sampling heap profiler replaces the CPU profile, and what
// a request allocates (the garbage collector's work) is printed by package and function.
// `--path=/api/user` loads another signed-in request instead (that one: the stack's own steps).
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Cluster, waitFor } from '../scripts/scale/cluster.mjs';
import { printAllocations, printSelfTime } from './cpu-profile.mjs';
import { roundTripsSoFar } from './round-trips.mjs';
import { LIFETIME_DAYS, insertListedJobs } from './scale.mjs';

const args = process.argv.slice(2);
const ALLOC = args.includes('--alloc');
const JOBS = Number(args.find((arg) => !arg.startsWith('--')) ?? 5000);
const PATH = args.find((arg) => arg.startsWith('--path='))?.slice('--path='.length);
const here = dirname(fileURLToPath(import.meta.url));
const ADMIN = { email: 'profile-admin@example.com', password: 'profile-admin-password-1' };
const dir = mkdtempSync(join(tmpdir(), 'profile-'));
const cluster = new Cluster({
  replicas: 1,
  balancer: false,
  adminEmail: ADMIN.email,
  adminPassword: ADMIN.password,
  // One member's session stands in for many members (see SEARCH_PER_CLIENT in bench/run.mjs).
  env: {
    SEARCH_PER_CLIENT: '100',
    JOB_LIFETIME_DAYS: String(LIFETIME_DAYS),
    ALLOCATION_PROFILE: join(dir, 'allocations.heapprofile'),
  },
  nodeArgs: [
    ...(ALLOC
      ? ['--require', join(here, 'sample-allocations.cjs')]
      : ['--cpu-prof', `--cpu-prof-dir=${dir}`]),
    '--require',
    join(here, 'count-round-trips.cjs'),
  ],
});

async function cookieOf(res) {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie').split(';')[0];
}

// The profile's clock and process.hrtime are the same monotonic clock: only samples taken while
// the load ran count (not the start, the seeding or the drain at exit).
const micros = () => Number(process.hrtime.bigint() / 1000n);
let loadWindow;
let requests = 0;
try {
  await cluster.start();
  const json = { 'content-type': 'application/json' };
  const member = await cookieOf(
    await fetch(`${cluster.url}/api/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        email: 'profile-member@example.com',
        password: 'member-password-1',
        firstName: 'Pro',
        lastName: 'File',
        termsAccepted: true,
      }),
    }),
  );
  const conn = await cluster.sql();
  await insertListedJobs(conn, JOBS);
  await conn.end();
  const url = `${cluster.url}${PATH ?? '/api/jobs?limit=50'}`;
  const roundTrips = await perRequest(cluster, () => fetch(url, { headers: { cookie: member } }));
  console.log(`round trips per request: ${JSON.stringify(roundTrips)}`);
  const run = () =>
    new Promise((ok, fail) =>
      autocannon(
        {
          url,
          headers: { cookie: member },
          connections: 50,
          duration: 10,
        },
        (err, r) => (err ? fail(err) : ok(r)),
      ),
    );
  const replica = cluster.replicas[0].child;
  if (ALLOC) replica.kill('SIGUSR2'); // starts sampling
  const from = micros();
  const r = await run();
  loadWindow = [from, micros()];
  requests = r.requests.total;
  if (ALLOC) {
    replica.kill('SIGUSR2'); // writes the profile
    await waitFor('the allocation profile', () => existsSync(join(dir, 'allocations.heapprofile')));
  }
  console.log(`${r.requests.average} req/s, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}`);
} finally {
  await cluster.stopAll();
}

/** The writes to MariaDB and to Redis one request makes (the mean of 100, after a warm-up). */
async function perRequest(cluster, request) {
  const replica = cluster.replicas[0].child;
  const counts = () => roundTripsSoFar(replica);
  const send = async (n) => {
    for (let i = 0; i < n; i++) {
      const res = await request().catch((err) => {
        throw new Error(`${err.message}\n${replica.output()}`);
      });
      if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }
  };
  await send(20);
  const start = await counts();
  await send(100);
  const end = await counts();
  const ports = {
    MariaDB: Number(new URL(cluster.databaseUrl).port || 3306),
    Redis: cluster.redisPort,
  };
  return Object.fromEntries(
    Object.entries(ports).map(([name, port]) => [
      name,
      ((end[port] ?? 0) - (start[port] ?? 0)) / 100,
    ]),
  );
}

if (ALLOC) printAllocations(join(dir, 'allocations.heapprofile'), requests);
else printSelfTime(dir, { window: loadWindow });
console.log(`profile dir: ${dir}`);
