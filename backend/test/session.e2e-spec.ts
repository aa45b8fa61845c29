import request from 'supertest';
import { signUp, uniqueEmail } from './auth-helpers';
import { freshEnvironment, startApp, TEST_MODE, TEST_REDIS, TestEnv } from './harness';

const store = TEST_REDIS ? 'Redis' : 'SQL';

const registration = () => ({
  email: uniqueEmail(),
  password: 'session-secret-1',
  firstName: 'A',
  lastName: 'B',
  termsAccepted: true,
});

describe(`sessions (${TEST_MODE}, ${store} store)`, () => {
  let environment: TestEnv;

  beforeAll(async () => {
    environment = await freshEnvironment();
  });
  afterAll(() => environment.dispose());

  it('sign-up starts a session with the session cookie flags (HttpOnly, SameSite=Lax, rolling expiry)', async () => {
    const t = await startApp(environment.env);
    try {
      const res = await request(t.server).post('/api/register').send(registration()).expect(201);
      const cookie = res.headers['set-cookie'][0];
      expect(cookie).toMatch(/^sid=/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//);
      const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]).getTime();
      expect(expires - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
      expect(expires - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600 * 1000 + 5000);
    } finally {
      await t.close();
    }
  });

  it('in production behind a trusted TLS proxy the cookie is Secure', async () => {
    const t = await startApp({
      ...environment.env,
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      PASSWORD_HASHING: 'standard', // production refuses the test runs' parameters
    });
    try {
      const res = await request(t.server)
        .post('/api/register')
        .set('X-Forwarded-Proto', 'https')
        .send(registration())
        .expect(201);
      const cookie = res.headers['set-cookie'][0];
      expect(cookie).toMatch(/^sid=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
    } finally {
      await t.close();
    }
  });

  it('survives an app restart', async () => {
    const first = await startApp(environment.env);
    const { agent, user } = await signUp(first.server);
    const cookie = (await agent.get('/api/user').expect(200)).request.cookies;
    expect(cookie).toContain('sid=');
    await first.close();

    const second = await startApp(environment.env);
    try {
      const res = await request(second.server).get('/api/user').set('Cookie', cookie).expect(200);
      expect(res.body).toMatchObject({ id: user.id, email: user.email });
    } finally {
      await second.close();
    }
  });

  it('logout destroys the session: the old cookie is dead afterwards', async () => {
    const t = await startApp(environment.env);
    try {
      const { agent } = await signUp(t.server);
      const cookie = (await agent.get('/api/user').expect(200)).request.cookies;
      await agent.post('/api/logout').expect(204);
      await request(t.server).get('/api/user').set('Cookie', cookie).expect(401);
    } finally {
      await t.close();
    }
  });
});
