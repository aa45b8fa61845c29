// Lighthouse on `/` with Debian's Chromium, mobile (the default profile: a mid-range phone on a
// throttled network, simulated) and desktop (`--preset=desktop`). Scores are 0–100; the median of
// the rounds is kept, with the audits that cost points in the last round (to know what to fix).
import { execFile } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from './page-weight.mjs';
import { median } from './stats.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

function runAttempt(url, profile) {
  const args = [
    CLI,
    url,
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    ...(profile === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((ok, fail) => {
    execFile(
      process.execPath,
      args,
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
        timeout: 180_000,
      },
      (err, stdout, stderr) => {
        if (err) return fail(new Error(`lighthouse ${profile}: ${err.message}\n${stderr}`));
        const lhr = JSON.parse(stdout);
        if (lhr.runtimeError) return fail(new Error(`lighthouse: ${lhr.runtimeError.message}`));
        ok(lhr);
      },
    );
  });
}

/**
 * One Lighthouse run. Its trace recording sometimes fails on a busy machine (NO_NAVSTART, "Please
 * run Lighthouse again"): such a run is repeated, up to three attempts.
 */
export async function runOnce(url, profile) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runAttempt(url, profile);
    } catch (err) {
      if (attempt >= 3 || !/run Lighthouse again/i.test(String(err?.message))) throw err;
      console.warn(`lighthouse ${profile}: transient failure, attempt ${attempt + 1} of 3`);
    }
  }
}

function summarise(lhr) {
  const scores = {};
  for (const id of CATEGORIES) scores[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metrics = {};
  for (const [id, name] of Object.entries(METRICS)) {
    metrics[name] = lhr.audits[id]?.displayValue ?? '';
  }
  const failing = CATEGORIES.flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => `${category}: ${audit.id} (${audit.displayValue || audit.score})`),
  );
  // The home page's main-thread goal is stated in milliseconds of total blocking time.
  const blockingMs = lhr.audits['total-blocking-time']?.numericValue ?? null;
  return { scores, metrics, blockingMs, failing };
}

/**
 * Median scores and total blocking time over `rounds` runs of each profile (mobile and desktop,
 * alternating, unless `profiles` names fewer).
 */
export async function lighthouse(origin, rounds, profiles = ['mobile', 'desktop']) {
  const runs = Object.fromEntries(profiles.map((profile) => [profile, []]));
  for (let round = 0; round < rounds; round++) {
    for (const profile of profiles) {
      runs[profile].push(summarise(await runOnce(`${origin}/`, profile)));
    }
  }
  const result = {};
  for (const [profile, list] of Object.entries(runs)) {
    const scores = {};
    for (const id of CATEGORIES) scores[id] = median(list.map((r) => r.scores[id]));
    const last = list[list.length - 1];
    const blocking = list.map((r) => r.blockingMs).filter((ms) => ms !== null);
    result[profile] = {
      scores,
      blockingMs: blocking.length ? median(blocking) : null,
      blockingRange: blocking.length ? [Math.min(...blocking), Math.max(...blocking)] : null,
      metrics: last.metrics,
      failing: last.failing,
    };
  }
  return result;
}

// `node bench/lighthouse.mjs http://127.0.0.1:3000` audits a running server once.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const origin = process.argv[2] ?? 'http://127.0.0.1:3000';
  console.log(JSON.stringify(await lighthouse(origin, 1), null, 2));
}
