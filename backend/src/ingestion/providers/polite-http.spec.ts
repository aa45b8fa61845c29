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
      const port = (server.address() as AddressInfo).port;
      if (req.url === '/to-loopback') {
        // 127.0.0.2 is loopback too, but not on the allowed list.
        return res.writeHead(302, { location: `http://127.0.0.2:${port}/` }).end();
      }
      if (req.url === '/big') return res.writeHead(200).end('x'.repeat(5000));
      if (req.url === '/big-chunked') {
        res.writeHead(200);
        for (let i = 0; i < 5; i++) res.write('x'.repeat(1000));
        return res.end();
      }
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
    allowedNetworks: '127.0.0.1',
    maxBodyBytes: 4096,
  };

  it('spaces requests to one host, even when they start together, and names itself', async () => {
    const http = new PoliteHttp(options);
    const started = Date.now();
    await Promise.all([1, 2, 3].map((n) => http.getJson(`${base}/${n}`)));
    expect(seen).toHaveLength(3);
    // The client starts them 250 ms apart. A busy machine can only delay an arrival, so the
    // k-th arrival comes no sooner than the k-th start (the gap between two arrivals alone can
    // shrink when the earlier one was held up). A few ms spare for clock rounding.
    const arrivals = seen.map((r) => r.at - started).sort((a, b) => a - b);
    expect(arrivals[1]).toBeGreaterThanOrEqual(250 - 5);
    expect(arrivals[2]).toBeGreaterThanOrEqual(500 - 5);
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

  it('refuses loopback addresses unless allowed: by address, by name at connect time, after a redirect', async () => {
    const strict = new PoliteHttp({ ...options, hostIntervalMs: 0, allowedNetworks: '' });
    await expect(strict.getJson(`${base}/x`)).rejects.toThrow(
      /was not fetched: 127\.0\.0\.1 is a loopback address/,
    );
    const port = (server.address() as AddressInfo).port;
    await expect(strict.getJson(`http://localhost:${port}/x`)).rejects.toThrow(
      /localhost resolves to (127\.0\.0\.1|::1), a loopback address/,
    );
    expect(seen).toHaveLength(0);
    const allowed = new PoliteHttp({ ...options, hostIntervalMs: 0 });
    await expect(allowed.getJson(`${base}/to-loopback`)).rejects.toThrow(
      /127\.0\.0\.2 is a loopback address/,
    );
    // Refused at once, not retried.
    expect(seen.map((r) => r.path)).toEqual(['/to-loopback']);
  });

  it('fails an answer over the size cap, declared or streamed', async () => {
    const http = new PoliteHttp({ ...options, hostIntervalMs: 0 });
    await expect(http.getText(`${base}/big`, '*/*')).rejects.toThrow(
      /answered more than 4,096 bytes \(INGESTION_MAX_BODY_BYTES\)/,
    );
    await expect(http.getText(`${base}/big-chunked`, '*/*')).rejects.toThrow(/answered more than/);
    const roomy = new PoliteHttp({ ...options, hostIntervalMs: 0, maxBodyBytes: 5000 });
    expect(await roomy.getText(`${base}/big-chunked`, '*/*')).toHaveLength(5000);
  });
});
