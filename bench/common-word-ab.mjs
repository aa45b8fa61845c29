// The common-word trap's first requests on two builds side by side (bench/two-builds.mjs): the
// board of bench/common-word-data.mjs, then for each search `rounds` first requests on each build,
// the read cache's `jobs` version bumped before each (as a job write does), the builds taking
// turns (AB, then BA) so that neither always finds the pages the other just read.
// `node bench/common-word-ab.mjs <other main.js> [words] [listed] [rounds]` (default 150,000,
// 1,000,000 and 6).
import { fillTrap, SEARCHES } from './common-word-data.mjs';
import { boardCacheBumper, member, session } from './scale.mjs';
import { timed } from './scale-requests.mjs';
import { median, range } from './stats.mjs';
import { TWO_BUILDS_ADMIN, twoBuilds } from './two-builds.mjs';

const [other, words = '150000', listed = '1000000', rounds = '6'] = process.argv.slice(2);
if (!other) {
  console.error('usage: node bench/common-word-ab.mjs <other main.js> [words] [listed] [rounds]');
  process.exit(2);
}
const { cluster, builds: twoBuildsOf } = twoBuilds(other);

try {
  await cluster.start();
  const adminCookie = await session(cluster, '/api/login', TWO_BUILDS_ADMIN, 200);
  await fillTrap(cluster, adminCookie, Number(words), Number(listed));
  const cookie = await member(cluster, 1);
  const cache = boardCacheBumper(cluster);
  const builds = twoBuildsOf().map((b) => ({ ...b, url: `http://127.0.0.1:${b.port}` }));
  const first = async (build, path) => {
    await cache.bump();
    const { ms, status } = await timed(`${build.url}${path}`, cookie);
    if (status !== 200) throw new Error(`${build.name} ${path}: ${status}`);
    return ms;
  };
  // Each process's first searches compile code the next ones reuse: not the word's own cost.
  for (const build of builds) {
    for (const warmUp of ['/api/jobs?limit=50', '/api/jobs?position=Coach&limit=50']) {
      for (let i = 0; i < 3; i++) await first(build, warmUp);
    }
  }
  console.log(
    `${Number(words).toLocaleString('en-US')} jobs of the word, older than ` +
      `${Number(listed).toLocaleString('en-US')} newer listings; first requests, ms ` +
      `(median, range of ${rounds}):`,
  );
  for (const search of SEARCHES) {
    const path = `/api/jobs?${search}&limit=50`;
    const times = builds.map(() => []);
    for (let round = 0; round < Number(rounds); round++) {
      for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
        times[i].push(await first(builds[i], path));
      }
    }
    const cells = builds.map((b, i) => {
      const [low, high] = range(times[i]).map(Math.round);
      return `${b.name} ${Math.round(median(times[i]))} (${low}–${high})`;
    });
    console.log(`${search}: ${cells.join(' | ')}`);
  }
  await cache.close();
} finally {
  await cluster.stopAll();
}
