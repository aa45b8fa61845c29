// Where a signed-in `GET /api/jobs?limit=50` spends its time: starts one replica under
// `--cpu-prof`, loads the list with 50 connections for 10 s, and prints self time by package
// (and the top functions). `node bench/profile-list.mjs [jobs]` (default 5,000 jobs; the jobs are
// inserted with MariaDB's sequence engine).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Cluster } from '../scripts/scale/cluster.mjs';
import { printSelfTime } from './cpu-profile.mjs';

const JOBS = Number(process.argv[2] ?? 5000);
const ADMIN = { email: 'profile-admin@example.com', password: 'profile-admin-password-1' };
const dir = mkdtempSync(join(tmpdir(), 'profile-'));
const cluster = new Cluster({
  replicas: 1,
  balancer: false,
  adminEmail: ADMIN.email,
  adminPassword: ADMIN.password,
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
});

async function cookieOf(res) {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie').split(';')[0];
}

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
  await conn.query(
    `INSERT INTO jobs (id, teamName, positionTitle, location, applyUrl, applyUrlHash, description,
       datePosted, isFeatured, isActive)
     SELECT UUID(), CONCAT('Team ', n % 12), CONCAT('Coach ', n), 'Austin, TX',
       CONCAT('https://example.com/', n), SHA2(CONCAT('https://example.com/', n), 256),
       'A job.', NOW() - INTERVAL n MINUTE, 0, 1
     FROM (SELECT seq AS n FROM seq_1_to_${JOBS}) s`,
  );
  await conn.end();
  const run = () =>
    new Promise((ok, fail) =>
      autocannon(
        {
          url: `${cluster.url}/api/jobs?limit=50`,
          headers: { cookie: member },
          connections: 50,
          duration: 10,
        },
        (err, r) => (err ? fail(err) : ok(r)),
      ),
    );
  const r = await run();
  console.log(`${r.requests.average} req/s, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}`);
} finally {
  await cluster.stopAll();
}

printSelfTime(dir);
