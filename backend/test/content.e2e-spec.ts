import request from 'supertest';
import { signInAsAdmin, signUp, SignedIn } from './auth-helpers';
import { createTestApp, TEST_MODE } from './harness';

describe(`page content (${TEST_MODE})`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAsAdmin(t.app, t.server);
  });
  afterAll(() => t.close());

  it('answers 404 for a page key with no content, and 400 for a malformed key', async () => {
    const missing = await request(t.server).get('/api/admin/content/careers').expect(404);
    expect(missing.body.message).toBe("No content is stored for page 'careers'");
    for (const key of ['Home_Page', 'a'.repeat(65), 'home%20page', '%2e%2e']) {
      const res = await request(t.server).get(`/api/admin/content/${key}`);
      expect({ key, status: res.status }).toEqual({ key, status: 400 });
    }
    const bad = await admin.agent.put('/api/admin/content/Jobs!').send({ content: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('pageKey must be 1-64 lowercase letters');
  });

  it('stores a page for admins and serves it to everyone', async () => {
    const content = {
      hero: { title: 'Your gateway to American football careers', subtitle: 'Since 2024' },
      stats: { title: 'At a glance', successfulPlacements: 250 },
      featuredJobs: { title: 'Featured Opportunities', subtitle: 'Hand-picked' },
    };
    const saved = await admin.agent.put('/api/admin/content/homepage').send({ content });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ pageId: 'homepage', content });
    expect(new Date(saved.body.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const read = await request(t.server).get('/api/admin/content/homepage').expect(200);
    expect(read.body).toEqual(saved.body);

    const replaced = { ...content, hero: { ...content.hero, title: 'New title ✓ — “quotes”' } };
    await admin.agent.put('/api/admin/content/homepage').send({ content: replaced }).expect(200);
    const again = await request(t.server).get('/api/admin/content/homepage').expect(200);
    expect(again.body.content.hero.title).toBe('New title ✓ — “quotes”');
  });

  it('keeps other page keys apart', async () => {
    await admin.agent
      .put('/api/admin/content/jobs')
      .send({ content: { title: 'Football Jobs', filterLabels: { position: 'Role' } } })
      .expect(200);
    const jobs = await request(t.server).get('/api/admin/content/jobs').expect(200);
    expect(jobs.body.content).toEqual({
      title: 'Football Jobs',
      filterLabels: { position: 'Role' },
    });
  });

  it('refuses content that is not a JSON object with 400', async () => {
    for (const content of [[1, 2], 'text', 42, null]) {
      const res = await admin.agent.put('/api/admin/content/jobs').send({ content });
      expect({ content, status: res.status }).toEqual({ content, status: 400 });
    }
    const missing = await admin.agent.put('/api/admin/content/jobs').send({});
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body.message)).toContain('content must be a JSON object');
    const placements = await admin.agent
      .put('/api/admin/content/homepage')
      .send({ content: { stats: { successfulPlacements: 'lots' } } });
    expect(placements.status).toBe(400);
    expect(placements.body.message).toContain('successfulPlacements must be a whole number');
  });

  it('refuses content over 64 KB with 413 and keeps the stored page', async () => {
    const before = await request(t.server).get('/api/admin/content/jobs').expect(200);
    const atLimit = { text: 'x'.repeat(64 * 1024 - 20) };
    await admin.agent.put('/api/admin/content/limit').send({ content: atLimit }).expect(200);
    const res = await admin.agent
      .put('/api/admin/content/jobs')
      .send({ content: { text: 'x'.repeat(64 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body.message).toContain('at most 64 KB');
    const after = await request(t.server).get('/api/admin/content/jobs').expect(200);
    expect(after.body.content).toEqual(before.body.content);
  });

  it('lets only admins write', async () => {
    await request(t.server)
      .put('/api/admin/content/jobs')
      .send({ content: { title: 'x' } })
      .expect(401);
    const member = await signUp(t.server);
    await member.agent
      .put('/api/admin/content/jobs')
      .send({ content: { title: 'x' } })
      .expect(403);
  });
});
