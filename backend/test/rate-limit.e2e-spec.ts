import request from 'supertest';
import { signUp, uniqueEmail } from './auth-helpers';
import { createTestApp, TEST_MODE, TEST_REDIS } from './harness';

const LIMIT = 3;
const mode = `${TEST_MODE}, ${TEST_REDIS ? 'Redis' : 'in-memory'} counters`;

let ipCounter = 0;
/** A different client address each call, as a spoofing client would send. */
const nextIp = () => `203.0.113.${(ipCounter++ % 250) + 1}`;

type App = Awaited<ReturnType<typeof createTestApp>>;

async function withApp(extra: Record<string, string>, run: (t: App) => Promise<void>) {
  const t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT), ...extra });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

const login = (t: App, email: string, ip = nextIp(), password = 'wrong-password') =>
  request(t.server).post('/api/login').set('X-Forwarded-For', ip).send({ email, password });

const register = (t: App, email: string, ip = nextIp()) =>
  request(t.server)
    .post('/api/register')
    .set('X-Forwarded-For', ip)
    .send({ email, password: 'secret-twelve', firstName: 'A', lastName: 'B', termsAccepted: true });

function expectLimited(res: request.Response, what: 'sign-in' | 'sign-up') {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(res.body).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: `Too many ${what} attempts. Please try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
  });
}

describe(`rate limits on sign-in and sign-up (${mode})`, () => {
  it('without a trusted proxy, a rotating X-Forwarded-For does not give fresh per-IP buckets', () =>
    withApp({}, async (t) => {
      for (let i = 0; i < LIMIT; i++) {
        expect((await login(t, uniqueEmail())).status).toBe(401);
      }
      expectLimited(await login(t, uniqueEmail()), 'sign-in');
      // Blocked before the password check: even the right credentials wait.
      expectLimited(await login(t, uniqueEmail(), nextIp(), 'whatever-password'), 'sign-in');
      // Sign-up is counted separately.
      expect((await register(t, uniqueEmail())).status).toBe(201);
    }));

  it('behind a trusted proxy, each client has its own buckets, per IP and per account', () =>
    withApp({ TRUST_PROXY: 'true' }, async (t) => {
      for (let i = 0; i < LIMIT * 2; i++) {
        expect((await login(t, uniqueEmail())).status).toBe(401);
      }
      const target = uniqueEmail('victim');
      expect((await register(t, target)).status).toBe(201);
      const attacker = nextIp();
      // The attacker's client tries one account from one address, then from another address.
      for (let i = 0; i < LIMIT; i++) {
        expect((await login(t, target, attacker)).status).toBe(401);
      }
      expectLimited(await login(t, target, attacker), 'sign-in');
      // The same email written differently is the same account, and the same bucket.
      expectLimited(await login(t, `  ${target.toUpperCase()} `, attacker), 'sign-in');
      // The owner's client has not failed: the right password still signs in.
      expect((await login(t, target, nextIp(), 'secret-twelve')).status).toBe(200);
    }));

  it('behind a trusted proxy, one client IP is limited whatever emails it tries', () =>
    withApp({ TRUST_PROXY: '1' }, async (t) => {
      const ip = nextIp();
      for (let i = 0; i < LIMIT; i++) {
        expect((await login(t, uniqueEmail(), ip)).status).toBe(401);
      }
      expectLimited(await login(t, uniqueEmail(), ip), 'sign-in');
      expect((await login(t, uniqueEmail(), nextIp())).status).toBe(401);
    }));

  it('limits sign-up per IP and per email', () =>
    withApp({ TRUST_PROXY: 'true' }, async (t) => {
      const ip = nextIp();
      for (let i = 0; i < LIMIT; i++) {
        expect((await register(t, uniqueEmail(), ip)).status).toBe(201);
      }
      expectLimited(await register(t, uniqueEmail(), ip), 'sign-up');

      const email = uniqueEmail();
      expect((await register(t, email)).status).toBe(201);
      for (let i = 1; i < LIMIT; i++) expect((await register(t, email)).status).toBe(409);
      expectLimited(await register(t, email), 'sign-up');
    }));

  it('malformed attempts count against the IP too', () =>
    withApp({}, async (t) => {
      for (let i = 0; i < LIMIT; i++) {
        const res = await request(t.server)
          .post('/api/login')
          .send({ email: ['a@example.com', 'b@example.com'], password: 'secret12' });
        expect(res.status).toBe(400);
      }
      expectLimited(await login(t, uniqueEmail()), 'sign-in');
    }));

  it('signed-in traffic elsewhere is not limited', () =>
    withApp({}, async (t) => {
      const { agent } = await signUp(t.server);
      for (let i = 0; i < LIMIT * 3; i++) await agent.get('/api/user').expect(200);
    }));
});
