// What each board index of `job_listings` that serves few rows gives: the requests it is there for,
// timed with the index and with MariaDB told to ignore it (`ALTER INDEX … IGNORED`, which keeps
// the index but hides it from the planner). The board is N listed jobs of twelve teams, with the
// few jobs each of these requests wants among the oldest: the case a read in date order meets
// last. `node bench/index-proof.mjs [jobs]` (default 1,000,000).
import { Cluster } from '../scripts/scale/cluster.mjs';
import { measure } from './scale-requests.mjs';
import {
  boardCacheBumper,
  insertListedJobs,
  LIFETIME_DAYS,
  member,
  reconcileListings,
} from './scale.mjs';

const JOBS = Number(process.argv[2] ?? 1_000_000);
const RARE = 20;

/** Each index and the requests it serves, with who sends them. */
const PROOFS = [
  [
    'IDX_job_listings_facets',
    [
      ['level=senior (20 jobs)', '/api/jobs?limit=20&level=senior', 'member'],
      ['internship (20 jobs)', '/api/jobs?limit=20&employmentType=internship', 'member'],
    ],
  ],
  ['IDX_job_listings_featured', [['featured (5 jobs)', '/api/jobs/featured', 'visitor']]],
  ['IDX_job_listings_team', [['team page (20 jobs)', '/api/teams/austin-armadillos', 'member']]],
];

const cluster = new Cluster({
  replicas: 1,
  balancer: false,
  adminEmail: 'proof-admin@example.com',
  adminPassword: 'proof-admin-password-1',
  env: { SEARCH_PER_CLIENT: '100', JOB_LIFETIME_DAYS: String(LIFETIME_DAYS) },
});

try {
  await cluster.start();
  const cookie = await member(cluster, 1);
  const conn = await cluster.sql();
  await insertListedJobs(conn, JOBS);
  // The few jobs each request wants, among the oldest (both tables carry the columns).
  const oldest = (n, skip) =>
    `id IN (SELECT id FROM (SELECT id FROM job_listings ORDER BY datePosted, id LIMIT ${n} OFFSET ${skip}) o)`;
  for (const table of ['jobs', 'job_listings']) {
    await conn.query(`UPDATE ${table} SET level = 'senior' WHERE ${oldest(RARE, 0)}`);
    await conn.query(
      `UPDATE ${table} SET employmentType = 'internship' WHERE ${oldest(RARE, RARE)}`,
    );
    await conn.query(`UPDATE ${table} SET isFeatured = 1 WHERE ${oldest(5, 2 * RARE)}`);
    await conn.query(
      `UPDATE ${table} SET teamName = 'Austin Armadillos' WHERE ${oldest(RARE, 3 * RARE)}`,
    );
  }
  await conn.query(
    "INSERT IGNORE INTO teams (id, name, initials, level, location) VALUES (UUID(), 'Austin Armadillos', 'AA', 'Professional', 'Austin, TX')",
  );
  await reconcileListings(conn);
  await conn.query('ANALYZE TABLE job_listings');

  const cache = boardCacheBumper(cluster);
  const who = { member: cookie, visitor: undefined };
  const rows = [];
  for (const [index, requests] of PROOFS) {
    for (const ignored of [false, true]) {
      await conn.query(
        `ALTER TABLE job_listings ALTER INDEX ${index} ${ignored ? 'IGNORED' : 'NOT IGNORED'}`,
      );
      for (const [name, path, sender] of requests) {
        // A new version of the board's cached reads: the first request reads the database.
        await cache.bump();
        const figure = await measure(cluster.url, path, who[sender], { repeats: 10 });
        if (figure.status >= 400 && figure.status !== 503) {
          throw new Error(`${path}: ${figure.status}`);
        }
        rows.push({ index, name, ignored, ...figure });
        console.log(
          `${index} ${ignored ? 'ignored' : 'in use '} ${name}: first ${figure.first} ms (${figure.status}), p95 ${figure.p95 ?? '—'} ms`,
        );
      }
    }
    await conn.query(`ALTER TABLE job_listings ALTER INDEX ${index} NOT IGNORED`);
  }
  await cache.close();
  await conn.end();

  console.log(`\n${JOBS.toLocaleString('en-US')} listed jobs; ms: first / p95 of 10 repeats`);
  console.log('| index | request | with it | ignored |\n|---|---|---|---|');
  const cell = (f) =>
    f.status >= 400 ? `${f.status} after ${f.first}` : `${f.first} / ${f.p95 ?? '—'}`;
  for (const r of rows.filter((row) => !row.ignored)) {
    const without = rows.find((row) => row.ignored && row.name === r.name);
    console.log(`| ${r.index} | ${r.name} | ${cell(r)} | ${cell(without)} |`);
  }
} finally {
  await cluster.stopAll();
}
