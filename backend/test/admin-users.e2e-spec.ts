import { parseString } from '@fast-csv/parse';
import request from 'supertest';
import { AdminUsersService, MESSAGES } from '../src/users/admin-users.service';
import { User } from '../src/users/user.entity';
import { UsersRepository } from '../src/users/users.repository';
import { signInAsAdmin, signUp, SignedIn } from './auth-helpers';
import { createTestApp, TEST_MODE, TEST_REDIS } from './harness';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

function parseCsv(text: string): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString(text.replace(/^\uFEFF/, ''))
      .on('data', (row: string[]) => rows.push(row))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });
}

const mode = `${TEST_MODE}${TEST_REDIS ? ' + Redis' : ''}`;

describe(`admin user management (${mode})`, () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAsAdmin(t.app, t.server);
  });
  afterAll(() => t.close());

  const adminIds = async () =>
    (
      (await admin.agent.get('/api/admin/users').expect(200)).body as {
        id: string;
        isAdmin: boolean;
      }[]
    )
      .filter((u) => u.isAdmin)
      .map((u) => u.id);

  it('lists every user newest first, with the public fields and the state of the address (never a hash)', async () => {
    const member = await signUp(t.server, { firstName: 'Newest' });
    const res = await admin.agent.get('/api/admin/users').expect(200);
    const listed = res.body as { id: string; createdAt: string }[];
    expect(listed.find((u) => u.id === member.user.id)).toEqual({
      id: member.user.id,
      email: member.user.email,
      firstName: 'Newest',
      lastName: 'Lee',
      isAdmin: false,
      createdAt: member.user.createdAt,
      emailConfirmed: false,
      emailUndeliverable: false,
    });
    const times = listed.map((u) => Date.parse(u.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(res.body.map((u: { id: string }) => u.id)).toContain(admin.user.id);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
  });

  it('grants and revokes admin rights; a revoked admin loses them at once, session and all', async () => {
    const member = await signUp(t.server);
    await member.agent.get('/api/admin/users').expect(403);

    const granted = await admin.agent
      .patch(`/api/admin/users/${member.user.id}/admin`)
      .send({ isAdmin: true })
      .expect(200);
    expect(granted.body).toMatchObject({ id: member.user.id, isAdmin: true });
    // The member's existing session now carries admin power (the user is reloaded per request).
    await member.agent.get('/api/admin/users').expect(200);
    expect((await member.agent.get('/api/user').expect(200)).body.isAdmin).toBe(true);

    await admin.agent
      .patch(`/api/admin/users/${member.user.id}/admin`)
      .send({ isAdmin: false })
      .expect(200);
    await member.agent.get('/api/admin/users').expect(403);
    expect((await member.agent.get('/api/user').expect(200)).body.isAdmin).toBe(false);
  });

  it('refuses a non-boolean isAdmin, a malformed id and an unknown user', async () => {
    const member = await signUp(t.server);
    const bad = await admin.agent
      .patch(`/api/admin/users/${member.user.id}/admin`)
      .send({ isAdmin: 'yes' })
      .expect(400);
    expect(bad.body.message).toContain('isAdmin must be true or false');
    await admin.agent.patch(`/api/admin/users/${member.user.id}/admin`).send({}).expect(400);
    const malformed = await admin.agent
      .patch('/api/admin/users/not-a-uuid/admin')
      .send({ isAdmin: true })
      .expect(400);
    expect(malformed.body.message).toBe('id must be a UUID');
    const unknown = await admin.agent
      .patch('/api/admin/users/00000000-0000-4000-8000-000000000000/admin')
      .send({ isAdmin: true })
      .expect(404);
    expect(unknown.body.message).toBe('User not found');
  });

  it('an admin cannot demote or delete themselves (409)', async () => {
    const demote = await admin.agent
      .patch(`/api/admin/users/${admin.user.id}/admin`)
      .send({ isAdmin: false })
      .expect(409);
    expect(demote.body.message).toBe(MESSAGES.selfDemotion);
    const remove = await admin.agent.delete(`/api/admin/users/${admin.user.id}`).expect(409);
    expect(remove.body.message).toBe(MESSAGES.selfDeletion);
    expect(await adminIds()).toContain(admin.user.id);
    await admin.agent.get('/api/user').expect(200);
  });

  it('sets a password (8-128 characters, not blank, not common) and signs the user out', async () => {
    const member = await signUp(t.server, { password: 'old-password' });
    const url = `/api/admin/users/${member.user.id}/password`;
    const short = await admin.agent.patch(url).send({ newPassword: '1234567' }).expect(400);
    expect(short.body.message).toContain('Password must be at least 8 characters');
    const blank = await admin.agent
      .patch(url)
      .send({ newPassword: '\u0000'.repeat(9) })
      .expect(400);
    expect(blank.body.message).toContain(
      'Password must contain more than spaces and control characters',
    );
    const common = await admin.agent.patch(url).send({ newPassword: 'iloveyou' }).expect(400);
    expect(common.body.message).toContain(
      'Password is one of the most common breached passwords; choose another',
    );
    await admin.agent
      .patch(url)
      .send({ newPassword: 'x'.repeat(129) })
      .expect(400);
    await admin.agent.patch(url).send({ newPassword: 123456 }).expect(400);
    await admin.agent
      .patch('/api/admin/users/00000000-0000-4000-8000-000000000000/password')
      .send({ newPassword: 'whatever-you-like' })
      .expect(404);

    await admin.agent.patch(url).send({ newPassword: 'brand-new-pw' }).expect(204);
    await member.agent.get('/api/user').expect(401);
    const login = (password: string) =>
      request(t.server).post('/api/login').send({ email: member.user.email, password });
    expect((await login('old-password')).status).toBe(401);
    expect((await login('brand-new-pw')).status).toBe(200);
  });

  it('an admin changing their own password keeps the session they did it from', async () => {
    const other = await signInAsAdmin(t.app, t.server);
    await other.agent
      .patch(`/api/admin/users/${other.user.id}/password`)
      .send({ newPassword: 'my-new-password' })
      .expect(204);
    await other.agent.get('/api/admin/users').expect(200);
  });

  it('deletes a user: gone from the list, the session dead, sign-in refused', async () => {
    const member = await signUp(t.server);
    const cookie = (await member.agent.get('/api/user').expect(200)).request.cookies;
    await admin.agent.delete(`/api/admin/users/${member.user.id}`).expect(204);
    await request(t.server).get('/api/user').set('Cookie', cookie).expect(401);
    await request(t.server)
      .post('/api/login')
      .send({ email: member.user.email, password: member.password })
      .expect(401);
    const ids = (await admin.agent.get('/api/admin/users').expect(200)).body.map(
      (u: { id: string }) => u.id,
    );
    expect(ids).not.toContain(member.user.id);
    await admin.agent.delete(`/api/admin/users/${member.user.id}`).expect(404);
  });

  it('a deleted admin loses admin power on the existing session', async () => {
    const other = await signInAsAdmin(t.app, t.server);
    await admin.agent.delete(`/api/admin/users/${other.user.id}`).expect(204);
    await other.agent.get('/api/admin/users').expect(401);
  });

  it('exports users as a CSV attachment with formula cells neutralised', async () => {
    const evil = await signUp(t.server, { firstName: '=HYPERLINK("http://x")', lastName: '+1' });
    const minus = await signUp(t.server, { firstName: '-2', lastName: '@SUM(A1)' });
    const res = await admin.agent.get('/api/admin/users/export').buffer(true).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename=users-export-${today}.csv`,
    );
    const rows = await parseCsv(res.text);
    expect(rows[0]).toEqual([
      'id',
      'email',
      'firstName',
      'lastName',
      'isAdmin',
      'newsletterConsent',
      'emailConfirmed',
      'createdAt',
    ]);
    const byId = new Map(rows.slice(1).map((r) => [r[0], r]));
    expect(byId.get(evil.user.id)).toEqual([
      evil.user.id,
      evil.user.email,
      `'=HYPERLINK("http://x")`,
      "'+1",
      'false',
      'true',
      'false',
      evil.user.createdAt,
    ]);
    expect(byId.get(minus.user.id)?.slice(2, 4)).toEqual(["'-2", "'@SUM(A1)"]);
    expect(byId.get(admin.user.id)?.[4]).toBe('true');
    const listed = (await admin.agent.get('/api/admin/users').expect(200)).body.length;
    expect(rows).toHaveLength(listed + 1);
  });

  it('answers a JSON 503, not a broken file, when the database fails before the export starts', async () => {
    const users = t.app.get(UsersRepository);
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), {
      code: 'ECONNREFUSED',
    });
    const spy = jest.spyOn(users, 'iterateOldestFirst').mockReturnValue({
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(down) }),
    } as AsyncGenerator<User>);
    try {
      const res = await admin.agent.get('/api/admin/users/export').expect(503);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    } finally {
      spy.mockRestore();
    }
  });
});

/** Each case needs a database with a known set of admins: an app of its own, one after another
 * (a fresh environment empties the shared Redis test database, so never two at once). */
describe(`the last admin (${mode})`, () => {
  it('the last admin cannot be demoted or deleted (409), even by a caller who just lost the right', async () => {
    const t2 = await createTestApp();
    try {
      const only = await signInAsAdmin(t2.app, t2.server);
      const member = await signUp(t2.server);
      const service = t2.app.get(AdminUsersService);
      // A request that passed the access check just before its caller was demoted.
      await expect(
        service.setAdmin({ id: member.user.id }, only.user.id, false),
      ).rejects.toMatchObject({
        status: 409,
        message: MESSAGES.lastAdminDemotion,
      });
      await expect(service.delete({ id: member.user.id }, only.user.id)).rejects.toMatchObject({
        status: 409,
        message: MESSAGES.lastAdminDeletion,
      });
      await only.agent.get('/api/admin/users').expect(200);
    } finally {
      await t2.close();
    }
  });

  it('two admins demoting each other at the same time leave exactly one admin', async () => {
    const t2 = await createTestApp();
    try {
      const a = await signInAsAdmin(t2.app, t2.server);
      const b = await signInAsAdmin(t2.app, t2.server);
      const [ra, rb] = await Promise.all([
        a.agent.patch(`/api/admin/users/${b.user.id}/admin`).send({ isAdmin: false }),
        b.agent.patch(`/api/admin/users/${a.user.id}/admin`).send({ isAdmin: false }),
      ]);
      const statuses = [ra.status, rb.status].sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const winner = ra.status === 200 ? a : b;
      const list = (await winner.agent.get('/api/admin/users').expect(200)).body as {
        isAdmin: boolean;
      }[];
      expect(list.filter((u) => u.isAdmin)).toHaveLength(1);
    } finally {
      await t2.close();
    }
  });
});
