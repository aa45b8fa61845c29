// What a crawler reading a full sitemap file costs the members a replica serves meanwhile, for two
// builds side by side (bench/two-builds.mjs): `listed` jobs inserted by SQL, then on each build in
// turn a member's board page asked one request at a time while the first jobs file (50,000 URLs)
// is read twice, then the file read alone and five board pages asked right after it, twice; prints
// the file's time, the board page's median, p99 and slowest during it, and the median of the first
// board page after it and of the slowest of the five (the collection of the file's garbage).
// `node bench/sitemap-while-serving.mjs <other main.js> [listed] [rounds]` (default 100,000 and 3
// rounds, alternating which build goes first); nothing is written to docs/.
import { insertListedJobs, member } from './scale.mjs';
import { timed } from './scale-requests.mjs';
import { median, percentile } from './stats.mjs';
import { twoBuilds } from './two-builds.mjs';

const [other, listed = '100000', rounds = '3'] = process.argv.slice(2);
if (!other) {
  console.error('usage: node bench/sitemap-while-serving.mjs <other main.js> [listed] [rounds]');
  process.exit(2);
}
const { cluster, builds: buildsOf } = twoBuilds(other);

async function okTime(url, cookie) {
  const { ms, status } = await timed(url, cookie);
  if (status >= 400) throw new Error(`${url}: ${status}`);
  return ms;
}

async function duringCrawl(base, cookie) {
  const board = [];
  let crawling = true;
  const members = (async () => {
    while (crawling) board.push(await okTime(`${base}/api/jobs?limit=20`, cookie));
  })();
  const files = [];
  for (let i = 0; i < 2; i++) files.push(await okTime(`${base}/sitemaps/jobs-1.xml`));
  crawling = false;
  await members;
  const after = [];
  const slowestAfter = [];
  for (let i = 0; i < 2; i++) {
    files.push(await okTime(`${base}/sitemaps/jobs-1.xml`));
    const next = [];
    for (let j = 0; j < 5; j++) next.push(await okTime(`${base}/api/jobs?limit=20`, cookie));
    after.push(next[0]);
    slowestAfter.push(Math.max(...next));
  }
  return { files, board, after, slowestAfter };
}

try {
  await cluster.start();
  const cookie = await member(cluster, 1);
  const conn = await cluster.sql();
  await insertListedJobs(conn, Number(listed));
  await conn.end();
  const builds = buildsOf().map((b) => ({
    ...b,
    files: [],
    board: [],
    after: [],
    slowestAfter: [],
  }));
  for (const build of builds) await duringCrawl(`http://127.0.0.1:${build.port}`, cookie); // warm-up
  for (let round = 0; round < Number(rounds); round++) {
    const order = round % 2 ? [...builds].reverse() : builds;
    for (const build of order) {
      const figures = await duringCrawl(`http://127.0.0.1:${build.port}`, cookie);
      for (const key of ['files', 'board', 'after', 'slowestAfter'])
        build[key].push(...figures[key]);
    }
  }
  console.log(
    '| build | jobs file (median) | board page during it: median / p99 / slowest | requests | ' +
      'board page after it: first / slowest of five (medians) |',
  );
  console.log('|---|---|---|---|---|');
  for (const b of builds) {
    const ms = (v) => `${v.toFixed(1)} ms`;
    console.log(
      `| ${b.name} | ${ms(median(b.files))} | ${ms(median(b.board))} / ${ms(percentile(b.board, 99))} / ${ms(Math.max(...b.board))} | ${b.board.length} | ` +
        `${ms(median(b.after))} / ${ms(median(b.slowestAfter))} |`,
    );
  }
} finally {
  await cluster.stopAll();
}
