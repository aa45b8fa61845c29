import { createHmac } from 'node:crypto';
import request from 'supertest';
import { freshEnvironment, startApp, TEST_MODE, TEST_REDIS, TestApp, TestEnv } from './harness';
import { TcpProxy } from './tcp-proxy';

/**
 * Readiness follows the real backing services: the app reaches MariaDB and Redis through loopback
 * proxies that this test cuts (an outage) and restores, without restarting the app.
 */
const describeServers = TEST_MODE === 'mysql' || TEST_REDIS ? describe : describe.skip;

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('condition not reached in time');
}

/** A session cookie signed like express-session signs it, so the store is really consulted. */
function signedSessionCookie(secret: string, sid: string): string {
  const signature = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

describeServers('readiness follows the database and Redis', () => {
  let environment: TestEnv;
  let t: TestApp;
  const proxies: Record<string, TcpProxy> = {};

  const readyStatus = async () => (await request(t.server).get('/api/health/ready')).status;

  /** A request that needs the session store answers 503 with Retry-After, within `ms`. */
  async function expectSessionReadRefusedWithin(ms: number) {
    const started = Date.now();
    const res = await request(t.server)
      .get('/api/user')
      .set('Cookie', signedSessionCookie(t.config.session.secrets[0], 'some-session-id'));
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(ms);
  }

  beforeAll(async () => {
    environment = await freshEnvironment({
      DATABASE_READ_TIMEOUT_MS: '1000',
      DATABASE_WRITE_TIMEOUT_MS: '1000',
    });
    const env = { ...environment.env };
    for (const key of ['DATABASE_URL', 'REDIS_URL'] as const) {
      if (!env[key]?.match(/^(mysql|redis):/)) continue;
      const url = new URL(env[key]);
      const proxy = await new TcpProxy(url.hostname, Number(url.port)).start();
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      env[key] = url.toString();
      proxies[key] = proxy;
    }
    t = await startApp(env);
  });

  afterAll(async () => {
    await t?.close();
    for (const p of Object.values(proxies)) await p.stop();
    await environment.dispose();
  });

  it('is ready with both services up', async () => {
    expect(await readyStatus()).toBe(200);
  });

  (TEST_REDIS ? it : it.skip)(
    'goes not-ready when Redis stops and recovers by itself',
    async () => {
      proxies.REDIS_URL.cut();
      try {
        await waitFor(async () => (await readyStatus()) === 503);
        const body = (await request(t.server).get('/api/health/ready')).body;
        expect(body.details.redis.status).toBe('down');
        // Quickly: it never hangs.
        await expectSessionReadRefusedWithin(5000);
      } finally {
        proxies.REDIS_URL.restore();
      }
      await waitFor(async () => (await readyStatus()) === 200);
    },
  );

  (TEST_MODE === 'mysql' ? it : it.skip)(
    'goes not-ready when the database stops and recovers by itself',
    async () => {
      proxies.DATABASE_URL.cut();
      try {
        await waitFor(async () => (await readyStatus()) === 503);
        const body = (await request(t.server).get('/api/health/ready')).body;
        expect(body.details.database.status).toBe('down');
      } finally {
        proxies.DATABASE_URL.restore();
      }
      await waitFor(async () => (await readyStatus()) === 200);
    },
  );

  (TEST_MODE === 'mysql' ? it : it.skip)(
    'answers 503 within the query timeout when the database accepts connections but never answers',
    async () => {
      proxies.DATABASE_URL.freeze();
      try {
        const started = Date.now();
        const res = await request(t.server).get('/sitemap.xml');
        expect(res.status).toBe(503);
        expect(Date.now() - started).toBeLessThan(2500);
      } finally {
        proxies.DATABASE_URL.restore();
      }
    },
  );

  // Last: the frozen proxy drops what the app sends meanwhile, so the client's replies no longer
  // match its commands afterwards (a real server that hangs answers them late, in order).
  (TEST_REDIS ? it : it.skip)(
    'answers 503 within the command timeout when Redis accepts connections but never answers',
    async () => {
      proxies.REDIS_URL.freeze();
      try {
        await expectSessionReadRefusedWithin(4000);
      } finally {
        proxies.REDIS_URL.restore();
      }
    },
  );
});
