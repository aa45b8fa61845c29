import { ServiceUnavailableException } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SearchGate } from '../src/search-limits/search-gate.service';
import { signUp } from './auth-helpers';
import { createTestApp, TEST_MODE } from './harness';

const describeMysql = TEST_MODE === 'mysql' ? describe : describe.skip;

/** A promise and the function that settles it: a search held open for as long as a test needs. */
function held() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

const timed = async <T>(fn: () => Promise<T>) => {
  const started = Date.now();
  const value = await fn();
  return { value, ms: Date.now() - started };
};

describe('searches get a bounded share of the work', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp({
      DATABASE_POOL_SIZE: '2',
      SEARCH_CONCURRENCY: '1',
      SEARCH_PER_CLIENT: '1',
      SEARCH_STATEMENT_TIMEOUT_MS: '500',
    });
  });
  afterAll(() => t?.close());

  it('keeps readiness and sign-in answering while searches fill their share', async () => {
    const gate = t.app.get(SearchGate);
    const db = t.app.get(DataSource);
    const busy = await signUp(t.server);
    const other = await signUp(t.server);
    const hold = held();
    // A search that holds its connection (on MySQL) and the only search slot.
    const running = gate.run(`member:${busy.user.id}`, async () => {
      await db.query('SELECT 1');
      await hold.promise;
    });
    try {
      const ready = await timed(() => request(t.server).get('/api/health/ready'));
      // The held search never lets go before `finally`: any answer here did not wait for it
      // (the times only catch a wait for a connection that would end by some other timeout).
      expect(ready.value.status).toBe(200);
      expect(ready.ms).toBeLessThan(3000);

      const signIn = await timed(() =>
        request(t.server)
          .post('/api/login')
          .send({ email: other.user.email, password: other.password }),
      );
      expect(signIn.value.status).toBe(200);
      expect(signIn.ms).toBeLessThan(5000);

      // The same member over its limit: 429 at once, with when to retry.
      const mine = await busy.agent.get('/api/jobs').expect(429);
      expect(mine.headers['retry-after']).toBe('1');
      expect(mine.body.message).toMatch(/too many searches at once/i);

      // Another member waits for the slot no longer than a statement may run, then 503.
      const queued = await timed(() => other.agent.get('/api/jobs'));
      expect(queued.value.status).toBe(503);
      expect(queued.value.headers['retry-after']).toBeDefined();
      expect(queued.value.body.message).toMatch(/too many searches are running/i);
      expect(queued.ms).toBeLessThan(2000);
    } finally {
      hold.release();
      await running;
    }
    await other.agent.get('/api/jobs').expect(200);
    await busy.agent.get('/api/jobs/facets').expect(200);
  });
});

describeMysql('a search statement over its time limit', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp({
      DATABASE_POOL_SIZE: '3',
      SEARCH_CONCURRENCY: '2',
      SEARCH_STATEMENT_TIMEOUT_MS: '300',
    });
  });
  afterAll(() => t?.close());

  it('is ended by the server, answers 503, and its connection returns to the pool', async () => {
    const gate = t.app.get(SearchGate);
    const db = t.app.get(DataSource);
    const slow = await timed(() =>
      gate.run('address:test', () => db.query('SELECT SLEEP(5)')).catch((err: unknown) => err),
    );
    expect(slow.value).toBeInstanceOf(ServiceUnavailableException);
    expect((slow.value as Error).message).toMatch(/took too long/);
    expect(slow.ms).toBeLessThan(2000);

    // Every pooled connection is free again (three statements of 300 ms run side by side) and
    // none kept the search's limit.
    const all = await timed(() =>
      Promise.all(
        [0, 1, 2].map(() => db.query('SELECT SLEEP(0.3) AS slept, @@max_statement_time AS lim')),
      ),
    );
    expect(all.ms).toBeLessThan(550);
    for (const [row] of all.value as Array<Array<{ lim: string | number }>>) {
      expect(Number(row.lim)).toBe(0);
    }
  });

  it('ends the statement on the server when the client goes away', async () => {
    const gate = t.app.get(SearchGate);
    const db = t.app.get(DataSource);
    const gone = new AbortController();
    const started = Date.now();
    const search = gate
      .run(
        'address:test',
        () => db.query('SELECT SLEEP(0.25) UNION ALL SELECT SLEEP(0.25)'),
        gone.signal,
      )
      .catch((err: unknown) => err);
    setTimeout(() => gone.abort(), 100);
    const result = await search;
    // KILL QUERY ends it before its own 500 ms (and before the 300 ms limit would).
    expect(Date.now() - started).toBeLessThan(280);
    expect(result).toBeInstanceOf(ServiceUnavailableException);
    expect((result as Error).message).toMatch(/client went away/);
  });
});
