// A/B Lighthouse on `/` for two builds of the site, in alternating rounds on the same machine, so
// that the noise of a shared machine falls on both sides alike (docs/decisions/0086).
//
//   node bench/lighthouse-ab.mjs <rootA> <rootB> [rounds] [outDir]
//
// A root is a checkout (or a copy of one) with `backend/dist`, `backend/assets` and
// `frontend-shell/dist` built. Each side runs its own backend in embedded mode (SQLite in a
// temporary directory, the demo board seeded: carousel, featured jobs, texts). Every report is
// kept in outDir (`<side>-<profile>-<round>.json`) and the medians are printed with the evidence
// Lighthouse gives for the main thread: long tasks by script, boot-up time, work by category.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitFor } from '../scripts/scale/cluster.mjs';
import { runOnce } from './lighthouse.mjs';
import { median } from './stats.mjs';

async function startSite(root) {
  const dir = mkdtempSync(join(tmpdir(), 'lh-ab-'));
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: join(dir, 'data'),
      SESSION_SECRET: 'lighthouse-ab-session-secret-0123456789abcdef',
      COOKIE_SECURE: 'false',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(root, async () => (await fetch(`${url}/api/health/ready`)).ok, 60_000);
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((ok) => child.once('exit', ok));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const ms = (n) => Math.round(n);

/** The figures of one report that tell where the main thread went. */
function evidence(lhr) {
  const a = lhr.audits;
  const longTasks = {};
  for (const task of a['long-tasks']?.details?.items ?? []) {
    const script = String(task.url).replace(/^https?:\/\/[^/]+/, '') || '(page)';
    longTasks[script] = (longTasks[script] ?? 0) + task.duration;
  }
  const byCategory = Object.fromEntries(
    (a['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.group, i.duration]),
  );
  const bootup = Object.fromEntries(
    (a['bootup-time']?.details?.items ?? []).map((i) => [
      String(i.url).replace(/^https?:\/\/[^/]+/, ''),
      { total: i.total, scripting: i.scripting, parse: i.scriptParseCompile },
    ]),
  );
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    FCP: a['first-contentful-paint'].numericValue,
    LCP: a['largest-contentful-paint'].numericValue,
    TBT: a['total-blocking-time'].numericValue,
    CLS: a['cumulative-layout-shift'].numericValue,
    SI: a['speed-index'].numericValue,
    lcpElement:
      a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    longTasks,
    byCategory,
    bootup,
  };
}

async function main() {
  const [rootA, rootB] = process.argv.slice(2, 4).map((p) => resolve(p));
  const rounds = Number(process.argv[4] ?? 3);
  const out = resolve(process.argv[5] ?? join(tmpdir(), `lighthouse-ab-${Date.now()}`));
  if (!rootA || !rootB) {
    console.error('usage: node bench/lighthouse-ab.mjs <rootA> <rootB> [rounds] [outDir]');
    process.exit(2);
  }
  mkdirSync(out, { recursive: true });
  const sites = { A: await startSite(rootA), B: await startSite(rootB) };
  const results = { A: { mobile: [], desktop: [] }, B: { mobile: [], desktop: [] } };
  try {
    // Warm both servers (template read, caches) before the first measured load.
    for (const site of Object.values(sites)) await (await fetch(`${site.url}/`)).text();
    for (let round = 0; round < rounds; round++) {
      for (const profile of ['mobile', 'desktop']) {
        const order = round % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
        for (const side of order) {
          const lhr = await runOnce(`${sites[side].url}/`, profile);
          writeFileSync(join(out, `${side}-${profile}-${round}.json`), JSON.stringify(lhr));
          const e = evidence(lhr);
          results[side][profile].push(e);
          console.log(
            `${side} ${profile} round ${round + 1}: perf ${e.performance} TBT ${ms(e.TBT)} LCP ${ms(e.LCP)} FCP ${ms(e.FCP)} CLS ${e.CLS.toFixed(3)} a11y ${e.accessibility} bp ${e.bestPractices} seo ${e.seo}`,
          );
        }
      }
    }
  } finally {
    await Promise.all(Object.values(sites).map((s) => s.stop()));
  }
  const summary = {};
  for (const side of ['A', 'B']) {
    for (const profile of ['mobile', 'desktop']) {
      const list = results[side][profile];
      const med = (key) => median(list.map((e) => e[key]));
      const last = list[list.length - 1];
      summary[`${side} ${profile}`] = {
        performance: med('performance'),
        TBT: ms(med('TBT')),
        LCP: ms(med('LCP')),
        FCP: ms(med('FCP')),
        CLS: Number(med('CLS').toFixed(3)),
        accessibility: med('accessibility'),
        bestPractices: med('bestPractices'),
        seo: med('seo'),
        lcpElement: last.lcpElement,
        longTasksLastRun: Object.fromEntries(
          Object.entries(last.longTasks).map(([k, v]) => [k, ms(v)]),
        ),
        mainThreadLastRun: Object.fromEntries(
          Object.entries(last.byCategory).map(([k, v]) => [k, ms(v)]),
        ),
      };
    }
  }
  console.log(JSON.stringify(summary, null, 2));
  console.log(`reports: ${out}`);
}

await main();
