import request from 'supertest';
import { signInAsAdmin, signUp, SignedIn } from './auth-helpers';
import { createTestApp, TEST_MODE } from './harness';

const page = (overrides: Record<string, unknown> = {}) => ({
  title: 'Career Resources',
  slug: 'career-resources',
  content: '<p>Guides for job seekers.</p>',
  footerSection: 'job-seekers',
  footerOrder: '1',
  isActive: true,
  ...overrides,
});

describe(`custom pages (${TEST_MODE})`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAsAdmin(t.app, t.server);
    member = await signUp(t.server);
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>) =>
    admin.agent.post('/api/admin/custom-pages').send(body);

  it('creates a page and serves it by slug', async () => {
    const res = await create(page());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...page(), id: expect.any(String) });
    const read = await request(t.server).get('/api/custom-pages/career-resources').expect(200);
    expect(read.body).toMatchObject(page());
    await request(t.server).get('/api/custom-pages/no-such-page').expect(404, {
      statusCode: 404,
      message: 'Page not found',
      error: 'Not Found',
    });
  });

  it('stores content clean: the XSS corpus loses every script, handler and javascript: URL', async () => {
    const corpus = [
      '<p>Intro</p><script>alert(document.cookie)</script>',
      '<img src="/x.png" onerror="alert(1)">',
      '<a href="javascript:alert(1)">click</a>',
      '<svg onload="alert(1)"><circle r="1"/></svg>',
      '<style>body { display: none }</style>',
      '<p onclick="alert(1)" style="color:red">Styled</p>',
      '<iframe src="https://evil.example.com"></iframe>',
      '<a href="https://example.com" target="_blank">Safe link</a>',
    ].join('\n');
    const res = await create(page({ slug: 'xss-corpus', title: 'XSS', content: corpus }));
    expect(res.status).toBe(201);
    const stored = (await request(t.server).get('/api/custom-pages/xss-corpus').expect(200)).body
      .content as string;
    for (const bad of [
      '<script',
      'onerror',
      'javascript:',
      '<svg',
      'onload',
      '<style',
      'display: none',
      'onclick',
      'style=',
      '<iframe',
    ]) {
      expect({ bad, found: stored.toLowerCase().includes(bad) }).toEqual({ bad, found: false });
    }
    expect(stored).toContain('<p>Intro</p>');
    expect(stored).toContain('<img src="/x.png" />');
    expect(stored).toContain('<a>click</a>');
    expect(stored).toContain('<p>Styled</p>');
    expect(stored).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Safe link</a>',
    );

    const update = await admin.agent
      .put(`/api/admin/custom-pages/${res.body.id}`)
      .send({ content: '<p>Updated</p><script>alert(2)</script>' });
    expect(update.body.content).toBe('<p>Updated</p>');

    const empty = await create(page({ slug: 'only-script', content: '<script>x()</script>' }));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('content is empty once unsafe markup');
  });

  it('checks the slug, title, content and footer fields', async () => {
    for (const slug of [
      'Has-Capitals',
      'double--hyphen',
      '-leading',
      'trailing-',
      'sp ace',
      'ü',
      '',
    ]) {
      const res = await create(page({ slug }));
      expect({ slug, status: res.status }).toEqual({ slug, status: 400 });
    }
    const missing = await create({ slug: 'x-page' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual(
      expect.arrayContaining([
        expect.stringContaining('title'),
        expect.stringContaining('content'),
      ]),
    );
    const section = await create(page({ slug: 'bad-section', footerSection: 'sidebar' }));
    expect(section.status).toBe(400);
    expect(section.body.message).toEqual([
      'footerSection must be one of job-seekers, organizations, company',
    ]);
    const order = await create(page({ slug: 'bad-order', footerOrder: 'first' }));
    expect(order.body.message).toEqual(['footerOrder must be a whole number']);
    const numeric = await create(
      page({ slug: 'numeric-order', footerOrder: 3, footerSection: null }),
    );
    expect(numeric.status).toBe(201);
    expect(numeric.body).toMatchObject({ footerOrder: '3', footerSection: null });
    const defaults = await create({ title: 'Defaults', slug: 'defaults', content: 'Plain\ntext' });
    expect(defaults.body).toMatchObject({
      footerOrder: '0',
      footerSection: null,
      isActive: true,
      content: 'Plain\ntext',
    });
  });

  it('gives a slug to one page only, even under 20 parallel creates', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create(page({ slug: 'contended-slug', title: `Attempt ${i}` })),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.message).toBe("A page with the slug 'contended-slug' already exists");
    }
    const list = await request(t.server).get('/api/custom-pages').expect(200);
    expect(list.body.filter((p: { slug: string }) => p.slug === 'contended-slug')).toHaveLength(1);
  });

  it('refuses to rename a page to a taken slug', async () => {
    const other = await create(page({ slug: 'other-page', title: 'Other' })).expect(201);
    const res = await admin.agent
      .put(`/api/admin/custom-pages/${other.body.id}`)
      .send({ slug: 'career-resources' });
    expect(res.status).toBe(409);
    const renamed = await admin.agent
      .put(`/api/admin/custom-pages/${other.body.id}`)
      .send({ slug: 'other-page-renamed', title: 'Renamed', footerOrder: 7 });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      slug: 'other-page-renamed',
      title: 'Renamed',
      footerOrder: '7',
    });
    await admin.agent
      .put('/api/admin/custom-pages/00000000-0000-4000-8000-000000000000')
      .send({ title: 'x' })
      .expect(404);
  });

  it('hides inactive pages from the public and shows them to admins', async () => {
    const created = await create(
      page({ slug: 'draft-page', title: 'Draft', isActive: false, content: '<p>Secret draft</p>' }),
    ).expect(201);

    for (const caller of [request(t.server), member.agent]) {
      const list = await caller.get('/api/custom-pages').expect(200);
      expect(list.body.map((p: { slug: string }) => p.slug)).not.toContain('draft-page');
      const one = await caller.get('/api/custom-pages/draft-page').expect(200);
      expect(one.body).toEqual({
        id: created.body.id,
        slug: 'draft-page',
        title: 'Draft',
        isActive: false,
      });
    }
    const adminList = await admin.agent.get('/api/custom-pages').expect(200);
    const draft = adminList.body.find((p: { slug: string }) => p.slug === 'draft-page');
    expect(draft).toEqual({
      id: created.body.id,
      slug: 'draft-page',
      title: 'Draft',
      isActive: false,
      footerSection: 'job-seekers',
      footerOrder: '1',
    });
    const adminOne = await admin.agent.get('/api/custom-pages/draft-page').expect(200);
    expect(adminOne.body.content).toBe('<p>Secret draft</p>');
  });

  it('lists pages in numeric footerOrder', async () => {
    await create(page({ slug: 'order-ten', title: 'Ten', footerOrder: '10' })).expect(201);
    await create(page({ slug: 'order-two', title: 'Two', footerOrder: '2' })).expect(201);
    const list = await request(t.server).get('/api/custom-pages').expect(200);
    const slugs = list.body.map((p: { slug: string }) => p.slug);
    expect(slugs.indexOf('order-two')).toBeLessThan(slugs.indexOf('order-ten'));
  });

  it('deletes a page', async () => {
    const created = await create(page({ slug: 'to-delete' })).expect(201);
    await admin.agent.delete(`/api/admin/custom-pages/${created.body.id}`).expect(204);
    await request(t.server).get('/api/custom-pages/to-delete').expect(404);
    await admin.agent.delete(`/api/admin/custom-pages/${created.body.id}`).expect(404);
    await admin.agent.delete('/api/admin/custom-pages/not-a-uuid').expect(400);
  });
});
