import request from 'supertest';
import { signInAsAdmin, signUp, uniqueEmail } from './auth-helpers';
import { freshEnvironment, startApp, TEST_MODE, TEST_REDIS, TestApp, TestEnv } from './harness';

const mode = `${TEST_MODE}${TEST_REDIS ? ' + Redis' : ''}`;
const LIMIT = 4;

/** Two replicas of the app on one database (and one Redis), as behind a load balancer. */
describe(`two app instances sharing one database (${mode})`, () => {
  let environment: TestEnv;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    environment = await freshEnvironment({
      RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT),
      TRUST_PROXY: 'true',
    });
    a = await startApp(environment.env);
    b = await startApp(environment.env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await environment.dispose();
  });

  it('a session started on one instance works on the other, and sign-out there ends it', async () => {
    const { agent, user } = await signUp(a.server);
    const cookie = (await agent.get('/api/user').expect(200)).request.cookies;

    const onB = await request(b.server).get('/api/user').set('Cookie', cookie).expect(200);
    expect(onB.body).toMatchObject({ id: user.id, email: user.email });

    await request(b.server).post('/api/logout').set('Cookie', cookie).expect(204);
    await request(a.server).get('/api/user').set('Cookie', cookie).expect(401);
  });

  it('an admin change made on one instance takes effect on the other at once', async () => {
    const admin = await signInAsAdmin(a.app, a.server);
    const member = await signUp(a.server);
    const memberCookie = (await member.agent.get('/api/user').expect(200)).request.cookies;
    const adminCookie = (await admin.agent.get('/api/user').expect(200)).request.cookies;

    await request(b.server)
      .patch(`/api/admin/users/${member.user.id}/admin`)
      .set('Cookie', adminCookie)
      .send({ isAdmin: true })
      .expect(200);
    await request(a.server).get('/api/admin/users').set('Cookie', memberCookie).expect(200);

    await request(b.server)
      .delete(`/api/admin/users/${member.user.id}`)
      .set('Cookie', adminCookie)
      .expect(204);
    await request(a.server).get('/api/user').set('Cookie', memberCookie).expect(401);
  });

  // Without Redis the counters live in each process: the embedded mode runs one process only.
  const limitedAcross = TEST_REDIS ? it : it.skip;
  limitedAcross(
    'the sign-in limit for an account holds across instances (Redis counters)',
    async () => {
      const email = uniqueEmail('target');
      // One client alternating between the instances: each instance alone sees half the attempts.
      const attempt = (server: TestApp['server']) =>
        request(server)
          .post('/api/login')
          .set('X-Forwarded-For', '198.51.100.7')
          .send({ email, password: 'wrong-password' });
      for (let i = 0; i < LIMIT; i++) {
        expect((await attempt(i % 2 ? a.server : b.server)).status).toBe(401);
      }
      expect((await attempt(a.server)).status).toBe(429);
      expect((await attempt(b.server)).status).toBe(429);
    },
  );
});
