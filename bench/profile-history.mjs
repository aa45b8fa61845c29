// Where history costs the live board: the board's requests (those of the scale run but the
// admin's list) at `listed` listed jobs alone, then with `history` closed rows
// beside them, InnoDB settled before each shape, each request's first time (the median of FIRSTS,
// cache version bumped before each) and p95 of `repeats` repeats, measured together
// (measureTogether), and the statements of its first, of one repeat and of a second first, timed
// (bench/time-statements.cjs). `node bench/profile-history.mjs [listed] [history] [repeats]`
// (default 50,000, 950,000 and SHAPE_REPEATS); nothing is written to docs/.
import {
  boardRequests,
  measureTogether,
  SHAPE_REPEATS,
  timed as timedRequest,
} from './scale-requests.mjs';
import {
  boardCacheBumper,
  importRows,
  LIFETIME_DAYS,
  member,
  importClosedHistory,
  session,
  settleInnoDb,
} from './scale.mjs';
import { timedCluster } from './statement-times.mjs';

const LISTED = Number(process.argv[2] ?? 50_000);
const HISTORY = Number(process.argv[3] ?? 950_000);
const REPEATS = Number(process.argv[4] ?? SHAPE_REPEATS);
const admin = { email: 'history-admin@example.com', password: 'history-admin-password-1' };
const timed = timedCluster(admin, {
  JOB_LIFETIME_DAYS: String(LIFETIME_DAYS),
  SEARCH_PER_CLIENT: '100',
});
const { cluster } = timed;

const statementLines = () =>
  timed.statements().map((s) => `${s.ms.toFixed(1).padStart(6)} ms  ${s.sql.slice(0, 140)}`);

async function shape(label, cookies, cache) {
  const conn = await cluster.sql();
  const [[job]] = await conn.query(
    'SELECT id FROM jobs WHERE isActive = 1 AND expiredAt IS NULL ORDER BY datePosted DESC LIMIT 1',
  );
  console.log(`${label}: InnoDB settled ${JSON.stringify(await settleInnoDb(conn))}`);
  await conn.end();
  const files = Math.max(1, Math.ceil(LISTED / 50_000));
  const context = {
    jobId: job.id,
    teamSlug: 'austin-armadillos',
    lastSitemapFile: `/sitemaps/jobs-${files}.xml`,
  };
  const requests = boardRequests(context).filter(([, , who]) => who !== 'admin');
  const cookieOf = (who) => (who === 'visitor' ? undefined : cookies[who]);
  // Each request's statements, first (cache made stale) and again, before the timed rounds.
  const statements = {};
  for (const [name, path, who] of requests) {
    await cache.bump();
    timed.reset();
    await timedRequest(cluster.url + path, cookieOf(who));
    const first = statementLines();
    timed.reset();
    await timedRequest(cluster.url + path, cookieOf(who));
    const again = statementLines();
    // A first request once more: what the first left behind (a compaction of the word index's
    // lists, cached reads of other scopes) shows in this one.
    await cache.bump();
    timed.reset();
    await timedRequest(cluster.url + path, cookieOf(who));
    statements[name] = { first, again, firstAgain: statementLines() };
  }
  const figures = await measureTogether(cluster.url, requests, cookieOf, cache, {
    repeats: REPEATS,
  });
  for (const [name, figure] of Object.entries(figures)) {
    console.log(`${label} | ${name}: ${JSON.stringify(figure)}`);
    for (const line of statements[name].first) console.log(`    first ${line}`);
    for (const line of statements[name].again) console.log(`    again ${line}`);
    for (const line of statements[name].firstAgain) console.log(`    first again ${line}`);
  }
  return figures;
}

try {
  await cluster.start();
  const adminCookie = await session(cluster, '/api/login', admin, 200);
  const cookies = { member: await member(cluster, 1) };
  const cache = boardCacheBumper(cluster);
  try {
    await importRows(cluster, adminCookie, cluster.dir, LISTED, 'live');
    const alone = await shape(`${LISTED} listed`, cookies, cache);
    await importClosedHistory(cluster, adminCookie, HISTORY);
    const withHistory = await shape(`${LISTED + HISTORY} rows`, cookies, cache);
    console.log('| request | listed alone | with history | first × | p95 × |');
    console.log('|---|---|---|---|---|');
    for (const [name, a] of Object.entries(alone)) {
      const h = withHistory[name];
      console.log(
        `| ${name} | ${a.first} / ${a.p95} | ${h.first} / ${h.p95} | ` +
          `${(h.first / a.first).toFixed(2)} | ${(h.p95 / a.p95).toFixed(2)} |`,
      );
    }
  } finally {
    await cache.close();
  }
} finally {
  await cluster.stopAll();
}
