import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PoliteHttp, SourceFetchError } from './polite-http';

/** A local server recording when each request arrived and with which User-Agent. */
describe('PoliteHttp', () => {
  let server: Server;
  let base: string;
  const seen: Array<{ at: number; agent?: string; path?: string }> = [];
  let status = 200;

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ at: Date.now(), agent: req.headers['user-agent'], path: req.url });
      res.writeHead(status, { 'content-type': 'application/json' }).end('[]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    seen.length = 0;
    status = 200;
  });

  const options = {
    userAgent: 'GridironCareersBot/1.0 (+http://localhost)',
    timeoutMs: 1000,
    retries: 2,
    backoffMs: 20,
    maxWaitMs: 1000,
    hostIntervalMs: 250,
  };

  it('spaces requests to one host, even when they start together, and names itself', async () => {
    const http = new PoliteHttp(options);
    await Promise.all([1, 2, 3].map((n) => http.getJson(`${base}/${n}`)));
    expect(seen).toHaveLength(3);
    // The client spaces the requests' starts; arrival adds some jitter (a first connection).
    expect(seen[2].at - seen[0].at).toBeGreaterThanOrEqual(400);
    expect(seen[1].at - seen[0].at).toBeGreaterThanOrEqual(100);
    expect(seen[2].at - seen[1].at).toBeGreaterThanOrEqual(200);
    expect(seen.every((r) => r.agent === options.userAgent)).toBe(true);
  });

  it('retries a 5xx answer, then gives up naming the status; a 404 is not retried', async () => {
    const http = new PoliteHttp({ ...options, hostIntervalMs: 0 });
    status = 503;
    await expect(http.getJson(`${base}/down`)).rejects.toThrow(/answered 503/);
    expect(seen).toHaveLength(3);
    seen.length = 0;
    status = 404;
    await expect(http.getJson(`${base}/gone`)).rejects.toBeInstanceOf(SourceFetchError);
    expect(seen).toHaveLength(1);
  });
});
