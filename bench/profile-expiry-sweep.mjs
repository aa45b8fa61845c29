// What the expiry sweep costs when the board keeps its history: `jobs` rows (default 1,000,000)
// of which one in `every` (default 20; 1: all open) is open and the rest closed jobs of past
// seasons, inserted with MariaDB's sequence engine, and the open jobs' board listings (half of
// them open by the default lifetime of 60 days, the rest by their own closing date). The replica
// is restarted three times (the sweep runs at start): the first sweep marks the history, the
// second is what every later sweep costs, the third follows a longer lifetime (90 days). The
// statements the replica sends on those tables are timed in it (bench/time-statements.cjs) and
// summed per sweep.
// `node bench/profile-expiry-sweep.mjs [rows] [every]`; nothing is written to docs/.
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { timedCluster } from './statement-times.mjs';

// The columns a listing copies from its job and its closing rank (the built backend's).
const require = createRequire(import.meta.url);
const { LISTING_COLUMNS } = require('../backend/dist/jobs/board/job-listing.entity.js');
const { closingRankSql } = require('../backend/dist/jobs/board/job-sort.js');

const ROWS = Number(process.argv[2] ?? 1_000_000);
const EVERY = Number(process.argv[3] ?? 20);
const admin = { email: 'sweep-admin@example.com', password: 'sweep-admin-password-1' };
const timed = timedCluster(admin, { JOB_LIFETIME_DAYS: '60' });
const { cluster } = timed;

/**
 * The sweep's statements: those the replica sent since its restart on the jobs and their
 * listings (the listings' counts included). `timed.statements` keeps the first 1,000 characters
 * of each, enough to name the first table. The sweep has checked the listings' closing ranks once
 * RANK_CHECK is among them.
 */
const RANK_CHECK = 'AS `stale`';
const QUIET_MS = 5000;
const SWEPT_TABLES = /`(jobs|job_listings|job_listing_counts|job_listing_text_counts)`/;
const sweepStatements = () => timed.statements().filter((row) => SWEPT_TABLES.test(row.sql));

/**
 * Restarts the replica (its sweep runs at start) and waits until `settled` answers true and the
 * sweep has checked the listings' closing ranks, then for QUIET_MS without a statement of it.
 * A sweep that fails before the check never sends it: five minutes at most.
 */
async function sweep(conn, settled) {
  timed.reset();
  const started = Date.now();
  await cluster.restartReplica(0);
  let seen = 0;
  let quietSince = Date.now();
  for (;;) {
    const count = sweepStatements().length;
    if (count !== seen) [seen, quietSince] = [count, Date.now()];
    const checked = sweepStatements().some((row) => row.sql.includes(RANK_CHECK));
    if (checked && Date.now() - quietSince >= QUIET_MS && (await settled())) break;
    if (Date.now() - started > 300_000) break;
    await sleep(250);
  }
  const statements = sweepStatements();
  const ms = statements.reduce((sum, row) => sum + row.ms, 0);
  return {
    statements: statements.length,
    statementMs: Math.round(ms),
    slowestMs: Math.round(Math.max(0, ...statements.map((row) => row.ms))),
    poolReads: await poolReads(conn),
    waitedMs: Date.now() - started,
  };
}

async function poolReads(conn) {
  const [[row]] = await conn.query("SHOW GLOBAL STATUS LIKE 'Innodb_buffer_pool_reads'");
  return Number(row.Value);
}

try {
  await cluster.start();
  const conn = await cluster.sql();
  try {
    await conn.query(
      `INSERT INTO jobs (id, teamName, positionTitle, location, applyUrl, applyUrlHash,
         description, datePosted, isFeatured, isActive, validThrough, createdAt)
       SELECT UUID(), CONCAT('Team ', n % 12), CONCAT('Coach ', n % 50), 'Austin, TX',
         CONCAT('https://example.com/', n), SHA2(CONCAT('https://example.com/', n), 256), 'A job.',
         NOW() - INTERVAL n MINUTE, 0, 1,
         IF(n % ${EVERY} = 0, IF(n % ${2 * EVERY} = 0, NULL, NOW() + INTERVAL 30 DAY), '2024-12-01'),
         IF(n % ${EVERY} = 0, NOW() - INTERVAL n % 1000 MINUTE, '2024-06-01')
       FROM (SELECT seq AS n FROM seq_1_to_${ROWS}) s`,
    );
    // The open jobs' listings, as the job writer keeps them.
    const listed = LISTING_COLUMNS.join(', ');
    const rank = closingRankSql(false, { lifetimeDays: 60 }, '', (name) => `\`${name}\``);
    await conn.query(
      `INSERT INTO job_listings (${listed}, closingRank)
       SELECT ${listed}, ${rank} FROM jobs WHERE validThrough IS NULL OR validThrough > NOW()`,
    );
    const closed = ROWS - Math.floor(ROWS / EVERY);
    const marked = async () => {
      const [[row]] = await conn.query(
        'SELECT COUNT(*) AS n FROM jobs WHERE expiredAt IS NOT NULL',
      );
      return Number(row.n) >= closed;
    };
    const before = await poolReads(conn);
    const first = await sweep(conn, marked);
    const second = await sweep(conn, async () => true);
    cluster.extraEnv.JOB_LIFETIME_DAYS = '90';
    const third = await sweep(conn, async () => true);
    console.log(`${ROWS.toLocaleString('en-US')} jobs, ${closed.toLocaleString('en-US')} closed`);
    console.log('| sweep | statements | their time, ms | slowest, ms | buffer pool reads |');
    console.log('|---|---|---|---|---|');
    const line = (name, s, reads) =>
      console.log(`| ${name} | ${s.statements} | ${s.statementMs} | ${s.slowestMs} | ${reads} |`);
    line('first (marks the history)', first, first.poolReads - before);
    line('the next', second, second.poolReads - first.poolReads);
    line('after a longer lifetime', third, third.poolReads - second.poolReads);
    const waited = [first, second, third].map((s) => Math.round(s.waitedMs / 1000));
    console.log(`(waited ${waited.join(', ')} s for each sweep to end)`);
  } finally {
    await conn.end();
  }
} finally {
  await cluster.stopAll();
}
