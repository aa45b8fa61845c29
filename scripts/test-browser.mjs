// Browser tests (CI step "browser tests"): runs every e2e/*.test.mjs with node:test against the
// built app (`npm run build` first; .ci/run has built it). Each suite starts its own server on a
// fresh embedded database through e2e/helpers.mjs. Totals go to scripts/ci-summary.mjs through the
// node-test-totals reporter; screenshots land in screenshots/ (git-ignored).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../e2e/helpers.mjs';

const required = [
  ['backend/dist/main.js', 'npm run build -w backend'],
  ['frontend-shell/dist/index.html', 'npm run build -w frontend-shell'],
];
for (const [file, command] of required) {
  if (!existsSync(join(ROOT, file))) {
    console.error(`${file} is missing: run \`${command}\` (or \`npm run build\`) first.`);
    process.exit(1);
  }
}
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

const only = process.argv.slice(2);
const files = readdirSync(join(ROOT, 'e2e'))
  .filter((f) => f.endsWith('.test.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort()
  .map((f) => join('e2e', f));

// Three files at a time (each has its own server and browser): much of a file's time is waiting
// (for the network to go quiet before a screenshot, for a carousel's timer), which the others
// fill. Beside the scale test on a quiet two-core machine: 183 s, against 216 two at a time and
// 390 one at a time (CI now runs them alone, see .ci/run). A CMS toast once missed its 15 s wait
// under load, cause not found; toasts are now given 30 s, and a missing one names the toasts shown
// and the page's last API answers.
const result = spawnSync(
  process.execPath,
  [
    '--test',
    '--test-concurrency=3',
    '--test-reporter=./scripts/node-test-totals-reporter.mjs',
    ...files,
  ],
  { cwd: ROOT, stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
