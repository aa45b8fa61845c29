import type { NestExpressApplication } from '@nestjs/platform-express';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Server } from 'node:http';
import { createConnection } from 'mysql2/promise';
import { AppConfig } from '../src/config/app-config';
import { loadConfig } from '../src/config/load-config';
import { createApp } from '../src/create-app';
import { checkAnswersAgainstContract } from './contract-validator';

/** 'sqlite' unless CI points the integration suites at MariaDB (+ Redis). */
export const TEST_MODE = process.env.TEST_DATABASE_URL?.startsWith('mysql://') ? 'mysql' : 'sqlite';
export const TEST_REDIS = Boolean(process.env.TEST_REDIS_URL);

export interface TestEnv {
  /** Raw variables for loadConfig: a fresh database (and Redis DB) per call. */
  env: Record<string, string>;
  dataDir: string;
  dispose(): Promise<void>;
}

/** A fresh SQLite file or a fresh MariaDB database, plus an isolated, emptied Redis database. */
export async function freshEnvironment(extra: Record<string, string> = {}): Promise<TestEnv> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gc-test-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    SEED_DEMO: 'false',
    // Errors only: the few a suite provokes on purpose, and the cause of any unexpected 5xx.
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    PUBLIC_URL: 'http://localhost:3000',
    // Suites sign many users up from one address; the rate-limit tests set their own limit.
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    // The cheapest argon2id parameters: about a millisecond a hash instead of 0.4 s of CPU.
    PASSWORD_HASHING: 'test',
  };
  const cleanups: Array<() => Promise<void>> = [];

  if (TEST_MODE === 'mysql') {
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const dbName = `gc_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = await createConnection({
      host: base.hostname,
      port: Number(base.port || 3306),
      user: decodeURIComponent(base.username),
      password: decodeURIComponent(base.password),
    });
    await admin.query(
      `CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    await admin.end();
    const url = new URL(base.toString());
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
    cleanups.push(async () => {
      const c = await createConnection({
        host: base.hostname,
        port: Number(base.port || 3306),
        user: decodeURIComponent(base.username),
        password: decodeURIComponent(base.password),
      });
      await c.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
      await c.end();
    });
  } else {
    env.DATABASE_URL = `sqlite:${join(dataDir, 'test.sqlite')}`;
  }

  if (TEST_REDIS) {
    const url = new URL(process.env.TEST_REDIS_URL!);
    // A database number in TEST_REDIS_URL pins the run to it (one run in band per developer);
    // otherwise each Jest worker takes its own of databases 1-15.
    const pinned = Number(url.pathname.slice(1));
    const dbIndex = pinned || 1 + ((Number(process.env.JEST_WORKER_ID ?? 1) - 1) % 15);
    url.pathname = `/${dbIndex}`;
    env.REDIS_URL = url.toString();
    const redis = new Redis(env.REDIS_URL);
    await redis.flushdb();
    await redis.quit();
  }

  Object.assign(env, extra);
  return {
    env,
    dataDir,
    async dispose() {
      for (const cleanup of cleanups) await cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  server: Server;
  close(): Promise<void>;
}

/** Starts the real app (same middleware as production) on an ephemeral port. */
export async function startApp(env: Record<string, string>): Promise<TestApp> {
  const config = loadConfig(env);
  const app = await createApp(config);
  checkAnswersAgainstContract(app.getHttpServer() as Server);
  await app.listen(0, '127.0.0.1');
  return {
    app,
    config,
    server: app.getHttpServer() as Server,
    close: () => app.close(),
  };
}

/**
 * An event-loop pause this long (a collection of a large heap, a blocking call) can outlast the
 * app's 2 s Redis and MySQL timeouts, so that a request answers 503 for no fault of its own. On
 * SQLite, whose statements block the loop by design, there are no such timeouts to outlast.
 */
const LONG_PAUSE_MS = 1000;

/**
 * A fresh environment and a running app on it; `close` removes both, and on MariaDB + Redis
 * names in the run's output any pause of the event loop of LONG_PAUSE_MS or more while the app
 * ran.
 */
export async function createTestApp(extra: Record<string, string> = {}) {
  const environment = await freshEnvironment(extra);
  const testApp = await startApp(environment.env);
  const pauses = monitorEventLoopDelay({ resolution: 20 });
  pauses.enable();
  return {
    ...testApp,
    environment,
    async close() {
      pauses.disable();
      const longest = Math.round(pauses.max / 1e6);
      if (TEST_MODE === 'mysql' && longest >= LONG_PAUSE_MS) {
        const suite = relative(process.cwd(), expect.getState().testPath ?? 'a suite');
        process.stderr.write(`${suite}: the event loop paused ${longest} ms while the app ran\n`);
      }
      await testApp.close();
      await environment.dispose();
    },
  };
}
