// Where each search of the set (bench/search-set.mjs) spends its database work, counted rather
// than timed (the counts do not move with the machine's load): one app process with
// bench/log-statements.cjs preloaded, N jobs added through the CSV import, then each search sent
// twice (the second as a repeat sees it, with its cached parts cached); each statement of the
// second is run again on a connection of its own, with the rows the server read for it (the
// sum of the Handler_read counters), the rows it sorted and its median time over 5 runs.
// `node bench/profile-search-set.mjs [jobs]` (default 100,000).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cluster } from '../scripts/scale/cluster.mjs';
import { BOARD_ENV } from './board-load.mjs';
import { importRows, member, session } from './scale.mjs';
import { SEARCH_SET } from './search-set.mjs';
import { median } from './stats.mjs';

const JOBS = Number(process.argv[2] ?? 100_000);
const admin = { email: 'profile-admin@example.com', password: 'profile-admin-password-1' };
const here = dirname(fileURLToPath(import.meta.url));
const cluster = new Cluster({
  replicas: 1,
  balancer: false,
  adminEmail: admin.email,
  adminPassword: admin.password,
  nodeArgs: ['--require', join(here, 'log-statements.cjs')],
  env: { LOG_LEVEL: 'error', SEARCH_PER_CLIENT: '100', ...BOARD_ENV },
});

/** The statements the app sent while `work` ran. */
async function statementsOf(log, work) {
  const before = readFileSync(log, 'utf8').length;
  await work();
  return (
    readFileSync(log, 'utf8')
      .slice(before)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      // A search's statements carry the statement time limit: `SET STATEMENT … FOR SELECT …`.
      .filter((sql) => /^\s*(SET STATEMENT .*? FOR\s+)?SELECT/is.test(sql))
  );
}

async function cost(conn, sql) {
  await conn.query('FLUSH STATUS');
  await conn.query(sql);
  const [status] = await conn.query(
    "SHOW SESSION STATUS WHERE Variable_name LIKE 'Handler_read%' OR Variable_name = 'Sort_rows'",
  );
  const get = (name) => Number(status.find((s) => s.Variable_name === name)?.Value ?? 0);
  const read = status
    .filter((s) => s.Variable_name.startsWith('Handler_read'))
    .reduce((sum, s) => sum + Number(s.Value), 0);
  const times = [];
  for (let i = 0; i < 5; i++) {
    const start = process.hrtime.bigint();
    await conn.query(sql);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return { read, sorted: get('Sort_rows'), ms: Math.round(median(times) * 10) / 10 };
}

const log = join(cluster.dir, 'statements.log');
writeFileSync(log, '');
cluster.extraEnv.BENCH_STATEMENT_LOG = log;
try {
  await cluster.start();
  const adminCookie = await session(cluster, '/api/login', admin, 200);
  const cookie = await member(cluster, 1);
  await importRows(cluster, adminCookie, cluster.dir, JOBS, 'profile');
  // The import's statements are not the searches' (and at 1,000,000 jobs outgrow a string).
  writeFileSync(log, '');
  const conn = await cluster.sql();
  try {
    for (const [name, path] of SEARCH_SET) {
      const send = async () => {
        const res = await fetch(cluster.url + path, { headers: { cookie } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path}: ${res.status}`);
      };
      await send();
      const statements = await statementsOf(log, send);
      const costs = [];
      for (const sql of statements) costs.push({ ...(await cost(conn, sql)), sql });
      const total = costs.reduce((s, c) => s + c.read, 0);
      console.log(`${name}: ${costs.length} SELECTs, ${total} rows read`);
      for (const c of costs) {
        console.log(`  read ${c.read}, sorted ${c.sorted}, ${c.ms} ms: ${c.sql.slice(0, 400)}`);
      }
    }
  } finally {
    await conn.end();
  }
} finally {
  await cluster.stopAll();
}
