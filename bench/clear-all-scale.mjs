// What the admin's "clear all jobs" costs on a large board: `jobs` listed jobs (default
// 1,000,000) imported through the CSV import, then `DELETE /api/admin/jobs/clear-all` timed,
// while a member's board page and the readiness probe are asked once a second (their slowest
// answer and the statuses seen are printed). `node bench/clear-all-scale.mjs [jobs]` on
// the MariaDB of TEST_DATABASE_URL; nothing is written to docs/.
import {
  importRows,
  LIFETIME_DAYS,
  member,
  oneAppCluster,
  session,
  settleInnoDb,
} from './scale.mjs';

const JOBS = Number(process.argv[2] ?? 1_000_000);
const admin = { email: 'clear-admin@example.com', password: 'clear-admin-password-1' };
const cluster = oneAppCluster(admin, { JOB_LIFETIME_DAYS: String(LIFETIME_DAYS) });

/** Asks `path` once a second until `done()`; the slowest answer and the statuses seen. */
async function poll(path, cookie, done) {
  const seen = { slowestMs: 0, statuses: {} };
  while (!done()) {
    const start = Date.now();
    const res = await fetch(`${cluster.url}${path}`, { headers: cookie ? { cookie } : {} });
    await res.arrayBuffer();
    const ms = Date.now() - start;
    seen.slowestMs = Math.max(seen.slowestMs, ms);
    seen.statuses[res.status] = (seen.statuses[res.status] ?? 0) + 1;
    await new Promise((r) => setTimeout(r, Math.max(0, 1000 - ms)));
  }
  return seen;
}

try {
  await cluster.start();
  const cookie = await session(cluster, '/api/login', admin, 200);
  const reader = await member(cluster, 1);
  await importRows(cluster, cookie, cluster.dir, JOBS, 'live');
  const conn = await cluster.sql();
  console.log(`InnoDB settled ${JSON.stringify(await settleInnoDb(conn))}`);
  let finished = false;
  const board = poll('/api/jobs?limit=50', reader, () => finished);
  const ready = poll('/api/health/ready', undefined, () => finished);
  const start = Date.now();
  const res = await fetch(`${cluster.url}/api/admin/jobs/clear-all`, {
    method: 'DELETE',
    headers: { cookie, origin: cluster.url },
  });
  const body = await res.text();
  const ms = Date.now() - start;
  finished = true;
  console.log(`clear-all of ${JOBS} jobs: ${res.status} in ${ms} ms: ${body.slice(0, 200)}`);
  console.log(`board page during it: ${JSON.stringify(await board)}`);
  console.log(`readiness during it: ${JSON.stringify(await ready)}`);
  const [[left]] = await conn.query('SELECT COUNT(*) AS n FROM jobs');
  const [[notices]] = await conn.query('SELECT COUNT(*) AS n FROM search_engine_notices');
  console.log(`jobs left ${left.n}, search-engine notices ${notices.n}`);
  await conn.end();
} finally {
  await cluster.stopAll();
}
