// A change's before/after for requests that are slow only the first time (their counts not cached
// yet), in the same run: two builds side by side (bench/two-builds.mjs) over one board imported
// through the CSV import (by this checkout's build), each request's first time taken on each
// build in turn, the read cache's version bumped before each so that both read the database: the
// searches as a member (rare words and common ones), the admin's job list (its total of every
// job) and the sitemap's last jobs file (never cached). `--numbered` gives every job its own
// title (a requisition number), so the summary of distinct texts that a text search's counts may
// read is as long as the board.
// `node bench/compare-first-requests.mjs <other main.js> [jobs] [rounds] [--numbered]`
// (default 1,000,000 jobs, 5 rounds).
import { boardCacheBumper, importRows, member, session } from './scale.mjs';
import { boardRequests, measure } from './scale-requests.mjs';
import { median, range } from './stats.mjs';
import { TWO_BUILDS_ADMIN, twoBuilds } from './two-builds.mjs';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const [other, jobs = '1000000', rounds = '5'] = args;
if (!other) {
  console.error(
    'usage: node bench/compare-first-requests.mjs <other main.js> [jobs] [rounds] [--numbered]',
  );
  process.exit(2);
}
const numbered = process.argv.includes('--numbered');

const SITEMAP_FILE = `/sitemaps/jobs-${Math.max(1, Math.ceil(Number(jobs) / 50_000))}.xml`;
const REQUESTS = [
  ['"harbormaster" (1 job in 1,000)', '/api/jobs?limit=20&position=harbormaster', 'member'],
  ['"harbormaster" in "tx"', '/api/jobs?limit=20&position=harbormaster&location=tx', 'member'],
  ['facets of "harbormaster"', '/api/jobs/facets?position=harbormaster', 'member'],
  [
    '"nutritionist" in "memphis"',
    '/api/jobs?limit=20&position=nutritionist&location=memphis',
    'member',
  ],
  ['"coach" (6 titles of 20)', '/api/jobs?limit=20&position=coach', 'member'],
  // As the scale run asks them.
  ...boardRequests({ lastSitemapFile: SITEMAP_FILE }).filter(([name]) =>
    [
      '"coach" in "tx"',
      '"analytics"',
      'team "austin"',
      'admin job list',
      'sitemap, last jobs file',
    ].includes(name),
  ),
];

const { cluster, builds } = twoBuilds(other);
try {
  await cluster.start();
  const admin = await session(cluster, '/api/login', TWO_BUILDS_ADMIN, 200);
  const cookies = { admin, member: await member(cluster, 1), visitor: undefined };
  await importRows(cluster, admin, cluster.dir, Number(jobs), 'compare', { numbered });
  const cache = boardCacheBumper(cluster);
  const both = builds();
  const times = new Map(REQUESTS.map(([name]) => [name, both.map(() => [])]));
  for (let round = 0; round < Number(rounds); round++) {
    const order = round % 2 ? [1, 0] : [0, 1];
    for (const [name, path, who] of REQUESTS) {
      for (const i of order) {
        await cache.bump();
        const figure = await measure(`http://127.0.0.1:${both[i].port}`, path, cookies[who], {
          repeats: 0,
        });
        times.get(name)[i].push(figure.status === 200 ? figure.first : `${figure.status}`);
      }
    }
  }
  await cache.close();
  console.log(
    `\n${Number(jobs).toLocaleString('en-US')} jobs${numbered ? ', every title its own' : ''}; first request, ms (median, min–max of ${rounds})`,
  );
  console.log(`| request | ${both.map((b) => b.name).join(' | ')} |\n|---|---|---|`);
  for (const [name, perBuild] of times) {
    const cells = perBuild.map((ms) => {
      const failed = ms.filter((m) => typeof m === 'string');
      if (failed.length) return `${failed.length} × ${failed[0]}`;
      const [low, high] = range(ms);
      return `${Math.round(median(ms))} (${Math.round(low)}–${Math.round(high)})`;
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
} finally {
  await cluster.stopAll();
}
