import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { adminGrant } from '../src/cli/admin-grant';
import { loadConfig } from '../src/config/load-config';
import { mailLayoutLoaded } from '../src/mail/templates/mail-layout';
import { StartupService } from '../src/startup/startup.service';
import { DEFAULT_EMBEDDED_ADMIN_EMAIL } from '../src/users/admin-bootstrap.service';
import { signUp } from './auth-helpers';
import { freshEnvironment, startApp, TEST_MODE, TestEnv } from './harness';

const signIn = (server: Parameters<typeof request>[0], email: string, password: string) =>
  request(server).post('/api/login').send({ email, password });

describe(`admin bootstrap and admin:grant (${TEST_MODE})`, () => {
  let environment: TestEnv;

  beforeEach(async () => {
    environment = await freshEnvironment();
  });
  afterEach(() => environment.dispose());

  it('ADMIN_EMAIL + ADMIN_PASSWORD create that admin, and promote an existing account', async () => {
    const env = {
      ...environment.env,
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'boss-password',
    };
    const first = await startApp(env);
    try {
      // The first test of the file: nothing has laid out a mail in this process yet.
      expect(mailLayoutLoaded()).toBe(false);
      expect(await first.app.get(StartupService).run()).toMatchObject({
        admin: { kind: 'configured', email: 'boss@example.com' },
      });
      // Loaded before the server listens, so the first mail holds up no request beside it.
      expect(mailLayoutLoaded()).toBe(true);
      const res = await signIn(first.server, 'boss@example.com', 'boss-password').expect(200);
      expect(res.body.isAdmin).toBe(true);
    } finally {
      await first.close();
    }

    const other = await startApp(environment.env);
    let memberEmail: string;
    try {
      memberEmail = (await signUp(other.server)).user.email;
    } finally {
      await other.close();
    }
    const promoted = await startApp({
      ...environment.env,
      ADMIN_EMAIL: memberEmail,
      ADMIN_PASSWORD: 'now-admin',
    });
    try {
      await promoted.app.get(StartupService).run();
      const res = await signIn(promoted.server, memberEmail, 'now-admin').expect(200);
      expect(res.body.isAdmin).toBe(true);
    } finally {
      await promoted.close();
    }
  });

  it('without them, the embedded mode creates one admin once; a server database gets none', async () => {
    const t = await startApp(environment.env);
    try {
      const report = await t.app.get(StartupService).run();
      if (TEST_MODE === 'sqlite') {
        expect(report.admin).toMatchObject({
          kind: 'created',
          email: DEFAULT_EMBEDDED_ADMIN_EMAIL,
        });
        const password = (report.admin as { password: string }).password;
        expect(password.length).toBeGreaterThanOrEqual(12);
        const res = await signIn(t.server, DEFAULT_EMBEDDED_ADMIN_EMAIL, password).expect(200);
        expect(res.body.isAdmin).toBe(true);
        expect((await t.app.get(StartupService).run()).admin).toEqual({ kind: 'exists' });
      } else {
        expect(report.admin).toEqual({ kind: 'none' });
      }
    } finally {
      await t.close();
    }
  });

  it('admin:grant promotes an existing account and names a missing one', async () => {
    const t = await startApp(environment.env);
    try {
      const member = await signUp(t.server);
      const config = loadConfig(environment.env);
      await expect(adminGrant(config, `  ${member.user.email.toUpperCase()} `)).resolves.toBe(
        `${member.user.email.toUpperCase()} is now an administrator.`,
      );
      await member.agent.get('/api/admin/users').expect(200);
      await expect(adminGrant(config, 'nobody@example.com')).rejects.toThrow(
        'No account with the email nobody@example.com: sign up first.',
      );
      await expect(adminGrant(config, undefined)).rejects.toThrow('Usage: npm run admin:grant');
    } finally {
      await t.close();
    }
  });

  it('removes temporary upload files an earlier crash left behind, at start', async () => {
    const folder = join(environment.dataDir, 'uploads', 'carousel');
    mkdirSync(folder, { recursive: true });
    const stale = join(folder, '.0b5e7d.part');
    writeFileSync(stale, 'half an image');
    const twoHoursAgo = (Date.now() - 2 * 60 * 60 * 1000) / 1000;
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    const app = await startApp(environment.env);
    try {
      await app.app.get(StartupService).run();
      expect(existsSync(stale)).toBe(false);
    } finally {
      await app.close();
    }
  });
});
