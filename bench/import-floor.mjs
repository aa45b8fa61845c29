// Where the import's time goes against its ceiling (the import ratio of `npm run bench`), on one
// cluster and the same file of 100,000 rows, in alternating rounds:
// - the ceiling: LOAD DATA into a copy of `jobs`, then its rows copied into a copy of
//   `job_listings` by one INSERT … SELECT (as bench/import-step.mjs measures it);
// - the same rows written as the import writes them, into new copies: batches of 1,000 rows, each
//   one multi-row INSERT … ON DUPLICATE KEY UPDATE into `jobs` and one INSERT … SELECT of its
//   listings, in one transaction, every statement formatted before the clock starts, so only the
//   server's work (and the bytes on loopback) is timed;
// - the import through the API, each of its statements timed (bench/time-statements.cjs): the
//   time the database was busy, and the time the app spent between statements.
// `node bench/import-floor.mjs [rounds]` (default 3); nothing is written to docs/.
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  copyListingsStatement,
  emptyForImport,
  importThroughApi,
  loadDataStatement,
  writeCsv,
} from './import-step.mjs';
import { session } from './scale.mjs';
import { timedCluster } from './statement-times.mjs';
import { median, range } from './stats.mjs';

const { LISTING_COLUMNS } = createRequire(import.meta.url)(
  '../backend/dist/jobs/board/job-listing.entity.js',
);
const ROUNDS = Number(process.argv[2] ?? 3);
const ROWS = 100_000;
const BATCH = 1000;
const admin = { email: 'floor-admin@example.com', password: 'floor-admin-password-1' };
const listingColumns = LISTING_COLUMNS.map((c) => `\`${c}\``).join(', ');

const since = (start) => Number(process.hrtime.bigint() - start) / 1e6;
async function timedMs(work) {
  const start = process.hrtime.bigint();
  await work();
  return since(start);
}

async function freshCopies(conn) {
  await conn.query('DROP TABLE IF EXISTS floor_jobs, floor_listings');
  await conn.query('CREATE TABLE floor_jobs LIKE jobs');
  await conn.query('CREATE TABLE floor_listings LIKE job_listings');
}

/** The ceiling's two statements, and the rows LOAD DATA stored, in the order of their ids (each insert appends, as LOAD DATA's do). */
async function ceiling(conn) {
  await freshCopies(conn);
  const load = await timedMs(() => conn.query(loadDataStatement('floor_jobs')));
  const copy = await timedMs(() =>
    conn.query(copyListingsStatement('floor_jobs', 'floor_listings')),
  );
  const [rows] = await conn.query('SELECT * FROM floor_jobs ORDER BY id');
  return { load, copy, rows };
}

/** The same rows as the import's statements, formatted before the clock starts. */
async function asStatements(conn, rows) {
  await freshCopies(conn);
  const columns = Object.keys(rows[0]);
  const names = columns.map((c) => `\`${c}\``).join(', ');
  const updates = columns
    .filter((c) => c !== 'id')
    .map((c) => `\`${c}\` = VALUES(\`${c}\`)`)
    .join(', ');
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const batches = [];
  let bytes = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const part = rows.slice(i, i + BATCH);
    const upsert = conn.format(
      `INSERT INTO floor_jobs (${names}) VALUES ${part.map(() => tuple).join(', ')} ` +
        `ON DUPLICATE KEY UPDATE ${updates}`,
      part.flatMap((row) => columns.map((c) => row[c])),
    );
    const listings = conn.format(
      `INSERT INTO floor_listings (${listingColumns}) SELECT ${listingColumns} FROM floor_jobs ` +
        `WHERE isActive = 1 AND id IN (${part.map(() => '?').join(', ')})`,
      part.map((row) => row.id),
    );
    bytes += upsert.length;
    batches.push({ upsert, listings });
  }
  await conn.query('SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED');
  await conn.query('START TRANSACTION');
  let upserts = 0;
  let listings = 0;
  for (const batch of batches) {
    upserts += await timedMs(() => conn.query(batch.upsert));
    listings += await timedMs(() => conn.query(batch.listings));
  }
  await conn.query('COMMIT');
  return { upserts, listings, megabytes: bytes / 1048576 };
}

/** The import through the API: its time, the database's busy time, and that of its two inserts. */
async function throughApi(timed, cookie, file) {
  const { cluster } = timed;
  await emptyForImport(cluster, cookie);
  timed.reset();
  const wall = await importThroughApi(cluster, cookie, file, ROWS, { keep: true });
  const statements = timed.statements().sort((a, b) => a.at - b.at);
  let busy = 0;
  let end = -Infinity;
  for (const { at, ms } of statements) {
    busy += Math.max(0, at + ms - Math.max(at, end));
    end = Math.max(end, at + ms);
  }
  const sum = (pattern) =>
    statements.filter((s) => pattern.test(s.sql)).reduce((total, s) => total + s.ms, 0);
  return {
    wall,
    busy,
    upserts: sum(/^INSERT INTO `jobs`/),
    listings: sum(/^INSERT INTO `job_listings`/),
  };
}

const timed = timedCluster(admin);
const { cluster } = timed;
try {
  await cluster.start();
  const cookie = await session(cluster, '/api/login', admin, 200);
  const file = join(cluster.dir, 'jobs.csv');
  await writeCsv(file, ROWS, 'floor');
  const conn = await cluster.sql({ infileStreamFactory: () => createReadStream(file) });
  const results = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const top = await ceiling(conn);
      const written = await asStatements(conn, top.rows);
      const api = await throughApi(timed, cookie, file);
      const result = { load: top.load, copy: top.copy, ...written, api };
      console.log(
        `round ${round + 1}: ${JSON.stringify(result, (k, v) => (typeof v === 'number' ? Math.round(v) : v))}`,
      );
      results.push(result);
    }
    await conn.query('DROP TABLE IF EXISTS floor_jobs, floor_listings');
  } finally {
    await conn.end();
  }
  const cell = (pick) => {
    const values = results.map(pick);
    const [low, high] = range(values);
    return `${Math.round(median(values))} (${Math.round(low)}–${Math.round(high)})`;
  };
  console.log(`\nms for ${ROWS.toLocaleString('en-US')} rows, median (range) of ${ROUNDS} rounds`);
  console.log('| | into `jobs` | into `job_listings` | both |');
  console.log('|---|---|---|---|');
  console.log(
    `| the ceiling: LOAD DATA, one INSERT … SELECT | ${cell((r) => r.load)} | ${cell((r) => r.copy)} | ${cell((r) => r.load + r.copy)} |`,
  );
  console.log(
    `| the same rows, batches of ${BATCH} as statements (server only) | ${cell((r) => r.upserts)} | ${cell((r) => r.listings)} | ${cell((r) => r.upserts + r.listings)} |`,
  );
  console.log(
    `| the import through the API, those two statements | ${cell((r) => r.api.upserts)} | ${cell((r) => r.api.listings)} | ${cell((r) => r.api.upserts + r.api.listings)} |`,
  );
  console.log(
    `\nthe import through the API: ${cell((r) => r.api.wall)} ms, the database busy ${cell((r) => r.api.busy)} ms; ` +
      `the upserts' SQL ${results[0].megabytes.toFixed(1)} MB`,
  );
} finally {
  await cluster.stopAll();
}
