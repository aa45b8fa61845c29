// `npm run bench -- --scale`: how the board's figures grow with the number of jobs. One app
// process (MariaDB, Redis); jobs are added through the admin CSV import (the bench's import file,
// 100,000 rows a file) up to each size in turn (10,000, 100,000, 1,000,000; `--jobs N` ends at N
// instead, with N/100 and N/10 before it), and at each size the search set (bench/search-set.mjs)
// is timed one request at a time once the import has settled (first request, then the p95 of
// the repeats), and the board page is loaded with 50 connections beside its same-work ceiling.
// Goal: every p95 at the largest size at most twice the figure at the size before (10× fewer jobs).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { BOARD_ENV, cannon, sameWork } from './board-load.mjs';
import { boardCacheBumper, importRows, member, oneAppCluster, session } from './scale.mjs';
import { FIRSTS, measureTogether } from './scale-requests.mjs';
import { SEARCH_SET } from './search-set.mjs';

/** The sizes of a run ending at `jobs` jobs: a hundredth, a tenth and all (at least 100 each). */
export const growthSizes = (jobs) =>
  [jobs / 100, jobs / 10, jobs].map(Math.round).filter((n) => n >= 100);

/** Requests timed per search and size after the first: enough that one stall is not the p95. */
export const GROWTH_REPEATS = 100;
/**
 * The pause between an import and the measurements of its size: InnoDB writes the import's pages
 * out and purges for a while after the last file (the stock buffer pool holds a tenth of the
 * table), and searches timed during that measure the import's tail, not the size.
 */
export const SETTLE_SECONDS = 30;
const LOAD_SECONDS = 10;

export async function runGrowth({ jobs, saved }) {
  const sizes = growthSizes(jobs);
  const admin = { email: 'growth-admin@example.com', password: 'growth-admin-password-1' };
  // One member's session stands in for many (see SEARCH_PER_CLIENT in bench/run.mjs).
  const cluster = oneAppCluster(admin, { SEARCH_PER_CLIENT: '100', ...BOARD_ENV });
  const figures = {
    date: new Date().toISOString(),
    sizes,
    repeats: GROWTH_REPEATS,
    settleSeconds: SETTLE_SECONDS,
    firsts: FIRSTS,
    search: {},
    board: {},
    load: {},
  };
  try {
    await cluster.start();
    const adminCookie = await session(cluster, '/api/login', admin, 200);
    const cookie = await member(cluster, 1);
    let have = 0;
    for (const size of sizes) {
      console.log(`growth: ${size.toLocaleString('en-US')} jobs`);
      await importRows(cluster, adminCookie, cluster.dir, size - have, `grow-${size}`);
      have = size;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
      // The machine's one-minute load average while this size is measured (2 cores: above 2,
      // other work competes with the run).
      figures.load[size] = Math.round(loadavg()[0] * 10) / 10;
      // In rounds over every search, so that a pause of the machine falls on all of them alike.
      const cache = boardCacheBumper(cluster);
      try {
        const measured = await measureTogether(
          cluster.url,
          SEARCH_SET.map(([name, path]) => [name, path]),
          () => cookie,
          cache,
          { repeats: GROWTH_REPEATS, slowMs: 5000 },
        );
        for (const [name] of SEARCH_SET) {
          (figures.search[name] ??= {})[size] = measured[name];
          console.log(`  ${size} | ${name}: ${JSON.stringify(measured[name])}`);
        }
      } finally {
        await cache.close();
      }
      figures.board[size] = await boardPage(cluster, cookie);
      console.log(`  ${size} | board page: ${JSON.stringify(figures.board[size])}`);
    }
  } finally {
    await cluster.stopAll();
  }
  writeFileSync(saved, `${JSON.stringify(figures, null, 2)}\n`);
  return figures;
}

/** The board page under 50 connections, then its same-work ceiling under the same load. */
async function boardPage(cluster, cookie) {
  const same = await sameWork(cluster);
  try {
    // Refusals (a search over its statement limit answers 503) are counted, not fatal: at a
    // million jobs they are a finding.
    const run = async (url) => {
      const r = await cannon(url, { headers: { cookie }, duration: LOAD_SECONDS });
      return {
        rps: Math.round(r.requests.average),
        p99: r.latency.p99,
        failed: r.non2xx + r.errors,
      };
    };
    const app = await run(`${cluster.url}/api/jobs?limit=50`);
    const ceiling = await run(same.url);
    return { ...app, sameRps: ceiling.rps, sameP99: ceiling.p99, sameFailed: ceiling.failed };
  } finally {
    same.close();
  }
}
