import request from 'supertest';
import { DataSource } from 'typeorm';
import { User } from '../src/users/user.entity';
import { signUp } from './auth-helpers';
import { createTestApp, TEST_MODE, TEST_REDIS } from './harness';
import { migrateToJustBefore, useMigrationDatabase } from './migration-database';

type App = Awaited<ReturnType<typeof createTestApp>>;

const mode = `${TEST_MODE}${TEST_REDIS ? ' + Redis' : ''}`;
let counter = 0;
/** A fresh plain address and its look-alikes (accented, decomposed, upper-case). */
function addresses() {
  counter += 1;
  const local = `admin${Date.now()}x${counter}`;
  return {
    plain: `${local}@example.com`,
    accented: `${local.replace('i', '\u00ed')}@example.com`,
    decomposed: `${local.replace('i', 'i\u0301')}@example.com`,
    shouting: `${local.toUpperCase().replace('I', '\u00cd')}@EXAMPLE.COM`,
  };
}

const registration = (email: string) => ({
  email,
  password: 'member-password',
  firstName: 'Casey',
  lastName: 'Doe',
  termsAccepted: true,
});

describe(`one email, one account (${mode})`, () => {
  let t: App;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses to sign in with an accented look-alike of an account’s email', async () => {
    const a = addresses();
    await signUp(t.server, { email: a.plain, password: 'member-password' });
    for (const variant of [a.accented, a.decomposed, a.shouting]) {
      const res = await request(t.server)
        .post('/api/login')
        .send({ email: variant, password: 'member-password' });
      expect(res.status).toBe(401);
    }
    await request(t.server)
      .post('/api/login')
      .send({ email: `  ${a.plain.toUpperCase()} `, password: 'member-password' })
      .expect(200);
  });

  it('answers 409 to a sign-up of a look-alike, either way round', async () => {
    const a = addresses();
    await request(t.server).post('/api/register').send(registration(a.plain)).expect(201);
    for (const variant of [a.accented, a.decomposed, a.shouting]) {
      const res = await request(t.server).post('/api/register').send(registration(variant));
      expect(res.status).toBe(409);
    }
    const b = addresses();
    await request(t.server).post('/api/register').send(registration(b.accented)).expect(201);
    await request(t.server).post('/api/register').send(registration(b.plain)).expect(409);
    // The accented account signs in with its own address (decomposed input composes the same).
    await request(t.server)
      .post('/api/login')
      .send({ email: b.decomposed, password: 'member-password' })
      .expect(200);
  });

  it('stores the normalised address', async () => {
    const res = await request(t.server)
      .post('/api/register')
      .send(registration(`  Ｊordan.${Date.now()}@Example.COM `))
      .expect(201);
    expect(res.body.email).toMatch(/^jordan\.\d+@example\.com$/);
    const stored = await t.app.get(DataSource).getRepository(User).findOneByOrFail({
      id: res.body.id,
    });
    expect(stored.email).toBe(res.body.email);
  });
});

// Sign-in attempts are counted per client and per account + client (a stranger cannot lock the
// owner out), so the per-account bucket that look-alike variants could dodge is sign-up's.
describe(`the per-email sign-up limit counts look-alikes together (${mode})`, () => {
  it('gives accent variants no fresh bucket, whatever address they come from', async () => {
    const t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3', TRUST_PROXY: 'true' });
    try {
      const a = addresses();
      const variants = [a.plain, a.accented, a.decomposed];
      for (const [i, email] of variants.entries()) {
        const res = await request(t.server)
          .post('/api/register')
          .set('X-Forwarded-For', `198.51.100.${i + 1}`)
          .send(registration(email));
        expect(res.status).toBe(i === 0 ? 201 : 409);
      }
      const res = await request(t.server)
        .post('/api/register')
        .set('X-Forwarded-For', '198.51.100.9')
        .send(registration(a.shouting));
      expect(res.status).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe(`the EmailIdentity migration (${TEST_MODE})`, () => {
  const database = useMigrationDatabase();
  const q = (ds: DataSource, name: string) => ds.driver.escape(name);
  const insertUser = (ds: DataSource, id: string, email: string) =>
    ds.query(
      `INSERT INTO ${q(ds, 'users')} (${['id', 'email', 'password', 'firstName', 'lastName']
        .map((c) => q(ds, c))
        .join(', ')}) VALUES (?, ?, 'x', 'A', 'B')`,
      [id, email],
    );

  it('normalises the existing addresses and fills their keys', async () => {
    const ds = database();
    await migrateToJustBefore(ds, 'EmailIdentity');
    await insertUser(ds, '00000000-0000-4000-8000-000000000001', 'admi\u0301n@example.com');
    await insertUser(ds, '00000000-0000-4000-8000-000000000002', ' Other@Example.com');
    await ds.runMigrations();
    const rows: Array<{ email: string; emailKey: string }> = await ds.query(
      `SELECT ${q(ds, 'email')}, ${q(ds, 'emailKey')} FROM ${q(ds, 'users')} ORDER BY ${q(ds, 'id')}`,
    );
    expect(rows).toEqual([
      { email: 'adm\u00edn@example.com', emailKey: 'admin@example.com' },
      { email: 'other@example.com', emailKey: 'other@example.com' },
    ]);
  });

  // MySQL's old case- and accent-insensitive unique index could not hold two such rows.
  (TEST_MODE === 'sqlite' ? it : it.skip)('stops with the colliding addresses named', async () => {
    const ds = database();
    await migrateToJustBefore(ds, 'EmailIdentity');
    await ds.query(`DELETE FROM ${q(ds, 'users')}`);
    await insertUser(ds, '00000000-0000-4000-8000-000000000003', 'casey@example.com');
    await insertUser(ds, '00000000-0000-4000-8000-000000000004', 'Cásey@example.com');
    await expect(ds.runMigrations()).rejects.toThrow(
      /Merge or change them, then migrate again: casey@example\.com \/ Cásey@example\.com/,
    );
  });
});
