import request from 'supertest';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../src/users/password-hasher.service';
import { User } from '../src/users/user.entity';
import { signUp, uniqueEmail } from './auth-helpers';
import { createTestApp, TEST_MODE, TEST_REDIS } from './harness';

type App = Awaited<ReturnType<typeof createTestApp>>;

const mode = `${TEST_MODE}${TEST_REDIS ? ' + Redis' : ''}`;

const registration = (email = uniqueEmail()) => ({
  email,
  password: 'secret-twelve',
  firstName: 'Casey',
  lastName: 'Doe',
  termsAccepted: true,
});

/** The `sid=…` pair of a response's Set-Cookie, for replaying it by hand. */
function sidOf(res: request.Response): string {
  const cookies = res.headers['set-cookie'] as unknown as string[] | undefined;
  const sid = cookies?.find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('no sid cookie in the answer');
  return sid.split(';')[0];
}

describe(`abuse cases on sign-up, sign-in and sessions (${mode})`, () => {
  let t: App;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const storedAdminFlag = async (email: string) =>
    (await t.app.get(DataSource).getRepository(User).findOneByOrFail({ email })).isAdmin;

  it('ignores isAdmin: true in a sign-up', async () => {
    const body = { ...registration(), isAdmin: true };
    const agent = request.agent(t.server);
    const res = await agent.post('/api/register').send(body).expect(201);
    expect(res.body.isAdmin).toBe(false);
    expect((await agent.get('/api/user').expect(200)).body.isAdmin).toBe(false);
    await agent.get('/api/admin/users').expect(403);
    expect(await storedAdminFlag(body.email)).toBe(false);
  });

  it('records when the terms and the newsletter consent were accepted', async () => {
    const before = Date.now() - 2000;
    const body = registration();
    await request(t.server).post('/api/register').send(body).expect(201);
    const stored = await t.app.get(DataSource).getRepository(User).findOneByOrFail({
      email: body.email,
    });
    for (const at of [stored.termsAcceptedAt, stored.newsletterConsentAt]) {
      expect(at).toBeInstanceOf(Date);
      expect(at!.getTime()).toBeGreaterThanOrEqual(before);
      expect(at!.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
    }
    expect(stored.password).toMatch(/^\$argon2id\$/);
  });

  it('refuses __proto__ and constructor payloads without polluting anything', async () => {
    const { email, ...rest } = registration();
    for (const extra of [
      '"__proto__": {"isAdmin": true}',
      '"constructor": {"prototype": {"isAdmin": true}}',
    ]) {
      const raw = `{"email": ${JSON.stringify(email)}, ${JSON.stringify(rest).slice(1, -1)}, ${extra}}`;
      const res = await request(t.server)
        .post('/api/register')
        .set('Content-Type', 'application/json')
        .send(raw);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(
        /^Request body must not contain body\.(__proto__|constructor)/,
      );
    }
    expect(({} as { isAdmin?: unknown }).isAdmin).toBeUndefined();
    expect(await t.app.get(DataSource).getRepository(User).findOneBy({ email })).toBeNull();
  });

  it('refuses an email sent as an array or object, on sign-up and sign-in (400, never 500)', async () => {
    for (const email of [['a@example.com', 'b@example.com'], { $gt: '' }, 42, null]) {
      const up = await request(t.server)
        .post('/api/register')
        .send({ ...registration(), email });
      expect({ email, status: up.status }).toEqual({ email, status: 400 });
      expect(JSON.stringify(up.body.message)).toContain('email must be a valid email address');
      const into = await request(t.server)
        .post('/api/login')
        .send({ email, password: 'secret-twelve' });
      expect({ email, status: into.status }).toEqual({ email, status: 400 });
    }
    for (const body of ['[]', '"text"', '[{"email":"a@example.com"}]']) {
      const res = await request(t.server)
        .post('/api/login')
        .set('Content-Type', 'application/json')
        .send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
  });

  it('answers an unknown email and a wrong password identically', async () => {
    const member = await signUp(t.server);
    const wrong = await request(t.server)
      .post('/api/login')
      .send({ email: member.user.email, password: 'not-the-password' });
    const unknown = await request(t.server)
      .post('/api/login')
      .send({ email: uniqueEmail('nobody'), password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid email or password',
    });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('session fixation: a cookie planted before sign-in is dead after it', async () => {
    // The attacker holds a valid session id (their own) and plants it in the victim's browser.
    const attacker = await request(t.server).post('/api/register').send(registration()).expect(201);
    const planted = sidOf(attacker);
    const victim = await signUp(t.server, { password: 'victim-password' });
    await victim.agent.post('/api/logout').expect(204);

    const res = await request(t.server)
      .post('/api/login')
      .set('Cookie', planted)
      .send({ email: victim.user.email, password: 'victim-password' })
      .expect(200);
    const issued = sidOf(res);
    expect(issued).not.toBe(planted);
    await request(t.server).get('/api/user').set('Cookie', planted).expect(401);
    const me = await request(t.server).get('/api/user').set('Cookie', issued).expect(200);
    expect(me.body.id).toBe(victim.user.id);

    // A made-up session id is never adopted either.
    const forged = 'sid=s%3Aforged-session-id.invalidsignature';
    const again = await request(t.server)
      .post('/api/login')
      .set('Cookie', forged)
      .send({ email: victim.user.email, password: 'victim-password' })
      .expect(200);
    expect(sidOf(again)).not.toBe(forged);
  });

  it('sign-up also issues a new session id: a planted cookie does not become the new account', async () => {
    const attacker = await request(t.server).post('/api/register').send(registration()).expect(201);
    const planted = sidOf(attacker);
    const res = await request(t.server)
      .post('/api/register')
      .set('Cookie', planted)
      .send(registration())
      .expect(201);
    expect(sidOf(res)).not.toBe(planted);
    await request(t.server).get('/api/user').set('Cookie', planted).expect(401);
    const me = await request(t.server).get('/api/user').set('Cookie', sidOf(res)).expect(200);
    expect(me.body.id).toBe(res.body.id);
  });

  it('a cookie replayed after sign-out is dead, everywhere', async () => {
    const member = await signUp(t.server);
    const cookie = (await member.agent.get('/api/user').expect(200)).request.cookies;
    const out = await member.agent.post('/api/logout').expect(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^sid=;/);
    await request(t.server).get('/api/user').set('Cookie', cookie).expect(401);
    await request(t.server).get('/api/admin/users').set('Cookie', cookie).expect(401);
    // Signing out again with the dead cookie is harmless.
    await request(t.server).post('/api/logout').set('Cookie', cookie).expect(204);
  });

  it('a tampered cookie signature is ignored', async () => {
    const member = await signUp(t.server);
    const cookie = (await member.agent.get('/api/user').expect(200)).request.cookies;
    const tampered = cookie.replace(/sid=([^;]+)/, (_m, v: string) => `sid=${v.slice(0, -2)}xx`);
    await request(t.server).get('/api/user').set('Cookie', tampered).expect(401);
  });

  it('sign-up validation names every bad field, with the terms message', async () => {
    const res = await request(t.server)
      .post('/api/register')
      .send({
        email: 'not-an-email',
        password: '123',
        firstName: '',
        lastName: ' ',
        termsAccepted: false,
      })
      .expect(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([
        'email must be a valid email address',
        'password must be at least 8 characters',
        'firstName is required',
        'lastName is required',
        'You must agree to the terms of service to create an account',
      ]),
    );
    const long = await request(t.server)
      .post('/api/register')
      .send({ ...registration(), password: 'x'.repeat(129) })
      .expect(400);
    expect(long.body.message).toContain('password must be at most 128 characters');
    // A value that is no text is told so once, and not that it is too long.
    for (const password of [null, 12345678, ['correct horse battery']]) {
      const mistyped = await request(t.server)
        .post('/api/register')
        .send({ ...registration(), password })
        .expect(400);
      expect(mistyped.body.message).toEqual(['password must be a string']);
    }
  });

  it('refuses short, blank and commonly breached passwords on sign-up; existing ones still sign in', async () => {
    const refused: Array<[string, string]> = [
      ['123456', 'password must be at least 8 characters'],
      ['seven77', 'password must be at least 8 characters'],
      [' '.repeat(8), 'password must contain more than spaces and control characters'],
      ['\0'.repeat(8), 'password must contain more than spaces and control characters'],
      [
        '\t\n \u00a0\r\u2003\u200b ',
        'password must contain more than spaces and control characters',
      ],
      ['password', 'password is one of the most common breached passwords; choose another'],
      ['Football12', 'password is one of the most common breached passwords; choose another'],
    ];
    for (const [password, message] of refused) {
      const res = await request(t.server)
        .post('/api/register')
        .send({ ...registration(), password })
        .expect(400);
      expect(res.body.message).toContain(message);
    }
    await request(t.server)
      .post('/api/register')
      .send({ ...registration(), password: 'ünïcödé 密码 passe' })
      .expect(201);

    // An account made under the old rule (six characters) keeps signing in.
    const email = uniqueEmail('old');
    const hash = await t.app.get(PasswordHasher).hash('abc123');
    await t.app
      .get(DataSource)
      .getRepository(User)
      .insert({ email, password: hash, firstName: 'Old', lastName: 'Timer' });
    await request(t.server).post('/api/login').send({ email, password: 'abc123' }).expect(200);
  });

  it('a taken email answers 409, whatever its case', async () => {
    const member = await signUp(t.server);
    const res = await request(t.server)
      .post('/api/register')
      .send(registration(member.user.email.toUpperCase()))
      .expect(409);
    expect(res.body.message).toBe('An account with this email already exists');
  });
});
