// A one-replica cluster whose app times every statement it sends to MariaDB
// (bench/time-statements.cjs, preloaded), and the statements timed since the last `reset`.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cluster } from '../scripts/scale/cluster.mjs';

export function timedCluster(admin, env = {}) {
  const file = join(tmpdir(), `statement-times-${process.pid}.jsonl`);
  const cluster = new Cluster({
    replicas: 1,
    balancer: false,
    adminEmail: admin.email,
    adminPassword: admin.password,
    env: { LOG_LEVEL: 'error', ...env, BENCH_STATEMENT_TIMES: file },
    nodeArgs: ['--require', join(import.meta.dirname, 'time-statements.cjs')],
  });
  return {
    cluster,
    /** Forgets the statements timed so far. */
    reset: () => writeFileSync(file, ''),
    /** The statements timed since the last reset, `{ sql, ms }` each, in the order they ended. */
    statements: () =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
  };
}
