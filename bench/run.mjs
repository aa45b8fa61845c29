// `npm run bench` (MySQL + Redis mode, real MariaDB): every figure is a ratio to a ceiling
// measured side by side in the same run, so machine noise cancels. `--quick` is the one-minute
// smoke version CI runs (no goals checked, nothing written to docs/). `--only import` runs just
// the CSV import step and prints its figures (nothing written to docs/).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import { cpus, totalmem, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Cluster, freePort } from '../scripts/scale/cluster.mjs';
import { api } from './api-call.mjs';
import { importThroughApi, loadDataInfile, peakRss, writeCsv } from './import-step.mjs';
import { CATEGORIES, lighthouse } from './lighthouse.mjs';
import { pageWeight } from './page-weight.mjs';
import { median, percentile, range } from './stats.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { DEMO_CONTENT } = createRequire(import.meta.url)('../backend/dist/seed/demo-content.js');
const quick = process.argv.includes('--quick');
const onlyIndex = process.argv.indexOf('--only');
const onlyImport =
  process.argv.includes('--only=import') ||
  (onlyIndex > 0 && process.argv[onlyIndex + 1] === 'import');
const ROWS = quick ? 5_000 : 100_000;
const ROUNDS = quick ? 1 : 3;
const LOAD_SECONDS = quick ? 3 : 10;
const SEARCHES = quick ? 20 : 200;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' };
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

function cannon(url, { headers = {}, connections = 50, duration = LOAD_SECONDS } = {}) {
  return new Promise((ok, fail) => {
    autocannon({ url, headers, connections, duration }, (err, r) => (err ? fail(err) : ok(r)));
  });
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

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'bench-'));
  const cluster = new Cluster({
    replicas: 1,
    balancer: false,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    // The load is one member's session standing in for many members (a real member's concurrent
    // searches are limited to a few, SEARCH_PER_CLIENT, which would answer it 429).
    env: { SEARCH_PER_CLIENT: '100' },
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
    console.log('import', figures.import);
    if (onlyImport) return;

    // 2. GET /api/jobs?limit=50 under 50 connections vs a raw server with the same bytes.
    const { res: sample, text: body } = await api(cluster, '/api/jobs?limit=50', {
      cookie: member,
    });
    const contentType = sample.headers.get('content-type');
    const raw = await rawServer(Buffer.from(body), contentType);
    const bare = await bareNest(work, body, contentType);
    const appRps = [];
    const rawRps = [];
    const bareRps = [];
    const p99 = [];
    try {
      for (let round = 0; round < ROUNDS; round++) {
        rawRps.push((await cannon(raw.url)).requests.average);
        bareRps.push((await cannon(bare.url)).requests.average);
        const a = await cannon(`${cluster.url}/api/jobs?limit=50`, { headers: { cookie: member } });
        if (a.non2xx || a.errors)
          throw new Error(`list under load: ${a.non2xx} non-2xx, ${a.errors} errors`);
        appRps.push(a.requests.average);
        p99.push(a.latency.p99);
      }
    } finally {
      raw.close();
      bare.close();
    }
    const listRatios = appRps.map((rps, i) => rps / rawRps[i]);
    const bareRatios = bareRps.map((rps, i) => rps / rawRps[i]);
    const ofBare = appRps.map((rps, i) => rps / bareRps[i]);
    figures.list = {
      rps: Math.round(median(appRps)),
      rawRps: Math.round(median(rawRps)),
      bareRps: Math.round(median(bareRps)),
      ratio: median(listRatios),
      ratioRange: range(listRatios),
      bareRatio: median(bareRatios),
      bareRatioRange: range(bareRatios),
      ofBare: median(ofBare),
      ofBareRange: range(ofBare),
      p99Ms: median(p99),
    };
    console.log('list', figures.list);

    // 3. Filtered searches, with the total count, one at a time.
    figures.search = {};
    for (const [name, path] of [
      ['coach in TX', '/api/jobs?position=coach&location=tx'],
      ['one team', '/api/jobs?teamName=orlando%20thunder'],
      ['rare term', '/api/jobs?position=harbormaster'],
      ['no match', '/api/jobs?position=zzzz-nothing'],
    ]) {
      figures.search[name] = await searchLatencies(cluster, member, path);
    }
    console.log('search', figures.search);

    // 3b. Facet counts (GET /api/jobs/facets) and facet-filtered lists, one at a time.
    figures.facets = {};
    for (const [name, path] of [
      ['counts, no filter', '/api/jobs/facets'],
      ['counts, coach in TX', '/api/jobs/facets?position=coach&location=tx'],
      ['counts, two departments', '/api/jobs/facets?department=coaching,medical'],
      ['list, one department', '/api/jobs?department=scouting&limit=50'],
      ['list, closing soon', '/api/jobs?sort=closing&limit=50'],
    ]) {
      figures.facets[name] = await searchLatencies(cluster, member, path);
    }
    console.log('facets', figures.facets);

    // 4. Page weight of the home page (with its texts and featured jobs, as a live site).
    await dressHomePage(cluster, admin);
    figures.home = await pageWeight(cluster.url);
    console.log('home', figures.home);

    // 5. Lighthouse on `/`, mobile and desktop profiles.
    figures.lighthouse = await lighthouse(cluster.url, ROUNDS);
    console.log('lighthouse', JSON.stringify(figures.lighthouse));
  } finally {
    await cluster.stopAll();
    rmSync(work, { recursive: true, force: true });
  }
  if (onlyImport) return;
  const report = render(figures);
  console.log(report);
  if (!quick) {
    const file = join(ROOT, 'docs', 'performance.md');
    writeFileSync(file, report + keptHistory(file));
  }
}

/** The hand-written "History" part of performance.md, kept when the figures above it are rewritten. */
function keptHistory(file) {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return '';
  }
  const at = text.search(/^## History$/m);
  return at < 0 ? '' : `\n${text.slice(at)}`;
}

const fmt = (n, digits = 2) => Number(n).toFixed(digits);

function render(f) {
  const cpu = cpus();
  const latencyRows = (figures) =>
    Object.entries(figures)
      .map(
        ([name, s]) =>
          `| ${name} | ${fmt(s.p50, 1)} | ${fmt(s.p95, 1)} | ≤ 30 | ${s.p95 <= 30 ? 'met' : 'not met'} |`,
      )
      .join('\n');
  const searchRows = latencyRows(f.search);
  return `# Performance

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${cpu.length} × ${cpu[0]?.model ?? 'CPU'},
${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, MariaDB + Redis on loopback, one app
process, ${f.rows.toLocaleString('en-US')} jobs, ${f.rounds} alternating rounds (medians, min–max).
Rerun: \`npm run bench\` (about 5 minutes; \`-- --quick\` for the one-minute smoke run CI makes).

## CSV import (\`POST /api/admin/upload-csv\`, end to end)

| figure | value | goal |
|---|---|---|
| rows/s through the API | ${f.import.rowsPerSecond.toLocaleString('en-US')} | |
| rows/s by \`LOAD DATA LOCAL INFILE\` (ceiling) | ${f.import.loadDataRowsPerSecond.toLocaleString('en-US')} | |
| ratio | ${fmt(f.import.ratio)} (${fmt(f.import.ratioRange[0])}–${fmt(f.import.ratioRange[1])}) | ≥ 0.5 |
| peak server memory (RSS) | ${f.import.peakServerMb} MB | < 300 MB |

## \`GET /api/jobs?limit=50\`, signed in, 50 keep-alive connections

| figure | value | goal |
|---|---|---|
| requests/s | ${f.list.rps.toLocaleString('en-US')} | |
| raw \`node:http\` with the same bytes (ceiling) | ${f.list.rawRps.toLocaleString('en-US')} | |
| bare Nest on express, one controller, the same bytes | ${f.list.bareRps.toLocaleString('en-US')} | |
| ratio to raw | ${fmt(f.list.ratio)} (${fmt(f.list.ratioRange[0])}–${fmt(f.list.ratioRange[1])}) | ≥ 0.35 |
| bare Nest's ratio to raw (the framework's ceiling) | ${fmt(f.list.bareRatio)} (${fmt(f.list.bareRatioRange[0])}–${fmt(f.list.bareRatioRange[1])}) | |
| ours as a fraction of bare Nest | ${fmt(f.list.ofBare)} (${fmt(f.list.ofBareRange[0])}–${fmt(f.list.ofBareRange[1])}) | |
| p99 latency | ${f.list.p99Ms} ms | ≤ 50 ms |

Where the request's time goes against bare Nest, with a profile:
[decision 0084](decisions/0084-list-request-cost.md).

## Filtered search with the total count (ms, one request at a time)

| search | p50 | p95 | goal p95 | |
|---|---|---|---|---|
${searchRows}

## Facet counts and facet filters (ms, one request at a time)

| request | p50 | p95 | goal p95 | |
|---|---|---|---|---|
${latencyRows(f.facets)}

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
${lighthouseRows(f.lighthouse)}

Metrics of the last run: mobile ${metricsLine(f.lighthouse.mobile)}; desktop ${metricsLine(f.lighthouse.desktop)}.
Audits below 90 in the last run: ${failingLine(f.lighthouse)}.

What stands between each figure and its goal, with profiles:
[decision 0082](decisions/0082-performance-gaps.md).
`;
}

const LIGHTHOUSE_GOALS = { performance: [95, 99], accessibility: [100, 100] };

function lighthouseRows(lh) {
  return CATEGORIES.map((id) => {
    const [mobileGoal, desktopGoal] = LIGHTHOUSE_GOALS[id] ?? [100, 100];
    return `| ${id} | ${lh.mobile.scores[id]} | ${lh.desktop.scores[id]} | ≥ ${mobileGoal} mobile, ≥ ${desktopGoal} desktop |`;
  }).join('\n');
}

const metricsLine = (run) =>
  Object.entries(run.metrics)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');

function failingLine(lh) {
  const all = [
    ...lh.mobile.failing.map((a) => `mobile ${a}`),
    ...lh.desktop.failing.map((a) => `desktop ${a}`),
  ];
  return all.length ? all.join('; ') : 'none';
}

const scaleIndex = process.argv.indexOf('--jobs');
const run = process.argv.includes('--scale')
  ? () =>
      import('./scale-report.mjs').then(({ runScaleReport }) =>
        runScaleReport({
          root: ROOT,
          jobs: scaleIndex > 0 ? Number(process.argv[scaleIndex + 1]) : 1_000_000,
        }),
      )
  : main;

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
