// The scale test (`npm run test:scale`): three replicas of the built app on one MariaDB and one
// Redis behind HAProxy. Signed-in traffic (searches, an admin CSV import, content edits) runs
// while one replica is sent SIGTERM and restarted, then while Redis restarts. It asserts what a
// team running replicas relies on, and prints the figures docs/operations.md quotes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import autocannon from 'autocannon';
import { Cluster, sleep, waitFor } from './cluster.mjs';

const ADMIN = { email: 'scale-admin@example.com', password: 'scale-admin-password-1' };
const IMPORT_ROWS = 3000;
const figures = {};

async function signIn(base, email, password) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(res.status, 200, `sign-in of ${email}: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie').split(';')[0];
}

async function register(base, email) {
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'member-password-1',
      firstName: 'Scale',
      lastName: 'Member',
      termsAccepted: true,
    }),
  });
  assert.equal(res.status, 201, `register ${email}: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie').split(';')[0];
}

function csvOfJobs(rows, tag) {
  const lines = ['team_name,position_title,location,apply_url,date_posted'];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `Scale Team ${i % 12},Assistant Coach ${i},"Austin, TX",https://jobs.example.com/${tag}/${i},2026-11-01`,
    );
  }
  return lines.join('\n') + '\n';
}

async function importCsv(base, cookie, csv) {
  const form = new FormData();
  form.append('csvFile', new Blob([csv], { type: 'text/csv' }), 'jobs.csv');
  const res = await fetch(`${base}/api/admin/upload-csv`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

/** Admin content edits through the balancer, every 200 ms until `until()` says stop. */
async function editContentUntil(base, cookie, until) {
  const statuses = [];
  for (let i = 0; !until(); i++) {
    const res = await fetch(`${base}/api/admin/content/homepage`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ content: { hero: { title: `Edit ${i}` } } }),
    });
    statuses.push(res.status);
    await res.arrayBuffer();
    await sleep(200);
  }
  return statuses;
}

function load(url, cookie, durationSec, connections = 20) {
  return new Promise((resolveRun, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: durationSec,
        headers: { cookie },
        requests: [
          { method: 'GET', path: '/api/jobs?position=coach&limit=50' },
          { method: 'GET', path: '/api/jobs?location=tx&limit=20&offset=20' },
          { method: 'GET', path: '/api/jobs/featured' },
          { method: 'GET', path: '/api/user' },
        ],
      },
      (err, result) => (err ? reject(err) : resolveRun(result)),
    );
    instance.on('error', reject);
  });
}

describe('three replicas behind HAProxy on MariaDB + Redis', { timeout: 300_000 }, () => {
  const cluster = new Cluster({
    replicas: 3,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    // The load below is one member's session standing in for many members; a real member's
    // concurrent searches are limited to a few (SEARCH_PER_CLIENT), which would answer it 429.
    env: { SEARCH_PER_CLIENT: '100' },
  });
  let admin;
  let member;

  before(async () => {
    await cluster.start();
    admin = await signIn(cluster.url, ADMIN.email, ADMIN.password);
    member = await register(cluster.url, `member-${Date.now()}@example.com`);
  });

  after(async () => {
    await cluster.stopAll();
    console.log(`scale figures: ${JSON.stringify(figures)}`);
  });

  test('the three replicas bootstrapped one administrator between them', async () => {
    const conn = await cluster.sql();
    const [rows] = await conn.query('SELECT COUNT(*) AS n FROM users WHERE email = ?', [
      ADMIN.email,
    ]);
    await conn.end();
    assert.equal(Number(rows[0].n), 1);
  });

  test('a session made through the balancer is valid on every replica', async () => {
    for (const replica of cluster.replicas) {
      const res = await fetch(`http://127.0.0.1:${replica.port}/api/user`, {
        headers: { cookie: member },
      });
      assert.equal(res.status, 200, `replica on port ${replica.port}`);
      assert.match((await res.json()).email, /^member-/);
    }
  });

  test('rolling restart under load: no failed request, no job lost or duplicated', async () => {
    let done = false;
    const traffic = load(cluster.url, member, 16);
    const edits = editContentUntil(cluster.url, admin, () => done);
    await sleep(2000);
    const importing = importCsv(cluster.url, admin, csvOfJobs(IMPORT_ROWS, 'rolling'));
    await sleep(1000);
    const restartStart = Date.now();
    const restart = await cluster.restartReplica(1);
    figures.replicaRestartMs = Date.now() - restartStart;
    const imported = await importing;
    const result = await traffic;
    done = true;
    const editStatuses = await edits;

    figures.rollingRequests = result.requests.total;
    figures.rollingRps = Math.round(result.requests.average);
    figures.rollingP99Ms = result.latency.p99;
    assert.ok(restart.drainedCleanly, `the replica did not drain cleanly:\n${restart.output}`);
    assert.equal(result.errors, 0, 'connection errors during the rolling restart');
    assert.equal(result.timeouts, 0, 'timeouts during the rolling restart');
    assert.equal(
      result.non2xx,
      0,
      `non-2xx answers during the rolling restart: ${JSON.stringify(result.statusCodeStats)}`,
    );
    assert.ok(result.requests.total > 500, `only ${result.requests.total} requests were made`);
    assert.deepEqual(
      editStatuses.filter((s) => s !== 200),
      [],
      'every content edit succeeded',
    );
    assert.equal(imported.status, 200, JSON.stringify(imported.body));
    assert.equal(imported.body.inserted, IMPORT_ROWS);

    const conn = await cluster.sql();
    const [rows] = await conn.query(
      "SELECT COUNT(*) AS n, COUNT(DISTINCT applyUrl) AS d FROM jobs WHERE applyUrl LIKE 'https://jobs.example.com/rolling/%'",
    );
    await conn.end();
    assert.equal(Number(rows[0].n), IMPORT_ROWS, 'every imported job is stored');
    assert.equal(Number(rows[0].d), IMPORT_ROWS, 'no imported job is duplicated');
  });

  test('the login rate limit is shared by the replicas', async () => {
    const email = `target-${Date.now()}@example.com`;
    const statuses = [];
    for (let i = 0; i < 40 && !statuses.includes(429); i++) {
      const replica = cluster.replicas[i % cluster.replicas.length];
      const res = await fetch(`http://127.0.0.1:${replica.port}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'wrong-password' }),
      });
      statuses.push(res.status);
    }
    figures.loginAttemptsBeforeLimit = statuses.indexOf(429);
    assert.ok(statuses.includes(429), `no 429 in ${statuses.length} attempts`);
    // A limit kept per replica would let three times as many attempts through.
    const perEmailLimit = statuses.indexOf(429);
    assert.ok(perEmailLimit <= 15, `${perEmailLimit} attempts passed before the limit`);
  });

  test('a Redis restart: quick 503s while it is down, recovery by itself, sessions kept', async () => {
    const traffic = load(cluster.url, member, 10, 10);
    await sleep(2000);
    await cluster.stopRedis();
    await sleep(2000);
    await cluster.startRedis();
    figures.redisRecoveryMs = await waitFor(
      'signed-in answers after the Redis restart',
      async () => {
        const res = await fetch(`${cluster.url}/api/user`, { headers: { cookie: member } });
        return res.status === 200;
      },
      30_000,
      50,
    );
    const result = await traffic;
    figures.redisOutageP99Ms = result.latency.p99;
    assert.equal(result.timeouts, 0, 'no request hung during the outage');
    assert.ok(result.latency.p99 < 5000, `p99 ${result.latency.p99} ms during the outage`);
    assert.ok(figures.redisRecoveryMs < 15_000, `recovered in ${figures.redisRecoveryMs} ms`);
    for (const replica of cluster.replicas) {
      await waitFor(`replica ${replica.port} ready again`, async () => {
        const res = await fetch(`http://127.0.0.1:${replica.port}/api/health/ready`);
        return res.status === 200;
      });
    }
  });
});
