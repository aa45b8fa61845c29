// An import into a large board with two builds side by side (bench/two-builds.mjs): `jobs`
// listed jobs imported through the CSV import (default 1,000,000), InnoDB settled, then files of
// 100,000 new rows imported in turn by this checkout's build and by another (each file new, so
// the board grows by 100,000 each time; the order alternates, ABBA), InnoDB settled before each.
// `node bench/import-read-ahead.mjs <other main.js> [jobs] [pairs]` (default 2 pairs); prints
// each import's time; nothing is written to docs/.
import { join } from 'node:path';
import { importThroughApi, writeCsv } from './import-step.mjs';
import { importRows, session, settleInnoDb } from './scale.mjs';
import { TWO_BUILDS_ADMIN, twoBuilds } from './two-builds.mjs';

const [other, jobs = '1000000', pairs = '2'] = process.argv.slice(2);
if (!other) {
  console.error('usage: node bench/import-read-ahead.mjs <other main.js> [jobs] [pairs]');
  process.exit(2);
}
const ROWS = 100_000;
const { cluster, builds: buildsOf } = twoBuilds(other);

try {
  await cluster.start();
  const admin = await session(cluster, '/api/login', TWO_BUILDS_ADMIN, 200);
  await importRows(cluster, admin, cluster.dir, Number(jobs), 'live');
  const conn = await cluster.sql();
  console.log(`InnoDB settled ${JSON.stringify(await settleInnoDb(conn))}`);
  const times = new Map();
  for (let round = 0; round < Number(pairs) * 2; round++) {
    const builds = buildsOf();
    // A B B A: each build as often first as second of a pair, over a board growing the same way.
    const build = builds[[0, 1, 1, 0][round % 4]];
    const file = join(cluster.dir, `late-${round}.csv`);
    await writeCsv(file, ROWS, `late-${round}`);
    const at = { url: `http://127.0.0.1:${build.port}` };
    const ms = await importThroughApi(at, admin, file, ROWS, { keep: true });
    console.log(`  ${build.name}: ${Math.round(ms)} ms`);
    times.set(build.name, [...(times.get(build.name) ?? []), ms]);
    console.log(`  InnoDB settled ${JSON.stringify(await settleInnoDb(conn))}`);
  }
  await conn.end();
  for (const [name, list] of times) {
    console.log(`${name}: ${list.map((ms) => Math.round(ms)).join(', ')} ms`);
  }
} finally {
  await cluster.stopAll();
}
