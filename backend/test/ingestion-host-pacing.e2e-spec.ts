import Redis from 'ioredis';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RedisHostPacer } from '../src/ingestion/providers/host-pacer';
import { PoliteHttp } from '../src/ingestion/providers/polite-http';
import { TEST_REDIS } from './harness';

// Pacing across replicas needs the replicas' shared Redis: this runs in the Redis pass
// (TEST_REDIS_URL), where two clients stand for two replicas.
const describeWithRedis = TEST_REDIS ? describe : describe.skip;

describeWithRedis('ingestion requests per host, across replicas sharing Redis', () => {
  let server: Server;
  let base: string;
  const arrivals: number[] = [];
  const clients: Redis[] = [];

  beforeAll(async () => {
    server = createServer((_req, res) => {
      arrivals.push(Date.now());
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
    await new Promise((resolve) => server.close(resolve));
  });

  const options = {
    userAgent: 'GridironCareersBot/1.0 (+http://localhost)',
    timeoutMs: 2000,
    retries: 0,
    backoffMs: 20,
    maxWaitMs: 1000,
    hostIntervalMs: 300,
    allowedNetworks: '127.0.0.1',
    maxBodyBytes: 4096,
  };

  /** A replica's client: its own Redis connection, one key space per test run. */
  function replica(prefix: string): PoliteHttp {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    clients.push(redis);
    return new PoliteHttp(options, new RedisHostPacer(redis, prefix));
  }

  it('two replicas asking one host at once are spaced as one client', async () => {
    const prefix = `test-host-slot:${Date.now()}:`;
    const a = replica(prefix);
    const b = replica(prefix);
    await Promise.all([
      a.getJson(`${base}/a1`),
      b.getJson(`${base}/b1`),
      a.getJson(`${base}/a2`),
      b.getJson(`${base}/b2`),
    ]);
    expect(arrivals).toHaveLength(4);
    const sorted = [...arrivals].sort((x, y) => x - y);
    // Slots are 300 ms apart; arrival adds some jitter (first connections, a busy machine: the
    // four arrivals of one run on three Jest workers spanned 846 ms, not 900). Unpaced, all four
    // would arrive within a few milliseconds.
    for (let i = 1; i < sorted.length; i++) {
      expect(sorted[i] - sorted[i - 1]).toBeGreaterThanOrEqual(200);
    }
    expect(sorted[3] - sorted[0]).toBeGreaterThanOrEqual(750);
  });
});
