// The board page under load, shared by `npm run bench` and its growth run (`--scale`): autocannon,
// and the page's same-work ceiling (bench/same-work.mjs) run against the app's database and Redis.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../scripts/scale/cluster.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The app's settings the same-work server mirrors (the app's defaults, given explicitly). */
const LIFETIME_DAYS = 60;
const POOL_SIZE = 10;
export const BOARD_ENV = {
  JOB_LIFETIME_DAYS: String(LIFETIME_DAYS),
  DATABASE_POOL_SIZE: String(POOL_SIZE),
};

/** `connections` keep-alive connections for `duration` seconds. */
export function cannon(url, { headers = {}, connections = 50, duration = 10 } = {}) {
  return new Promise((ok, fail) => {
    autocannon({ url, headers, connections, duration }, (err, r) => (err ? fail(err) : ok(r)));
  });
}

/**
 * The board page's own ceiling: bench/same-work.mjs (a child process) does the work the page
 * cannot avoid (the session's Redis GET, the product's page query through mysql2, the JSON of the
 * rows) on bare `node:http`, against the same database and Redis as the app's cluster.
 */
export async function sameWork(cluster) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'bench', 'same-work.mjs'),
      String(port),
      cluster.databaseUrl,
      `redis://127.0.0.1:${cluster.redisPort}/0`,
      String(LIFETIME_DAYS),
      String(POOL_SIZE),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((ok, fail) => {
    child.once('exit', (code) => fail(new Error(`same-work server exited (${code})`)));
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => chunk.includes('ready') && ok());
  });
  child.removeAllListeners('exit');
  return { url: `http://127.0.0.1:${port}/api/jobs?limit=50`, close: () => child.kill() };
}
