// `npm run bench` (MySQL + Redis mode, real MariaDB): every figure is a ratio to a ceiling
// measured side by side in the same run, so machine noise cancels. `--quick` is the one-minute
// smoke version CI runs (no goals checked, nothing written to docs/). `--only import` runs just
// the CSV import step and prints its figures; `--only list` the import, then the board page
// against its ceilings; `--only alerts` the import, then the job page counting and alert steps
// (nothing written to docs/ by any of them).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import { cpus, totalmem, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cluster, freePort } from '../scripts/scale/cluster.mjs';
import { api } from './api-call.mjs';
import { cannon, sameWork } from './board-load.mjs';
import { ALERT_STEP_ENV, alertSweepStep } from './alerts-step.mjs';
import { importThroughApi, loadDataInfile, peakRss, writeCsv } from './import-step.mjs';
import { CATEGORIES, lighthouse } from './lighthouse.mjs';
import { pageWeight } from './page-weight.mjs';
import { SEARCH_GOAL_MS, SEARCH_SET } from './search-set.mjs';
import { median, percentile, range } from './stats.mjs';
import { viewCountingStep } from './view-count-step.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { DEMO_CONTENT } = createRequire(import.meta.url)('../backend/dist/seed/demo-content.js');
const quick = process.argv.includes('--quick');
const onlyIndex = process.argv.indexOf('--only');
const onlyStep = (name) =>
  process.argv.includes(`--only=${name}`) ||
  (onlyIndex > 0 && process.argv[onlyIndex + 1] === name);
const onlyImport = onlyStep('import');
const onlyAlerts = onlyStep('alerts');
const onlyList = onlyStep('list');
const ROWS = quick ? 5_000 : 100_000;
const ROUNDS = quick ? 1 : 3;
// The smoke run's loads only show that each server answers under load: a second each.
const LOAD_SECONDS = quick ? 1 : 10;
// The smoke run shares CI's two cores with the browser tests: under 50 connections there, a few
// board pages now and then waited past the searches' time limit (503), a measure of the machine.
const CONNECTIONS = quick ? 10 : 50;
const SEARCHES = quick ? 20 : 200;
const ALERTS = quick ? 200 : 100_000;
const JOB_PAGE_VIEWS = quick ? 200 : 2_000;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' };
const STARTED = Date.now();
/** A step's name with the run's time so far when it ended: where a run's minutes went. */
const step = (name) => `${name} (at ${Math.round((Date.now() - STARTED) / 1000)} s)`;
const DEMO_CAROUSEL = [
  'carousel-floodlit-field.webp',
  'carousel-playbook.webp',
  'carousel-game-ball.webp',
];

async function signIn(cluster, email, password) {
  const res = await fetch(`${cluster.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie').split(';')[0];
}

async function register(cluster) {
  const res = await fetch(`${cluster.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-member-${Date.now()}@example.com`,
      password: 'member-password-1',
      firstName: 'Bench',
      lastName: 'Member',
      termsAccepted: true,
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie').split(';')[0];
}

/** A bare node:http server answering the same bytes: the throughput ceiling on this machine. */
async function rawServer(body, contentType) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  const port = await freePort();
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/**
 * The framework's ceiling: a bare Nest-on-express app (bench/bare-nest.mjs, a child process)
 * answering the same bytes, so the report tells the framework's cost from our request's.
 */
async function bareNest(dir, body, contentType) {
  const file = join(dir, 'list-body.json');
  writeFileSync(file, body);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(ROOT, 'bench', 'bare-nest.mjs'), String(port), file, contentType],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.setEncoding('utf8');
  await new Promise((ok, fail) => {
    child.once('exit', (code) => fail(new Error(`bare Nest app exited (${code})`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('ready')) ok();
    });
  });
  child.removeAllListeners('exit');
  return { url: `http://127.0.0.1:${port}/api/jobs`, close: () => child.kill() };
}

/**
 * The home page as a running site shows it: the demo texts, the demo carousel images (uploaded as
 * an admin does: address, PUT, record) and a few featured jobs.
 */
async function dressHomePage(cluster, admin) {
  const json = { 'content-type': 'application/json' };
  for (const [i, file] of DEMO_CAROUSEL.entries()) {
    const { text } = await api(cluster, '/api/admin/carousel-images/upload-url', {
      cookie: admin,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ fileName: file }),
    });
    const { uploadUrl, imagePath } = JSON.parse(text);
    await api(cluster, uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/webp' },
      body: readFileSync(join(ROOT, 'backend', 'assets', 'demo', file)),
    });
    await api(cluster, '/api/admin/carousel-images', {
      cookie: admin,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ imagePath, altText: file, sortOrder: i + 1 }),
    });
  }
  for (const [pageKey, content] of Object.entries(DEMO_CONTENT)) {
    await api(cluster, `/api/admin/content/${pageKey}`, {
      cookie: admin,
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ content }),
    });
  }
  const { text } = await api(cluster, '/api/admin/jobs?limit=5', { cookie: admin });
  for (const job of JSON.parse(text)) {
    await api(cluster, `/api/admin/jobs/${job.id}/featured`, {
      cookie: admin,
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ isFeatured: true }),
    });
  }
}

async function searchLatencies(cluster, member, path) {
  const times = [];
  for (let i = 0; i < SEARCHES; i++) {
    const start = process.hrtime.bigint();
    const res = await fetch(`${cluster.url}${path}`, { headers: { cookie: member } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Steps 2-5: the board under load, searches, facets, the home page's weight, Lighthouse. */
async function boardSteps(cluster, admin, member, work, figures) {
  await listStep(cluster, member, work, figures);

  // 3. The search set (bench/search-set.mjs), with the total count, one request at a time.
  figures.search = {};
  for (const [name, path] of SEARCH_SET) {
    figures.search[name] = await searchLatencies(cluster, member, path);
  }
  console.log(step('search'), figures.search);

  // 4. Page weight of the home page (with its texts and featured jobs, as a live site).
  await dressHomePage(cluster, admin);
  figures.home = await pageWeight(cluster.url);
  console.log(step('home'), figures.home);

  // 5. Lighthouse on `/`, mobile and desktop profiles (the smoke run: mobile only, the profile with
  // the stricter goals; each run keeps Chromium and Lighthouse busy for half a minute of CI's CPU).
  figures.lighthouse = await lighthouse(
    cluster.url,
    ROUNDS,
    quick ? ['mobile'] : ['mobile', 'desktop'],
  );
  console.log(step('lighthouse'), JSON.stringify(figures.lighthouse));
}

async function listStep(cluster, member, work, figures) {
  // 2. GET /api/jobs?limit=50 under CONNECTIONS connections, against its same-work ceiling (the
  // session's Redis GET, the page query, the JSON, on bare node:http), and as reference lines
  // raw node:http and bare Nest answering the same bytes from memory.
  const { res: sample, text: body } = await api(cluster, '/api/jobs?limit=50', {
    cookie: member,
  });
  const contentType = sample.headers.get('content-type');
  const raw = await rawServer(Buffer.from(body), contentType);
  const bare = await bareNest(work, body, contentType);
  const same = await sameWork(cluster);
  const rps = { app: [], same: [], raw: [], bare: [], stack: [] };
  const p99 = { app: [], same: [] };
  const loaded = async (url, headers) => {
    const r = await cannon(url, { headers, connections: CONNECTIONS, duration: LOAD_SECONDS });
    if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return r;
  };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      rps.raw.push((await loaded(raw.url)).requests.average);
      rps.bare.push((await loaded(bare.url)).requests.average);
      rps.stack.push(
        (await loaded(`${cluster.url}/api/user`, { cookie: member })).requests.average,
      );
      for (const [key, url] of [
        ['same', same.url],
        ['app', `${cluster.url}/api/jobs?limit=50`],
      ]) {
        const r = await loaded(url, { cookie: member });
        rps[key].push(r.requests.average);
        p99[key].push(r.latency.p99);
      }
    }
  } finally {
    raw.close();
    bare.close();
    same.close();
  }
  const per = (a, b) => a.map((x, i) => x / b[i]);
  const ofSame = per(rps.app, rps.same);
  // A request that pays the stack's own steps and then does the ceiling's work at the ceiling's
  // cost takes 1/stack + 1/same seconds: that rate, as a share of the ceiling's.
  const stackBound = rps.stack.map((stack, i) => stack / (stack + rps.same[i]));
  figures.list = {
    rps: Math.round(median(rps.app)),
    sameRps: Math.round(median(rps.same)),
    rawRps: Math.round(median(rps.raw)),
    bareRps: Math.round(median(rps.bare)),
    stackRps: Math.round(median(rps.stack)),
    stackBound: median(stackBound),
    stackBoundRange: range(stackBound),
    ofSame: median(ofSame),
    ofSameRange: range(ofSame),
    ofRaw: median(per(rps.app, rps.raw)),
    ofBare: median(per(rps.app, rps.bare)),
    p99Ms: median(p99.app),
    sameP99Ms: median(p99.same),
  };
  console.log(step('list'), figures.list);
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'bench-'));
  // One web replica, measured, and a worker running the background work, as deployed.
  const cluster = new Cluster({
    replicas: 1,
    workers: 1,
    balancer: false,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    // The smoke run's sweep comes every 5 s, not every minute: the alert step measures the board
    // back to back until the sweep has sent every alert, and waiting for the minute's sweep kept
    // a core busy for up to a minute of CI's time, measuring nothing.
    env: quick ? { ...ALERT_STEP_ENV, ALERTS_SWEEP_MS: '5000' } : ALERT_STEP_ENV,
  });
  const figures = { rows: ROWS, rounds: ROUNDS };
  try {
    const csv = join(work, 'jobs.csv');
    await writeCsv(csv, ROWS, 'bench');
    console.log(`bench: ${ROWS} rows, ${ROUNDS} round(s)`);
    await cluster.start();
    const admin = await signIn(cluster, ADMIN.email, ADMIN.password);
    const member = await register(cluster);
    const pid = cluster.replicas[0].child.pid;

    // 1. CSV import vs LOAD DATA LOCAL INFILE, alternating.
    const apiMs = [];
    const loadMs = [];
    let peak = 0;
    for (let round = 0; round < ROUNDS; round++) {
      loadMs.push(await loadDataInfile(cluster, csv));
      const { result, peakBytes } = await peakRss(pid, () =>
        importThroughApi(cluster, admin, csv, ROWS),
      );
      apiMs.push(result);
      peak = Math.max(peak, peakBytes);
    }
    const ratios = apiMs.map((ms, i) => loadMs[i] / ms);
    figures.import = {
      rowsPerSecond: Math.round(ROWS / (median(apiMs) / 1000)),
      loadDataRowsPerSecond: Math.round(ROWS / (median(loadMs) / 1000)),
      ratio: median(ratios),
      ratioRange: range(ratios),
      peakServerMb: Math.round(peak / 1048576),
    };
    console.log(step('import'), figures.import);
    if (onlyImport) return;
    if (onlyList) return await listStep(cluster, member, work, figures);

    if (!onlyAlerts) await boardSteps(cluster, admin, member, work, figures);

    // 6. A job page request with its view counted (browser) vs not (robot).
    figures.viewCounting = await viewCountingStep(cluster, member, JOB_PAGE_VIEWS);
    console.log(step('view counting'), figures.viewCounting);

    // 7. Daily job alert digests for ALERTS alerts over the board's jobs, board p95 meanwhile.
    figures.alerts = await alertSweepStep(cluster, member, {
      alerts: ALERTS,
      samples: SEARCHES,
      timeoutMs: 15 * 60_000,
      // The smoke run checks no goal: it does not wait for InnoDB to write out earlier suites'
      // work before the board's calm p95 (up to 3 minutes after CI's MariaDB suites).
      settleMs: quick ? 5_000 : undefined,
      // Nor for the sweep's window to take in the jobs imported a minute before (up to 90 s
      // idle, the longest part of the smoke run): its digests may be empty, and none is read.
      wholeWindow: !quick,
      // Sending ends when the outbox has handed over the last digest, which goes on after the
      // sweep has stored it (the smoke run's few take a second).
      deliveryWaitMs: (quick ? 1 : 15) * 60_000,
    });
    console.log(step('alerts'), figures.alerts);
  } catch (err) {
    // The server's last words name what a failed request met (the bench's error only has its answer).
    for (const replica of [...cluster.replicas, ...cluster.workers]) {
      console.error(replica.child?.output?.().slice(-4000));
    }
    throw err;
  } finally {
    await cluster.stopAll();
    rmSync(work, { recursive: true, force: true });
  }
  if (onlyImport || onlyAlerts || onlyList) return;
  const report = render(figures);
  console.log(report);
  if (!quick) {
    const file = join(ROOT, 'docs', 'performance.md');
    writeFileSync(file, report + keptHistory(file));
  }
}

/**
 * What a full run keeps of performance.md when it rewrites the figures above: the sections of the
 * other runs (`--scale`, between their `<!-- tag:start -->` and `<!-- tag:end -->` markers) and
 * the hand-written "History" part.
 */
function keptHistory(file) {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return '';
  }
  const at = text.search(/^## History$/m);
  const before = at < 0 ? text : text.slice(0, at);
  const sections = before.match(/<!-- ([\w-]+):start -->[\s\S]*?<!-- \1:end -->/g) ?? [];
  return [...sections, ...(at < 0 ? [] : [text.slice(at)])]
    .map((part) => `\n${part.trimEnd()}\n`)
    .join('');
}

const fmt = (n, digits = 2) => Number(n).toFixed(digits);

const met = (ok) => (ok ? 'met' : 'not met');

function render(f) {
  const cpu = cpus();
  const lh = { desktop: NOT_RUN, ...f.lighthouse };
  const searchRows = SEARCH_SET.filter(([name]) => f.search[name])
    .map(([name, path, what]) => {
      const s = f.search[name];
      return `| ${name} | ${what} | \`${path}\` | ${fmt(s.p50, 1)} | ${fmt(s.p95, 1)} | ${met(s.p95 <= SEARCH_GOAL_MS)} |`;
    })
    .join('\n');
  const list = f.list;
  const imp = f.import;
  return `# Performance

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${cpu.length} × ${cpu[0]?.model ?? 'CPU'},
${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, MariaDB + Redis on loopback, one web
replica (measured) beside a worker process for the background work, as deployed,
${f.rows.toLocaleString('en-US')} jobs, ${f.rounds} alternating rounds (medians, min–max).
Rerun: \`npm run bench\` (about 20 minutes; \`-- --quick\` for the short smoke run CI makes).
Goals are reported here, never asserted by a test.

## CSV import (\`POST /api/admin/upload-csv\`, end to end)

The ceiling is MariaDB's own bulk loader reading the same file into a copy of the product's
\`jobs\` table (\`CREATE TABLE … LIKE jobs\`: the same columns and indexes), then one
\`INSERT … SELECT\` of its rows into a copy of \`job_listings\`, the board's table (decision
0171), alternating with the import, ${f.rounds} import(s) in a row, each into the emptied board.
The import also keeps the word index and the counts, which the ceiling leaves out.

| figure | value | goal | |
|---|---|---|---|
| rows/s through the API | ${imp.rowsPerSecond.toLocaleString('en-US')} | | |
| rows/s by \`LOAD DATA LOCAL INFILE\` into a copy of \`jobs\` and of \`job_listings\` (ceiling) | ${imp.loadDataRowsPerSecond.toLocaleString('en-US')} | | |
| ratio | ${fmt(imp.ratio)} (${fmt(imp.ratioRange[0])}–${fmt(imp.ratioRange[1])}) | ≥ 0.5 | ${met(imp.ratio >= 0.5)} |
| peak server memory (RSS) over the import(s) | ${imp.peakServerMb} MB | ≤ 300 MB | ${met(imp.peakServerMb <= 300)} |

## \`GET /api/jobs?limit=50\`, signed in, ${CONNECTIONS} keep-alive connections

The ceiling does the same work on bare \`node:http\` (\`bench/same-work.mjs\`): the session read
from Redis with one GET, the product's page query through mysql2, the JSON of the 50 rows. Raw
\`node:http\` and bare Nest answering the page's bytes from memory are reference lines.

| figure | requests/s | p99 | goal | |
|---|---|---|---|---|
| the board page | ${list.rps.toLocaleString('en-US')} | ${list.p99Ms} ms | p99 ≤ 50 ms | ${met(list.p99Ms <= 50)} |
| same work on bare \`node:http\` (ceiling) | ${list.sameRps.toLocaleString('en-US')} | ${list.sameP99Ms} ms | | |
| ratio to the ceiling | ${fmt(list.ofSame)} (${fmt(list.ofSameRange[0])}–${fmt(list.ofSameRange[1])}) | | ≥ 0.6 | ${met(list.ofSame >= 0.6)} |
| raw \`node:http\`, the same bytes from memory | ${list.rawRps.toLocaleString('en-US')} | | ratio ${fmt(list.ofRaw)} | |
| bare Nest on express, the same bytes from memory | ${list.bareRps.toLocaleString('en-US')} | | ratio ${fmt(list.ofBare)} | |
| the product's stack alone: signed-in \`GET /api/user\` | ${list.stackRps.toLocaleString('en-US')} | | | |
| the stack, then the ceiling's work at the ceiling's cost, as a share of the ceiling | | | ratio ${fmt(list.stackBound)} (${fmt(list.stackBoundRange[0])}–${fmt(list.stackBoundRange[1])}) | |

The last two lines bound what the goal asks: every request of the product passes the stack's own
steps (the middleware, the session and its cookie, the signed-in user, Nest's guards), which the
ceiling does not have; a board page that did the ceiling's work at no more than the ceiling's cost
after them would reach the last line's share (the session's Redis read is counted in both).

Where the request's time goes against bare Nest, with a profile:
[decision 0084](decisions/0084-list-request-cost.md).

## The search set, with the total count (ms, one request at a time)

The search set: the fixed searches of \`bench/search-set.mjs\`, shared with the growth run
(\`--scale\`), on the bench's import file (twelve teams in nine states, twenty titles, the rare
"harbormaster" in one job of 1,000), as a signed-in member's board page asks them (with the
total count); ${SEARCHES} requests each. Goal: p95 ≤ ${SEARCH_GOAL_MS} ms for every one.

| search | what it stands for | request | p50 | p95 | p95 ≤ ${SEARCH_GOAL_MS} ms |
|---|---|---|---|---|---|
${searchRows}

## Analytics counting on a job page request (the page and its view report, one at a time)

| figure | value | goal |
|---|---|---|
| counted (browser user agent), p50 / p95 | ${fmt(f.viewCounting.on.p50)} / ${fmt(f.viewCounting.on.p95)} ms | |
| not counted (robot user agent), p50 / p95 | ${fmt(f.viewCounting.off.p50)} / ${fmt(f.viewCounting.off.p95)} ms | |
| added by counting (p50, ${f.viewCounting.requests} of each) | ${fmt(f.viewCounting.added * 100, 1)} % | ≤ 5 % ${f.viewCounting.added <= 0.05 ? 'met' : 'not met'} |

## Job alert digests (${f.alerts.alerts.toLocaleString('en-US')} daily alerts over ${f.rows.toLocaleString('en-US')} jobs, the newest sixtieth of them new to every alert)

The worker sweeps; the board is searched on the web replica meanwhile
([decision 0256](decisions/0256-background-work-in-workers.md)).

| figure | value | goal |
|---|---|---|
| sweep, from its start to its last alert | ${f.alerts.finished ? `${fmt(f.alerts.sweepSeconds, 1)} s` : `not finished after ${fmt(f.alerts.sweepSeconds, 0)} s`} (${f.alerts.sent.toLocaleString('en-US')} sent, ${f.alerts.failed} failed) | ≤ 600 s ${f.alerts.finished && f.alerts.sweepSeconds <= 600 ? 'met' : 'not met'} |
| board search p95 before / during the sweep | ${fmt(f.alerts.boardBefore.p95, 1)} / ${fmt(f.alerts.boardDuring.p95, 1)} ms (${f.alerts.boardDuring.requests} requests during) | |
| board p95 slowdown while it runs | ${fmt(f.alerts.slowdown * 100, 1)} % | ≤ 20 % ${f.alerts.slowdown <= 0.2 ? 'met' : 'not met'} |
${deliveryRow(f.alerts)}
## Home page weight

| figure | value | goal |
|---|---|---|
| JavaScript loaded by \`/\`, gzip | ${fmt(f.home.gzipBytes / 1024, 1)} KB in ${f.home.scripts} files | ≤ 130 KB |
| the same as Chromium gets it (brotli) | ${fmt(f.home.scriptBytes / 1024, 1)} KB | |
| Ant Design or admin code loaded | ${f.home.adminCode ? 'yes' : 'no'} | never |

What each change moved: [home page history](#home-page-javascript-diet).

## Lighthouse on \`/\` (Debian Chromium, median of ${f.rounds})

| category | mobile | desktop | goal |
|---|---|---|---|
${lighthouseRows(lh)}
| total blocking time (ms, range) | ${blockingCell(lh.mobile)} | ${blockingCell(lh.desktop)} | ≤ ${MOBILE_BLOCKING_MS} mobile: ${blockingMet(lh.mobile) ? 'met' : 'not met'} |

Metrics of the last run: mobile ${metricsLine(lh.mobile)}; desktop ${metricsLine(lh.desktop)}.
Audits below 90 in the last run: ${failingLine(lh)}.

What stands between each figure and its goal, with profiles:
[decision 0082](decisions/0082-performance-gaps.md).
`;
}

/** A profile the run left out (the smoke run's desktop): its cells read "—". */
const NOT_RUN = {
  scores: Object.fromEntries(CATEGORIES.map((id) => [id, '—'])),
  blockingMs: null,
  metrics: {},
  failing: [],
};

const LIGHTHOUSE_GOALS = { performance: [95, 99], accessibility: [100, 100] };

/**
 * The alert step's rows of the digests' delivery, when measured: how many the outbox had sent by
 * the sweep's end, and when it had sent the last, against the sweep's own goal.
 */
function deliveryRow(alerts) {
  if (!alerts.delivery) return '';
  const { sentBySweepEnd, stored, allSentSeconds } = alerts.delivery;
  const all =
    allSentSeconds === undefined
      ? ['not all sent', 'not met']
      : [`${fmt(allSentSeconds, 1)} s`, allSentSeconds <= 600 ? 'met' : 'not met'];
  return (
    `| digests sent by the sweep's end (to files: the bench sets no SMTP server) | ${sentBySweepEnd.toLocaleString('en-US')} of ${stored.toLocaleString('en-US')} | |\n` +
    `| every digest sent, from the sweep's start | ${all[0]} | ≤ 600 s ${all[1]} |\n`
  );
}

function lighthouseRows(lh) {
  return CATEGORIES.map((id) => {
    const [mobileGoal, desktopGoal] = LIGHTHOUSE_GOALS[id] ?? [100, 100];
    return `| ${id} | ${lh.mobile.scores[id]} | ${lh.desktop.scores[id]} | ≥ ${mobileGoal} mobile, ≥ ${desktopGoal} desktop |`;
  }).join('\n');
}

/** The home page's main-thread goal: mobile total blocking time, median of the rounds. */
const MOBILE_BLOCKING_MS = 100;

const blockingMet = (run) => run.blockingMs !== null && run.blockingMs <= MOBILE_BLOCKING_MS;

const blockingCell = (run) =>
  run.blockingMs === null
    ? '—'
    : `${Math.round(run.blockingMs)} (${run.blockingRange.map(Math.round).join('–')})`;

const metricsLine = (run) =>
  Object.entries(run.metrics)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ') || 'not run';

function failingLine(lh) {
  const all = [
    ...lh.mobile.failing.map((a) => `mobile ${a}`),
    ...lh.desktop.failing.map((a) => `desktop ${a}`),
  ];
  return all.length ? all.join('; ') : 'none';
}

const scaleIndex = process.argv.indexOf('--jobs');
const scaleJobs = scaleIndex > 0 ? Number(process.argv[scaleIndex + 1]) : 1_000_000;
// `--scale`: the growth run (bench/scale-growth.mjs); `--scale --shapes`: the board with history
// rows beside the listed jobs (bench/scale.mjs); with `--embedded`, the same shapes on the embedded
// default (bench/scale-embedded.mjs).
const run = process.argv.includes('--scale')
  ? () =>
      import('./scale-report.mjs').then(({ runEmbeddedReport, runGrowthReport, runScaleReport }) =>
        !process.argv.includes('--shapes')
          ? runGrowthReport({ root: ROOT, jobs: scaleJobs })
          : process.argv.includes('--embedded')
            ? runEmbeddedReport({ root: ROOT, jobs: scaleJobs })
            : runScaleReport({ root: ROOT, jobs: scaleJobs }),
      )
  : main;

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
