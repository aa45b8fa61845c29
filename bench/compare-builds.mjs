// Two builds of the backend side by side, for a change's before/after in the same run: one
// replica runs this checkout's build, the other the `main.js` given (another build, e.g. the
// commit before the change built into a copy of `backend/dist` next to it), both on one database
// and Redis. The signed-in page given (default the board page) is loaded on each in turn over
// keep-alive connections, rounds alternating so both meet the same machine load.
// `node bench/compare-builds.mjs <other main.js> [jobs] [rounds] [path] [connections]`
// (default 100,000 jobs, 5 rounds of 8 s each, /api/jobs?limit=50, 50 connections; a document
// that takes most of a second, such as a sitemap file, wants one or two).
import { cannon } from './board-load.mjs';
import { insertListedJobs, member } from './scale.mjs';
import { median, range } from './stats.mjs';
import { twoBuilds } from './two-builds.mjs';

const [other, jobs = '100000', rounds = '5', path = '/api/jobs?limit=50', connections = '50'] =
  process.argv.slice(2);
if (!other) {
  console.error(
    'usage: node bench/compare-builds.mjs <other main.js> [jobs] [rounds] [path] [connections]',
  );
  process.exit(2);
}
const JOBS = Number(jobs);
const { cluster, builds: twoBuildsOf } = twoBuilds(other);

try {
  await cluster.start();
  const cookie = await member(cluster, 1);
  const conn = await cluster.sql();
  await insertListedJobs(conn, JOBS);
  await conn.end();

  const builds = twoBuildsOf().map((b) => ({ ...b, rates: [], p99s: [] }));
  const load = (build, duration) =>
    cannon(`http://127.0.0.1:${build.port}${path}`, {
      headers: { cookie },
      duration,
      connections: Number(connections),
    });
  for (const build of builds) await load(build, 3); // warm-up
  const ratios = [];
  for (let round = 0; round < Number(rounds); round++) {
    // Alternate which build goes first, so neither always follows the other's load.
    const order = round % 2 ? [...builds].reverse() : builds;
    const rates = new Map();
    for (const build of order) {
      const r = await load(build, 8);
      if (r.non2xx || r.errors)
        throw new Error(`${build.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      // Completed requests over the round: a per-second average rounds a slow page's rate away.
      const rate = Math.round((r.requests.total / r.duration) * 10) / 10;
      build.rates.push(rate);
      build.p99s.push(r.latency.p99);
      rates.set(build, rate);
    }
    ratios.push(rates.get(builds[0]) / rates.get(builds[1]));
    console.log(
      `round ${round + 1}: ${builds.map((b) => `${b.rates.at(-1)} req/s p99 ${b.p99s.at(-1)} ms`).join(' | ')}`,
    );
  }
  for (const b of builds) {
    console.log(`${b.name}: ${median(b.rates)} req/s, p99 ${median(b.p99s)} ms (medians)`);
  }
  const [low, high] = range(ratios);
  console.log(
    `this checkout / other: ${median(ratios).toFixed(2)} (${low.toFixed(2)}–${high.toFixed(2)})`,
  );
} finally {
  await cluster.stopAll();
}
