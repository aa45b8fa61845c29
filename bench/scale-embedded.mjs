// `npm run bench -- --scale --shapes --embedded`: the board at a million jobs on the embedded
// default (one process, an SQLite file, sessions in SQL, no Redis), the shapes of bench/scale.mjs:
// 50,000 listed jobs alone; the same beside 950,000 closed history rows (imported with a past
// closing date, so, as on MariaDB after the sweep, they have no listing); then 1,000,000 listed
// (a fresh data folder). Each board request's first request and p95, and the import's file times.
// `--jobs N` scales it down; figures go to docs/performance-scale-embedded.json and their own
// section of docs/performance.md, after the MariaDB scale section.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from '../scripts/scale/cluster.mjs';
import { peakRss } from './import-step.mjs';
import { LIFETIME_DAYS, importRows, member, session } from './scale.mjs';
import { boardRequests, measure, shapeFigures } from './scale-requests.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN = { email: 'embedded-admin@example.com', password: 'embedded-admin-password-1' };

/** The app on the embedded default in a data folder of its own; `stop` ends it. */
async function startEmbedded(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'backend', 'dist', 'main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JOB_LIFETIME_DAYS: String(LIFETIME_DAYS),
      LOG_LEVEL: 'error',
      // One member's session stands in for many members (see bench/run.mjs).
      SEARCH_PER_CLIENT: '100',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    },
  });
  const app = { url: `http://127.0.0.1:${port}`, child };
  await waitFor(
    'the embedded app',
    async () => (await fetch(`${app.url}/api/health/ready`)).ok,
    120_000,
    250,
  );
  app.stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  return app;
}

async function signedIn(app) {
  return {
    admin: await session(app, '/api/login', ADMIN, 200),
    member: await member(app, 1),
  };
}

/** Every board request of one shape, one at a time (as bench/scale.mjs measures them). */
async function measureShape(app, cookies, listed, label) {
  const first = await fetch(`${app.url}/api/jobs?limit=1`, { headers: { cookie: cookies.member } });
  const [job] = await first.json();
  const context = {
    jobId: job.id,
    teamSlug: 'austin-armadillos',
    lastSitemapFile: `/sitemaps/jobs-${Math.max(1, Math.ceil(listed / 50_000))}.xml`,
  };
  // Cached board answers live 15 s at most: wait them out, so every first request is a first.
  await new Promise((r) => setTimeout(r, 16_000));
  const figures = {};
  for (const [name, path, who] of boardRequests(context)) {
    figures[name] = await measure(app.url, path, who === 'visitor' ? undefined : cookies[who]);
    console.log(`  embedded ${label} | ${name}: ${JSON.stringify(figures[name])}`);
  }
  return figures;
}

export async function runScaleEmbedded({ jobs = 1_000_000, saved }) {
  const listed = Math.round(jobs * 0.05);
  const figures = { ...shapeFigures(jobs, listed), import: {} };
  const work = mkdtempSync(join(tmpdir(), 'scale-embedded-'));
  try {
    let app = await startEmbedded(join(work, 'history'));
    try {
      let cookies = await signedIn(app);
      console.log(`embedded: ${listed.toLocaleString('en-US')} listed jobs`);
      figures.import.live = await importRows(app, cookies.admin, work, listed, 'live');
      figures.shapes.listedOnly = await measureShape(app, cookies, listed, `${listed} listed`);
      console.log(`embedded: ${(jobs - listed).toLocaleString('en-US')} closed history rows`);
      figures.import.history = await importRows(
        app,
        cookies.admin,
        work,
        jobs - listed,
        'history',
        {
          history: true,
        },
      );
      figures.shapes.withHistory = await measureShape(
        app,
        cookies,
        listed,
        `${jobs} rows, ${listed} listed`,
      );
      await app.stop();

      console.log(`embedded: all ${jobs.toLocaleString('en-US')} listed (a new data folder)`);
      app = await startEmbedded(join(work, 'listed'));
      cookies = await signedIn(app);
      const pid = app.child.pid;
      const all = await peakRss(pid, () => importRows(app, cookies.admin, work, jobs, 'all'));
      figures.import.all = all.result;
      figures.import.peakRssMb = Math.round(all.peakBytes / 2 ** 20);
      figures.shapes.allListed = await measureShape(app, cookies, jobs, `${jobs} listed`);
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  writeFileSync(saved, `${JSON.stringify(figures, null, 2)}\n`);
  return figures;
}
