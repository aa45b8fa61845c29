import Redis from 'ioredis';
import { signInAsAdmin } from './auth-helpers';
import { createTestApp, TEST_REDIS } from './harness';

// Redis mode only: the periodic work's schedulers live in Redis there.
const describeRedis = TEST_REDIS ? describe : describe.skip;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Redis loses its data (FLUSHDB). `cut`: it comes back empty, as after a restart without
 * persistence or a failover to an empty replica, and every connection of the app is cut
 * (CLIENT KILL); otherwise the connections stay, as after a FLUSHALL by hand or keys evicted.
 */
async function loseRedisData(url: string, cut: boolean): Promise<void> {
  const redis = new Redis(url);
  try {
    await redis.flushdb();
    if (!cut) return;
    const own = await redis.client('ID');
    const db = new URL(url).pathname.slice(1);
    const list = (await redis.client('LIST')) as string;
    const ids = list
      .split('\n')
      .map((line) => Object.fromEntries(line.split(' ').map((pair) => pair.split('='))))
      .filter((client) => client.db === db && client.id && Number(client.id) !== own)
      .map((client) => client.id as string);
    for (const id of ids) await redis.client('KILL', 'ID', id);
  } finally {
    redis.disconnect();
  }
}

// While the app's connections to Redis come back, requests answer 503 for a moment.
async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  let last: unknown;
  for (;;) {
    last = undefined;
    try {
      if (await check()) return;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${what}${last ? ` (${last})` : ''}`);
    await pause(200);
  }
}

describeRedis('periodic work when Redis loses its data', () => {
  it.each([
    ['comes back empty', true],
    ['is emptied with its connections kept', false],
  ])("the alert sweeps go on when Redis %s, as the admin's last sweeps show", async (_, cut) => {
    const t = await createTestApp({ ALERTS_SWEEP_MS: '200' });
    try {
      const lastSweep = async () => {
        const admin = await signInAsAdmin(t.app, t.server);
        const { body } = await admin.agent.get('/api/admin/alerts/summary').expect(200);
        return body.lastRuns[0]?.at as string | undefined;
      };
      await until('a first sweep', async () => Boolean(await lastSweep()));

      await loseRedisData(t.config.redisUrl!, cut);
      const lost = new Date().toISOString();
      // Signed out by the loss, the admin signs in again and sees sweeps after it.
      await until('a sweep after the loss', async () => ((await lastSweep()) ?? '') > lost);
    } finally {
      await t.close();
    }
  });
});
