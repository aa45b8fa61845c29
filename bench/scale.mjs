// `npm run bench -- --scale`: the board at a million jobs on stock MariaDB (one app process,
// Redis). Three shapes: 50,000 listed jobs alone; the same with 950,000 closed history rows
// (1,000,000 in all); then all 1,000,000 listed. For each: every board request's first request
// and p95, the storage per job, and 20 heavy searches from one member at once while readiness, a
// sign-in and another member's light search are timed. `--jobs N` scales the run down (a smoke
// run); figures go to docs/performance-scale.json and the scale section of docs/performance.md.
import { openAsBlob, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Cluster } from '../scripts/scale/cluster.mjs';
import { api } from './api-call.mjs';
import { emptyForImport, importThroughApi, peakRss, writeCsv } from './import-step.mjs';
import {
  boardRequests,
  FIRSTS,
  HISTORY_REPEATS,
  measureTogether,
  SHAPE_REPEATS,
  shapeFigures,
} from './scale-requests.mjs';
import { compareFulltext } from './scale-search-compare.mjs';
import { textCountCost } from './scale-text-counts.mjs';
import { storagePerJob } from './scale-storage.mjs';

// The columns a listing copies from its job, as the job writer copies them (the built backend's).
const require = createRequire(import.meta.url);
const { LISTING_COLUMNS } = require('../backend/dist/jobs/board/job-listing.entity.js');
// The text counts' backfill, as the migration runs it (the same grouping and keys as the writer).
const {
  backfillListingTextCounts,
} = require('../backend/dist/database/migrations/listing-text-counts-backfill.js');

const FILE_ROWS = 100_000;
/** The default job lifetime the bench's servers run with (JOB_LIFETIME_DAYS). */
export const LIFETIME_DAYS = 3650;
/** A listing's closing rank, as the job writer computes it (closingRankSql, decision 0250). */
const CLOSING_RANK =
  "(CASE WHEN j.validThrough IS NOT NULL THEN TIMESTAMPDIFF(SECOND, j.validThrough, '9999-12-31 23:59:59') * 1000 " +
  `ELSE TIMESTAMPDIFF(SECOND, j.createdAt + INTERVAL ${LIFETIME_DAYS} DAY, '9999-12-31 23:59:59') * 1000 END)`;

const call = async (...args) => (await api(...args)).text;

export async function session(cluster, path, body, status) {
  const res = await fetch(`${cluster.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== status) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie').split(';')[0];
}

export const member = (cluster, n) =>
  session(
    cluster,
    '/api/register',
    {
      email: `scale-member-${n}-${Date.now()}@example.com`,
      password: 'member-password-1',
      firstName: 'Scale',
      lastName: 'Member',
      termsAccepted: true,
    },
    201,
  );

/** Imports one file through the admin CSV import (adding to the board); the ms it took. */
async function importFile(cluster, admin, file) {
  const form = new FormData();
  form.append('csvFile', await openAsBlob(file, { type: 'text/csv' }), 'jobs.csv');
  const start = process.hrtime.bigint();
  await call(cluster, '/api/admin/upload-csv', { cookie: admin, method: 'POST', body: form });
  return Math.round(Number(process.hrtime.bigint() - start) / 1e6);
}

/** Imports `rows` jobs in files of at most 100,000; the ms of each file. */
export async function importRows(cluster, admin, dir, rows, tag, options = {}) {
  const times = [];
  for (let done = 0, n = 0; done < rows; n++) {
    const count = Math.min(FILE_ROWS, rows - done);
    const file = join(dir, `${tag}-${n}.csv`);
    await writeCsv(file, count, `${tag}-${n}`, options);
    times.push(await importFile(cluster, admin, file));
    done += count;
    console.log(`  imported ${tag} ${done.toLocaleString('en-US')} rows (${times.at(-1)} ms)`);
  }
  return times;
}

/**
 * After the bench changed jobs by SQL, what the expiry sweep does to the board's listings table
 * when there is one: drop the listings of jobs no longer listed, add those of jobs listed again,
 * and count them again (job_listing_counts, job_listing_text_counts); and the admin's total of
 * jobs, which the job writer keeps for its writes, made one row of every job.
 */
export async function reconcileListings(conn) {
  const [tables] = await conn.query("SHOW TABLES LIKE 'job_listings'");
  if (!tables.length) return;
  const columns = LISTING_COLUMNS.map((c) => `\`${c}\``).join(', ');
  const fromJobs = LISTING_COLUMNS.map((c) => `j.\`${c}\``).join(', ');
  await conn.query(
    'DELETE FROM job_listings WHERE NOT EXISTS (SELECT 1 FROM jobs j WHERE j.id = job_listings.id ' +
      'AND j.isActive = 1 AND j.expiredAt IS NULL)',
  );
  await conn.query(
    `INSERT INTO job_listings (${columns}, closingRank) SELECT ${fromJobs}, ${CLOSING_RANK} ` +
      'FROM jobs j WHERE j.isActive = 1 ' +
      'AND j.expiredAt IS NULL AND NOT EXISTS (SELECT 1 FROM job_listings l WHERE l.id = j.id)',
  );
  // The admin's total of jobs, kept as changes by the writer: one row of every job.
  const [totals] = await conn.query("SHOW TABLES LIKE 'job_total_deltas'");
  if (totals.length) {
    await conn.query('DELETE FROM job_total_deltas');
    await conn.query('INSERT INTO job_total_deltas (id, delta) SELECT UUID(), COUNT(*) FROM jobs');
  }
  const [counts] = await conn.query("SHOW TABLES LIKE 'job_listing_counts'");
  if (!counts.length) return;
  const keys =
    "teamName, department, COALESCE(employmentType, ''), COALESCE(level, ''), COALESCE(workplaceType, '')";
  await conn.query('DELETE FROM job_listing_counts');
  await conn.query(
    'INSERT INTO job_listing_counts (teamName, department, employmentType, level, workplaceType, listed) ' +
      `SELECT ${keys}, COUNT(*) FROM job_listings GROUP BY ${keys}`,
  );
  const [texts] = await conn.query("SHOW TABLES LIKE 'job_listing_text_counts'");
  if (!texts.length) return;
  await conn.query('DELETE FROM job_listing_text_counts');
  await backfillListingTextCounts({
    query: async (sql, params) => (await conn.query(sql, params))[0],
    connection: { driver: { escape: (name) => `\`${name}\`` } },
  });
}

/**
 * Imports `rows` jobs of past seasons (closed by their dates) beside the board, then does what the
 * periodic expiry sweep does to them: marks them expired and brings the listings and counts up to
 * date (reconcileListings). The ms of each file.
 */
export async function importClosedHistory(cluster, admin, rows) {
  const times = await importRows(cluster, admin, cluster.dir, rows, 'history', { history: true });
  const conn = await cluster.sql();
  try {
    await conn.query(
      'UPDATE jobs SET expiredAt = NOW() WHERE validThrough <= NOW() AND expiredAt IS NULL',
    );
    await reconcileListings(conn);
  } finally {
    await conn.end();
  }
  return times;
}

/**
 * Inserts `count` open jobs of twelve teams by SQL (MariaDB's sequence engine), one a minute
 * back from now, with their listings and counts: a board for the profiles of its requests. Their
 * titles are "Coach <n>", `titles` different ones (by default each job its own; a text search's
 * count then reads a row per job, see the text counts in the backend). Each
 * team gets its team and logo records, with initials, as the job writer gives every team it
 * meets (without them the board works the initials out for every job of every page).
 */
export async function insertListedJobs(conn, count, { titles = count } = {}) {
  await conn.query(
    `INSERT IGNORE INTO teams (id, name, initials, level, location)
     SELECT UUID(), CONCAT('Team ', seq), CONCAT('T', seq), 'Professional', 'Austin, TX'
     FROM seq_0_to_11`,
  );
  await conn.query(
    `INSERT IGNORE INTO team_logos (id, teamName, initials, level, isCustom)
     SELECT UUID(), CONCAT('Team ', seq), CONCAT('T', seq), 'Professional', 0 FROM seq_0_to_11`,
  );
  await conn.query(
    `INSERT INTO jobs (id, teamName, positionTitle, location, applyUrl, applyUrlHash, description,
       datePosted, isFeatured, isActive)
     SELECT UUID(), CONCAT('Team ', n % 12), CONCAT('Coach ', n % ${Number(titles)}), 'Austin, TX',
       CONCAT('https://example.com/', n), SHA2(CONCAT('https://example.com/', n), 256),
       'A job.', NOW() - INTERVAL n MINUTE, 0, 1
     FROM (SELECT seq AS n FROM seq_1_to_${count}) s`,
  );
  // The board reads the listings and their counts, which the job writer keeps for its writes.
  await reconcileListings(conn);
}

/**
 * Makes the board's cached reads stale on every replica of the cluster (new versions of the read
 * cache's scopes a job write makes stale, `jobs` and `stats`, under the backend's own keys), so
 * the next request reads the database; `bump()` each time, `close()` at the end.
 */
export function boardCacheBumper(cluster) {
  const Redis = createRequire(new URL('../backend/package.json', import.meta.url))('ioredis');
  const { versionKey } = require('../backend/dist/cache/read-cache-keys.js');
  const redis = new Redis(cluster.redisPort, '127.0.0.1');
  return {
    bump: () => redis.multi().incr(versionKey('jobs')).incr(versionKey('stats')).exec(),
    close: () => redis.quit(),
  };
}

/** Deletes every job and rebuilds the emptied tables (as importThroughApi does for `jobs`). */
export async function emptyBoard(cluster, admin) {
  await call(cluster, '/api/admin/jobs/clear-all', { cookie: admin, method: 'DELETE' });
  const conn = await cluster.sql();
  try {
    for (const table of ['jobs', 'job_listings', 'job_search_postings']) {
      await conn.query(`ALTER TABLE \`${table}\` FORCE`);
    }
  } finally {
    await conn.end();
  }
}

/** How long InnoDB writes no page before settleInnoDb takes its page cleaner as stopped. */
const QUIET_MS = 10_000;

/**
 * Waits (at most 3 minutes) until InnoDB has written out most of the pages a bulk change dirtied
 * (under a tenth of the buffer pool; the app's own writes keep a few hundred dirty) and purged the
 * old row versions it left, so a shape's requests are not timed against the page cleaner and the
 * purge of the rows the bench just changed (a board reaches such a shape over years, not in one
 * statement). The page cleaner of a stock MariaDB stops once the redo log's checkpoint age is
 * under its adaptive-flushing low-water mark, whatever is still dirty (often about an eighth of
 * the pool after an import): no page written for QUIET_MS, with the purge done, is settled too.
 */
export async function settleInnoDb(conn, maxMs = 180_000) {
  const start = Date.now();
  let flushed = -1;
  let unchangedSince = start;
  for (;;) {
    const [rows] = await conn.query(
      'SHOW GLOBAL STATUS WHERE Variable_name IN ' +
        "('Innodb_buffer_pool_pages_dirty', 'Innodb_buffer_pool_pages_total', " +
        "'Innodb_history_list_length', 'Innodb_buffer_pool_pages_flushed')",
    );
    const { Innodb_buffer_pool_pages_flushed: nowFlushed, ...status } = Object.fromEntries(
      rows.map((r) => [r.Variable_name, Number(r.Value)]),
    );
    const now = Date.now();
    if (nowFlushed !== flushed) [flushed, unchangedSince] = [nowFlushed, now];
    const purged = (status.Innodb_history_list_length ?? 0) < 1000;
    const written =
      status.Innodb_buffer_pool_pages_dirty < status.Innodb_buffer_pool_pages_total / 10;
    const quiet = now - unchangedSince >= QUIET_MS;
    const settled = purged && (written || quiet);
    if (settled || now - start > maxMs)
      return { ms: now - start, settled, ...(settled && !written ? { quiet } : {}), ...status };
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Waits for InnoDB to settle (settleInnoDb) on a connection of its own; what it found. */
async function settled(cluster, label = '') {
  const conn = await cluster.sql();
  try {
    const found = await settleInnoDb(conn);
    console.log(`  ${label ? `${label}: ` : ''}InnoDB settled ${JSON.stringify(found)}`);
    return found;
  } finally {
    await conn.end();
  }
}

/**
 * Every board request of one shape, measured together (measureTogether) with `repeats` rounds for
 * the p95, once InnoDB has settled.
 */
async function measureShape(cluster, cookies, label, repeats) {
  await settled(cluster, label);
  const conn = await cluster.sql();
  let context;
  try {
    const [[job]] = await conn.query(
      'SELECT id FROM jobs WHERE isActive = 1 AND expiredAt IS NULL ORDER BY datePosted DESC LIMIT 1',
    );
    const [[listed]] = await conn.query(
      'SELECT COUNT(*) AS n FROM jobs WHERE isActive = 1 AND expiredAt IS NULL',
    );
    const files = Math.max(1, Math.ceil(Number(listed.n) / 50_000));
    context = {
      jobId: job.id,
      teamSlug: 'austin-armadillos',
      lastSitemapFile: `/sitemaps/jobs-${files}.xml`,
    };
  } finally {
    await conn.end();
  }
  const cache = boardCacheBumper(cluster);
  try {
    const figures = await measureTogether(
      cluster.url,
      boardRequests(context),
      (who) => (who === 'visitor' ? undefined : cookies[who]),
      cache,
      { repeats },
    );
    for (const [name, figure] of Object.entries(figures))
      console.log(`  ${label} | ${name}: ${JSON.stringify(figure)}`);
    return figures;
  } finally {
    await cache.close();
  }
}

/** 20 heavy distinct searches from one member at once; readiness, a sign-in, a light search timed. */
async function floodStep(cluster, cookies, credentials) {
  const heavy = Array.from(
    { length: 20 },
    (_, i) =>
      `/api/jobs?limit=20&position=${['co', 'an', 'di', 'ma', 'sc'][i % 5]}&location=${['tx', 'ca', 'or', 'oh'][i % 4]}&offset=${i * 20}`,
  );
  const t0 = Date.now();
  const flood = Promise.all(
    heavy.map(async (path) => {
      const res = await fetch(cluster.url + path, { headers: { cookie: cookies.member } });
      await res.arrayBuffer();
      return { status: res.status, ms: Date.now() - t0 };
    }),
  );
  await new Promise((r) => setTimeout(r, 50));
  const time = async (fn) => {
    const start = Date.now();
    const status = await fn();
    return { status, ms: Date.now() - start };
  };
  const [ready, signIn, light] = await Promise.all([
    time(async () => (await fetch(`${cluster.url}/api/health/ready`)).status),
    time(async () => {
      const res = await fetch(`${cluster.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      return res.status;
    }),
    time(async () => {
      const res = await fetch(`${cluster.url}/api/jobs?limit=20`, {
        headers: { cookie: cookies.other },
      });
      await res.arrayBuffer();
      return res.status;
    }),
  ]);
  const answers = await flood;
  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return {
    ready,
    signIn,
    light,
    heavy: { statuses, slowestMs: Math.max(...answers.map((a) => a.ms)) },
  };
}

/** One app process (no balancer) on MariaDB and Redis, with this admin, quiet logs and `env`. */
export function oneAppCluster(admin, env = {}) {
  return new Cluster({
    replicas: 1,
    balancer: false,
    adminEmail: admin.email,
    adminPassword: admin.password,
    env: { LOG_LEVEL: 'error', ...env },
  });
}

export async function runScale({ jobs = 1_000_000, saved }) {
  const listed = Math.round(jobs * 0.05);
  const admin = { email: 'scale-admin@example.com', password: 'scale-admin-password-1' };
  const cluster = oneAppCluster(admin, { JOB_LIFETIME_DAYS: String(LIFETIME_DAYS) });
  const figures = shapeFigures(jobs, listed);
  // Cells measured together (measureTogether): the first figure is the median of FIRSTS.
  figures.firsts = FIRSTS;
  figures.repeats = { history: HISTORY_REPEATS, allListed: SHAPE_REPEATS };
  try {
    await cluster.start();
    const pid = cluster.replicas[0].child.pid;
    const adminCookie = await session(cluster, '/api/login', admin, 200);
    const memberCredentials = {
      email: `scale-flood-${Date.now()}@example.com`,
      password: 'member-password-1',
    };
    await session(
      cluster,
      '/api/register',
      { ...memberCredentials, firstName: 'A', lastName: 'B', termsAccepted: true },
      201,
    );
    const cookies = {
      member: await member(cluster, 1),
      other: await member(cluster, 2),
      admin: adminCookie,
    };
    const dir = cluster.dir;

    // The file imported into the full board at the end, first into the empty one: the same rows,
    // so the two times compare the board's size alone (each after InnoDB has settled, since the
    // steps before the second leave a bulk of pages to write and rows to purge). Emptied again
    // after.
    console.log('scale: 100,000 open jobs into the empty board');
    const lateFile = join(dir, 'late-0.csv');
    await writeCsv(lateFile, FILE_ROWS, 'late-0');
    await emptyForImport(cluster, adminCookie);
    figures.importSettled = { intoEmpty: await settled(cluster) };
    const lateIntoEmpty = await importThroughApi(cluster, adminCookie, lateFile, FILE_ROWS, {
      keep: true,
    });
    await emptyBoard(cluster, adminCookie);

    console.log(`scale: ${listed.toLocaleString('en-US')} listed jobs`);
    const intoEmpty = await peakRss(pid, () =>
      importRows(cluster, adminCookie, dir, listed, 'live'),
    );
    figures.shapes.listedOnly = await measureShape(
      cluster,
      cookies,
      `${listed} listed`,
      HISTORY_REPEATS,
    );

    console.log(`scale: ${(jobs - listed).toLocaleString('en-US')} history rows`);
    const history = await importClosedHistory(cluster, adminCookie, jobs - listed);
    const conn = await cluster.sql();
    try {
      // What the periodic expiry sweep does (it runs every few minutes in production).
      const sweep = () => reconcileListings(conn);
      figures.shapes.withHistory = await measureShape(
        cluster,
        cookies,
        `${jobs} rows, ${listed} listed`,
        HISTORY_REPEATS,
      );
      figures.storageWithHistory = await storagePerJob(conn, jobs);
      figures.floodWithHistory = await floodStep(cluster, cookies, memberCredentials);
      console.log('  flood', JSON.stringify(figures.floodWithHistory));

      console.log(`scale: all ${jobs.toLocaleString('en-US')} listed`);
      await conn.query(
        'UPDATE jobs SET validThrough = NULL, expiredAt = NULL WHERE expiredAt IS NOT NULL',
      );
      await sweep();
      // Rows each index gives to the requests and the import that follow (MariaDB's user
      // statistics): an index that gives none to any of them must name another query or go.
      await conn.query('SET GLOBAL userstat = 1');
      await conn.query('FLUSH INDEX_STATISTICS');
      figures.shapes.allListed = await measureShape(
        cluster,
        cookies,
        `${jobs} listed`,
        SHAPE_REPEATS,
      );
      figures.storage = await storagePerJob(conn, jobs);
      const [[combinations]] = await conn.query(
        'SELECT COUNT(*) AS n FROM job_listing_text_counts',
      );
      figures.textCombinations = Number(combinations.n);
      console.log("scale: a text search's counts against the length of their summary");
      figures.textCounts = await textCountCost(conn);
      figures.flood = await floodStep(cluster, cookies, memberCredentials);
      console.log('  flood', JSON.stringify(figures.flood));
    } finally {
      await conn.end();
    }
    figures.importSettled.intoFull = await settled(cluster);
    const intoFull = await peakRss(pid, () =>
      importRows(cluster, adminCookie, dir, FILE_ROWS, 'late'),
    );
    const stats = await cluster.sql();
    try {
      const [reads] = await stats.query(
        'SELECT TABLE_NAME AS tbl, INDEX_NAME AS idx, ROWS_READ AS n FROM information_schema.INDEX_STATISTICS WHERE TABLE_SCHEMA = DATABASE()',
      );
      figures.indexReads = Object.fromEntries(
        reads.map((r) => [`${r.tbl} ${r.idx === 'PRIMARY' ? 'rows' : r.idx}`, Number(r.n)]),
      );
      await stats.query('SET GLOBAL userstat = 0');
      console.log("scale: FULLTEXT against the board's text match");
      figures.fulltext = await compareFulltext(stats);
      console.log('  fulltext', JSON.stringify(figures.fulltext));
    } finally {
      await stats.end();
    }
    figures.import = {
      firstFileMs: intoEmpty.result[0],
      firstFileRows: Math.min(FILE_ROWS, listed),
      historyFileMs: history,
      intoFullMs: intoFull.result[0],
      intoEmptyMs: Math.round(lateIntoEmpty),
      peakRssMb: Math.round(Math.max(intoEmpty.peakBytes, intoFull.peakBytes) / 2 ** 20),
      // Each import's own peak, and what the process held before the second (what the shapes'
      // requests left), so that the import's growth tells from what it started with.
      intoEmptyPeakRssMb: Math.round(intoEmpty.peakBytes / 2 ** 20),
      intoFullPeakRssMb: Math.round(intoFull.peakBytes / 2 ** 20),
      beforeIntoFullRssMb: Math.round(intoFull.startBytes / 2 ** 20),
    };
    console.log('import', JSON.stringify(figures.import));
  } finally {
    await cluster.stopAll();
  }
  writeFileSync(saved, `${JSON.stringify(figures, null, 2)}\n`);
  return figures;
}
