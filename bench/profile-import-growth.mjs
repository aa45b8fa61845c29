// Where an import's database time goes as the board grows: the same file of 100,000 open jobs
// imported into the empty board, then into a board of `jobs` listed jobs (default 1,000,000),
// with each statement the app sends timed (bench/time-statements.cjs) and summed by its kind
// (its verb and first table), and InnoDB's buffer pool counters during each import. `node
// bench/profile-import-growth.mjs [jobs]`; nothing is written to docs/.
import { join } from 'node:path';
import { importThroughApi, writeCsv } from './import-step.mjs';
import { emptyBoard, importRows, session, settleInnoDb } from './scale.mjs';
import { timedCluster } from './statement-times.mjs';

const JOBS = Number(process.argv[2] ?? 1_000_000);
const ROWS = 100_000;
const admin = { email: 'growth-admin@example.com', password: 'growth-admin-password-1' };

/**
 * A statement's kind: its verb, the table it names first, the index it forces, if any, and whether
 * it locks what it reads.
 */
function kind(sql) {
  const text = sql.replace(/^SET STATEMENT .*? FOR /i, '').replace(/\s+/g, ' ');
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? '?';
  const table = /(?:INTO|FROM|UPDATE|JOIN)\s+`?(\w+)`?/i.exec(text)?.[1] ?? '';
  const forced = /FORCE INDEX \(`?(\w+)`?\)/i.exec(text)?.[1];
  const locking = /FOR UPDATE\s*$/i.test(text) ? ' FOR UPDATE' : '';
  return `${verb} ${table}${forced ? ` via ${forced}` : ''}${locking}`.trim();
}

/**
 * InnoDB's buffer pool counters (summed over its instances): pages read, pages read ahead by
 * InnoDB itself, pages made young (touched again after innodb_old_blocks_time) and not, evictions.
 */
async function poolCounters() {
  const conn = await cluster.sql();
  const [rows] = await conn.query(
    'SELECT SUM(NUMBER_PAGES_READ) AS pagesRead, SUM(NUMBER_PAGES_READ_AHEAD) AS readAhead, ' +
      'SUM(PAGES_MADE_YOUNG) AS madeYoung, SUM(PAGES_NOT_MADE_YOUNG) AS notMadeYoung, ' +
      'SUM(NUMBER_READ_AHEAD_EVICTED) AS readAheadEvicted, SUM(NUMBER_PAGES_WRITTEN) AS written ' +
      'FROM information_schema.INNODB_BUFFER_POOL_STATS',
  );
  await conn.end();
  return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
}

async function profiled(work) {
  timed.reset();
  const before = await poolCounters();
  const ms = await work();
  const after = await poolCounters();
  const pool = Object.fromEntries(Object.keys(after).map((k) => [k, after[k] - before[k]]));
  console.log(`buffer pool during the import: ${JSON.stringify(pool)}`);
  const byKind = new Map();
  for (const row of timed.statements()) {
    const k = kind(row.sql);
    const entry = byKind.get(k) ?? { count: 0, ms: 0, slowest: 0, sample: '' };
    entry.count += 1;
    entry.ms += row.ms;
    if (row.ms > entry.slowest) {
      entry.slowest = row.ms;
      entry.sample = row.sql.slice(0, 160);
    }
    byKind.set(k, entry);
  }
  return { ms, byKind, pool };
}

const timed = timedCluster(admin, { JOB_LIFETIME_DAYS: '3650' });
const { cluster } = timed;
try {
  await cluster.start();
  const cookie = await session(cluster, '/api/login', admin, 200);
  const file = join(cluster.dir, 'late-0.csv');
  await writeCsv(file, ROWS, 'late-0');
  const empty = await profiled(() => importThroughApi(cluster, cookie, file, ROWS));
  await emptyBoard(cluster, cookie);
  await importRows(cluster, cookie, cluster.dir, JOBS, 'live');
  // As the scale run times it: after InnoDB has written out the fill (dirty pages and purge).
  const conn = await cluster.sql();
  console.log(`InnoDB settled ${JSON.stringify(await settleInnoDb(conn))}`);
  await conn.end();
  const full = await profiled(() => importThroughApi(cluster, cookie, file, ROWS, { keep: true }));
  console.log(
    `into the empty board ${Math.round(empty.ms)} ms, into ${JOBS} listed ${Math.round(full.ms)} ms`,
  );
  const kinds = [...new Set([...empty.byKind.keys(), ...full.byKind.keys()])].sort(
    (a, b) => (full.byKind.get(b)?.ms ?? 0) - (full.byKind.get(a)?.ms ?? 0),
  );
  console.log('| statement | count | ms empty | ms full |');
  for (const k of kinds) {
    const [e, f] = [empty.byKind.get(k), full.byKind.get(k)];
    console.log(
      `| ${k} | ${f?.count ?? 0} | ${Math.round(e?.ms ?? 0)} | ${Math.round(f?.ms ?? 0)} |`,
    );
  }
  const [top] = kinds;
  if (top) console.log(`slowest of "${top}": ${full.byKind.get(top)?.sample}`);
} finally {
  await cluster.stopAll();
}
