import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Team } from '../src/teams/team.entity';
import { signInAsAdmin } from './auth-helpers';
import { createTestApp } from './harness';

const NOINDEX = '<meta name="robots" content="noindex" data-seo="name:robots">';

describe('shell HTML: pages the server knows are missing answer 404 with noindex', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const shellDir = mkdtempSync(join(tmpdir(), 'gc-not-found-'));

  beforeAll(async () => {
    writeFileSync(
      join(shellDir, 'index.html'),
      '<!doctype html><html><head><title>Gridiron Careers</title><meta name="description" content="Jobs"><!--app-config--></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({ SHELL_DIST_DIR: shellDir });
    await t.app.get(DataSource).getRepository(Team).insert({
      name: 'St. Louis Riverhawks',
      initials: 'SR',
      level: 'Professional',
      location: 'St. Louis, MO',
      logoUrl: null,
    });
    const admin = await signInAsAdmin(t.app, t.server);
    await admin.agent
      .post('/api/admin/custom-pages')
      .send({ title: 'About us', slug: 'about', content: 'Who we are' })
      .expect(201);
  });
  afterAll(() => t.close());

  it.each([
    '/no-such-page',
    '/jobs/not-a-job-id',
    '/jobs/extra/path/here',
    '/teams',
    '/page/missing',
    '/teams/missing',
  ])('%s: 404, the shell (its not-found screen) and noindex', async (path) => {
    const res = await request(t.server).get(path).expect(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<div id="root">');
    expect(res.text).toContain('id="app-config"');
    expect(res.text).toContain(NOINDEX);
    expect(res.text).toContain('<title>Page Not Found - Gridiron Careers</title>');
  });

  it.each(['/', '/jobs', '/auth', '/admin/jobs', '/page/about', '/teams/st-louis-riverhawks'])(
    '%s: 200 and indexable',
    async (path) => {
      const res = await request(t.server).get(path).expect(200);
      expect(res.text).not.toContain('noindex');
    },
  );

  it('a malformed escape in the address is a 404 too, never a 500', async () => {
    await request(t.server).get('/teams/%E0%A4%A').expect(404);
  });
});
