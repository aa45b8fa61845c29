// A small production-like cluster on loopback for the scale test: a fresh MariaDB database, a
// Redis server of its own (so restarting it disturbs nobody else), N app replicas started from
// the built backend, and HAProxy in front of them.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(ROOT, 'backend', 'package.json'));
const mysql = require('mysql2/promise');

/**
 * NODE_OPTIONS of the app's image (docker/Dockerfile): replicas run as the image runs them
 * (BENCH_NODE_OPTIONS replaces it, to compare settings).
 */
export const IMAGE_NODE_OPTIONS =
  process.env.BENCH_NODE_OPTIONS ??
  /^ENV NODE_OPTIONS="?([^"\n]+)"?$/m.exec(
    readFileSync(join(ROOT, 'docker', 'Dockerfile'), 'utf8'),
  )?.[1] ??
  '';

export const MARIADB_URL = process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/test';

/** A connection to the server of MARIADB_URL, in no database (to create or drop one). */
export function serverConnection() {
  const base = new URL(MARIADB_URL);
  return mysql.createConnection({
    host: base.hostname,
    port: Number(base.port || 3306),
    user: decodeURIComponent(base.username),
    password: decodeURIComponent(base.password),
  });
}

export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * From when a job alert sweep's window takes in a job stored with `createdAt` (whole seconds):
 * a sweep at `now` covers the arrivals before the whole minute at least 30 s before `now`
 * (docs/decisions/0190-job-alert-watermark.md), so from 30 s past the first whole minute after
 * the job.
 */
export function sweepTakesIn(createdAt) {
  return (Math.floor(new Date(createdAt).getTime() / 60_000) + 1) * 60_000 + 30_000;
}

/**
 * Waits until a job alert sweep's window takes in every job stored so far (read through `sql`),
 * or every one whose apply URL is `LIKE applyUrlLike`.
 */
export async function untilSweepTakesInEveryJob(sql, applyUrlLike = '%') {
  const [[{ last }]] = await sql.query(
    'SELECT MAX(createdAt) AS last FROM jobs WHERE applyUrl LIKE ?',
    [applyUrlLike],
  );
  await sleep(Math.max(0, sweepTakesIn(last) - Date.now()));
}

/** Polls `check` until it returns true; the time it took, or an error after `timeoutMs`. */
export async function waitFor(what, check, timeoutMs = 30_000, everyMs = 100) {
  const start = Date.now();
  for (;;) {
    try {
      if (await check()) return Date.now() - start;
    } catch {
      // not yet
    }
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

async function isReady(port) {
  const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
  return res.status === 200;
}

function run(cmd, args, options) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.output = () => output.join('');
  return child;
}

/**
 * Stops a process with `signal` and waits for it to exit; one still running after `graceMs` (a
 * replica drains for up to SHUTDOWN_TIMEOUT_MS) is killed, so a stuck shutdown fails the test
 * that waits for it instead of holding the suite forever.
 */
async function stop(child, signal = 'SIGTERM', graceMs = 90_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const late = setTimeout(() => {
    console.error(`pid ${child.pid} still running ${graceMs} ms after ${signal}: killed`);
    child.kill('SIGKILL');
  }, graceMs);
  try {
    await exited;
  } finally {
    clearTimeout(late);
  }
}

export class Cluster {
  constructor({
    replicas = 3,
    // Processes that run the background work (BACKGROUND_WORK=true), outside the balancer; with
    // any, the replicas run none (BACKGROUND_WORK=false), as the Kubernetes manifests deploy it.
    workers = 0,
    // The workers' scheduling priority: nice 6 weighs about a fifth of a web replica (CPU weight
    // 215 against 1024), as the deployments give the worker a fifth of a web pod's CPU request
    // (docs/operations.md, "Background work").
    workerNice = 6,
    balancer = true,
    adminEmail,
    adminPassword,
    env = {},
    nodeArgs = [],
    mains = [],
  }) {
    this.nodeArgs = nodeArgs;
    // Replica i runs mains[i] when given (another build of the backend), else this checkout's.
    this.mains = mains;
    this.replicaCount = replicas;
    this.workerCount = workers;
    this.workerNice = workerNice;
    this.withBalancer = balancer;
    this.extraEnv = env;
    this.adminEmail = adminEmail;
    this.adminPassword = adminPassword;
    this.dir = mkdtempSync(join(tmpdir(), 'scale-'));
    this.replicas = [];
    this.workers = [];
  }

  /** The balancer's address, or the first replica's when there is no balancer. */
  get url() {
    return `http://127.0.0.1:${this.withBalancer ? this.lbPort : this.replicas[0].port}`;
  }

  async start() {
    await this.createDatabase();
    this.redisPort = await freePort();
    await this.startRedis();
    await this.migrate();
    this.lbPort = await freePort();
    for (let i = 0; i < this.replicaCount; i++) {
      this.replicas.push({ port: await freePort(), child: null });
    }
    for (let i = 0; i < this.workerCount; i++) {
      this.workers.push({ port: await freePort(), child: null });
    }
    // Replicas start together: the admin bootstrap must cope with its siblings doing the same.
    await Promise.all([
      ...this.replicas.map((_, i) => this.startReplica(i)),
      ...this.workers.map((_, i) => this.startWorker(i)),
    ]);
    if (this.withBalancer) await this.startBalancer();
  }

  async createDatabase() {
    const base = new URL(MARIADB_URL);
    this.dbName = `scale_${Date.now()}_${process.pid}`;
    const conn = await serverConnection();
    await conn.query(`CREATE DATABASE \`${this.dbName}\` CHARACTER SET utf8mb4`);
    await conn.end();
    base.pathname = `/${this.dbName}`;
    this.databaseUrl = base.toString();
  }

  /** A connection to the test database, for checks the API cannot make. */
  async sql(options = {}) {
    return mysql.createConnection({ uri: this.databaseUrl, ...options });
  }

  async startRedis() {
    // Persistence on, as a production session store has it: a restart keeps the sessions.
    this.redis = run('redis-server', [
      '--port',
      String(this.redisPort),
      '--bind',
      '127.0.0.1',
      '--dir',
      this.dir,
      '--appendonly',
      'yes',
      '--save',
      '',
    ]);
    await waitFor('Redis', async () => {
      const { default: net } = await import('node:net');
      return new Promise((ok) => {
        const s = net.connect(this.redisPort, '127.0.0.1', () => {
          s.end();
          ok(true);
        });
        s.on('error', () => ok(false));
      });
    });
  }

  async stopRedis() {
    await stop(this.redis);
  }

  env(port) {
    return {
      PATH: process.env.PATH,
      NODE_OPTIONS: IMAGE_NODE_OPTIONS,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${this.redisPort}/0`,
      SESSION_SECRET: 'scale-test-session-secret-0123456789abcdef',
      COOKIE_SECURE: 'false',
      TRUST_PROXY: 'true',
      PUBLIC_URL: `http://127.0.0.1:${this.lbPort ?? port}`,
      MIGRATIONS_RUN: 'false',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: this.adminEmail,
      ADMIN_PASSWORD: this.adminPassword,
      DATA_DIR: join(this.dir, 'data'),
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_MS: '3000',
      SHUTDOWN_TIMEOUT_MS: '60000',
      ...this.extraEnv,
    };
  }

  async migrate() {
    const child = run(process.execPath, [join(ROOT, 'backend/dist/cli/migrate.js')], {
      env: this.env(0),
    });
    const [code] = await once(child, 'exit');
    if (code !== 0) throw new Error(`migrations failed:\n${child.output()}`);
  }

  async startReplica(i) {
    const env = this.workerCount ? { BACKGROUND_WORK: 'false' } : {};
    await this.startProcess(this.replicas[i], `replica ${i + 1}`, this.mains[i], env);
  }

  /** A worker runs the same build as the first replica. */
  async startWorker(i) {
    const env = { BACKGROUND_WORK: 'true' };
    await this.startProcess(
      this.workers[i],
      `worker ${i + 1}`,
      this.mains[0],
      env,
      this.workerNice,
    );
  }

  async startProcess(slot, name, main = join(ROOT, 'backend/dist/main.js'), env = {}, nice = 0) {
    // Through nice(1), so every thread of the process starts at that priority.
    const command = [process.execPath, ...this.nodeArgs, main];
    const [cmd, ...args] = nice ? ['nice', '-n', String(nice), ...command] : command;
    slot.child = run(cmd, args, { env: { ...this.env(slot.port), ...env } });
    slot.child.on('exit', (code) => {
      slot.exitCode = code;
    });
    try {
      await waitFor(name, () => isReady(slot.port), 60_000);
    } catch (err) {
      throw new Error(`${err.message}\n${slot.child.output()}`);
    }
  }

  /** SIGTERM (drain and exit, as Kubernetes does), then start again; resolves when it is back. */
  async restartReplica(i) {
    const replica = this.replicas[i];
    await stop(replica.child);
    const drainedCleanly = replica.exitCode === 0;
    const output = replica.child.output();
    await this.startReplica(i);
    return { drainedCleanly, exitCode: replica.exitCode, output };
  }

  async startBalancer() {
    const config = join(this.dir, 'haproxy.cfg');
    writeFileSync(
      config,
      [
        'global',
        '  maxconn 2000',
        'defaults',
        '  mode http',
        '  timeout connect 2s',
        '  timeout client 30s',
        '  timeout server 30s',
        '  timeout http-keep-alive 10s',
        '  option http-keep-alive',
        '  option forwardfor',
        '  retries 3',
        '  option redispatch',
        '  retry-on conn-failure empty-response',
        'frontend site',
        `  bind 127.0.0.1:${this.lbPort}`,
        '  default_backend app',
        'backend app',
        '  balance roundrobin',
        '  option httpchk GET /api/health/ready',
        '  http-check expect status 200',
        // A busy replica may answer a check late: two misses in a row take it out, and the
        // replicas' drain delay (SHUTDOWN_DELAY_MS) outlasts that.
        '  timeout check 2s',
        '  default-server inter 400ms fall 2 rise 2',
        ...this.replicas.map((r, i) => `  server app${i + 1} 127.0.0.1:${r.port} check`),
        '',
      ].join('\n'),
    );
    this.balancer = run('haproxy', ['-f', config, '-db']);
    await waitFor('HAProxy', () => isReady(this.lbPort));
    // Let every replica pass its health checks before the load starts.
    await sleep(1000);
  }

  async stopAll() {
    await stop(this.balancer);
    await Promise.all([...this.replicas, ...this.workers].map((r) => stop(r.child)));
    await this.stopRedis();
    try {
      const conn = await serverConnection();
      // A connection left in a transaction would make the DROP wait for its lock for a year.
      await conn.query('SET SESSION lock_wait_timeout = 60');
      await conn.query(`DROP DATABASE IF EXISTS \`${this.dbName}\``);
      await conn.end();
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }
}
