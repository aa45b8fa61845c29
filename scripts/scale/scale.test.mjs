// The scale test (`npm run test:scale`): three replicas of the built app on one MariaDB and one
// Redis behind HAProxy. Signed-in traffic (searches, an admin CSV import, content edits) runs
// while one replica is sent SIGTERM and restarted, then while Redis restarts; every replica runs
// the job alert scheduler, and the digests reach a real SMTP server in this process once each.
// It asserts what a team running replicas relies on, and prints the figures docs/operations.md
// quotes.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import autocannon from 'autocannon';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { Cluster, freePort, sleep, untilSweepTakesInEveryJob, waitFor } from './cluster.mjs';

/**
 * The last warnings and errors the replicas logged (pino's JSON lines), a line each: why a request
 * failed (a dependency's timeout is a warning, the answer's 503 an error).
 */
function serverErrors(outputs, last = 10) {
  const lines = outputs.flatMap((text) =>
    text.split('\n').filter((line) => /"level":(40|50)/.test(line)),
  );
  return lines
    .slice(-last)
    .map((line) => {
      try {
        const entry = JSON.parse(line);
        const where = entry.req ? `${entry.req.method} ${entry.req.url} ` : '';
        const status = entry.res ? `${entry.res.statusCode} after ${entry.responseTime} ms ` : '';
        return `${where}${status}${entry.msg}: ${entry.err?.message ?? ''}`;
      } catch {
        return line.slice(0, 300);
      }
    })
    .join('\n');
}

const ADMIN = { email: 'scale-admin@example.com', password: 'scale-admin-password-1' };
const IMPORT_ROWS = 3000;
/** The jobs of the alert digests, imported first (see the digests' test). */
const DIGEST_ROWS = 60;
const DIGEST_JOBS = 'https://jobs.example.com/digest/%';
const ALERT_MEMBERS = 300;
const figures = {};

/** The mail the replicas send: a real SMTP server (smtp-server), messages parsed by mailparser. */
const SMTP_PORT = await freePort();
const received = [];
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData: (stream, _session, callback) => {
    simpleParser(stream)
      .then((mail) => {
        received.push(mail);
        callback();
      })
      .catch(callback);
  },
});

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
    // Daily digests are due from midnight UTC, and every replica's scheduler sweeps every 2 s.
    env: {
      SEARCH_PER_CLIENT: '100',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      ALERTS_DAILY_HOUR: '0',
      SITE_TIME_ZONE: 'UTC',
      ALERTS_SWEEP_MS: '2000',
    },
  });
  let admin;
  let member;

  before(async () => {
    await new Promise((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
    await cluster.start();
    admin = await signIn(cluster.url, ADMIN.email, ADMIN.password);
    member = await register(cluster.url, `member-${Date.now()}@example.com`);
    const digestJobs = await importCsv(cluster.url, admin, csvOfJobs(DIGEST_ROWS, 'digest'));
    assert.equal(digestJobs.status, 200, JSON.stringify(digestJobs.body));
  });

  after(async () => {
    await cluster.stopAll();
    await new Promise((resolve) => smtp.close(resolve));
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
      `non-2xx answers during the rolling restart: ${JSON.stringify(result.statusCodeStats)}; ` +
        `p99 ${result.latency.p99} ms; the replicas' last warnings and errors:\n` +
        serverErrors([restart.output, ...cluster.replicas.map((r) => r.child.output())]),
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

  // Before the digests: the tests before them fill most of the wait for a sweep's window to take
  // in their jobs (30 to 90 s after the jobs were stored), and the digests then also show that
  // every replica's scheduler came through the Redis restart.
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
  test('job alert digests: every replica runs the scheduler, each digest arrives once', async () => {
    // Confirmed members, each with a daily alert for every job; the jobs imported before the
    // first test arrived after their watermark (an hour ago), so every alert has a digest due
    // today. A sweep's window ends on a whole minute at least 30 s ago: the alerts are added once
    // it covers those jobs (a sweep before that would find today's window empty and be done for
    // the day), by now or within a minute. The rolling restart's jobs, stored later, go in
    // today's digests or tomorrow's, whichever window takes them in.
    const conn = await cluster.sql();
    await untilSweepTakesInEveryJob(conn, DIGEST_JOBS);
    const [[template]] = await conn.query('SELECT password FROM users LIMIT 1');
    const stamp = Date.now();
    const members = Array.from({ length: ALERT_MEMBERS }, (_, i) => {
      const email = `alerts-${stamp}-${i}@example.com`;
      return [
        randomUUID(),
        email,
        email,
        template.password,
        'Alert',
        `Member ${i}`,
        0,
        1,
        new Date(),
      ];
    });
    await conn.query(
      'INSERT INTO users (id, email, emailKey, password, firstName, lastName, isAdmin, jobAlertEmails, emailVerifiedAt) VALUES ?',
      [members],
    );
    const alertIds = members.map(() => randomUUID());
    const from = new Date(Math.floor((Date.now() - 3_600_000) / 1000) * 1000);
    await conn.query(
      'INSERT INTO job_alerts (id, userId, name, filters, frequency, paused, listedAfter) VALUES ?',
      [
        members.map(([userId], i) => [
          alertIds[i],
          userId,
          `Every job ${i}`,
          '{}',
          'daily',
          0,
          from,
        ]),
      ],
    );
    const start = Date.now();
    const ours = (mail) => mail.to?.text.startsWith(`alerts-${stamp}-`);
    await waitFor(
      `${ALERT_MEMBERS} digests at the SMTP server`,
      async () => received.filter(ours).length >= ALERT_MEMBERS,
      180_000,
      250,
    );
    figures.alertDigestsMs = Date.now() - start;
    // Two more sweeps on each replica: nothing more may arrive.
    await sleep(5000);
    const digests = received.filter(ours);
    const [[{ done }]] = await conn.query(
      'SELECT COUNT(*) AS done FROM job_alerts WHERE id IN (?) AND lastPeriod IS NOT NULL AND pendingUntil IS NULL',
      [alertIds],
    );
    await conn.end();
    assert.equal(digests.length, ALERT_MEMBERS, 'one digest per alert, no more');
    assert.equal(new Set(digests.map((m) => m.to.text)).size, ALERT_MEMBERS, 'each member got one');
    assert.equal(
      new Set(digests.map((m) => m.messageId)).size,
      ALERT_MEMBERS,
      'no Message-ID twice',
    );
    assert.ok(
      digests.every((m) => /^\d[\d,]* new jobs? for "Every job \d+"$/.test(m.subject)),
      digests[0]?.subject,
    );
    assert.equal(Number(done), ALERT_MEMBERS, 'every watermark moved and no claim is left');
  });
});
