import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { signInAsAdmin } from './auth-helpers';
import { createTestApp } from './harness';
import { fixture, issueUpload, putLocal } from './upload-helpers';

describe('shell HTML: home SEO tags for crawlers without JavaScript', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const shellDir = mkdtempSync(join(tmpdir(), 'gc-shell-seo-'));

  beforeAll(async () => {
    writeFileSync(
      join(shellDir, 'index.html'),
      '<!doctype html><html><head><title>Gridiron Careers</title><meta name="description" content="Your gateway to American football careers" data-seo="name:description"><!--app-config--></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({
      SHELL_DIST_DIR: shellDir,
      PUBLIC_URL: 'https://careers.example.com',
    });
  });
  afterAll(() => t.close());

  it('writes the home title, description, social tags, canonical and JSON-LD into /', async () => {
    const res = await request(t.server).get('/').expect(200);
    expect(res.text).toContain(
      '<title>Gridiron Careers | NFL Jobs and American Football Careers</title>',
    );
    expect(res.text.match(/<meta name="description"/g)).toHaveLength(1);
    expect(res.text).toContain('<meta name="keywords"');
    expect(res.text).toContain('<meta property="og:description"');
    expect(res.text).toContain('<meta name="twitter:title"');
    expect(res.text).toContain('<link rel="canonical" href="https://careers.example.com/"');
    expect(res.text).toContain('"@type":"Organization"');
    const config = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(
      res.text,
    )![1];
    expect(JSON.parse(config).seo.title).toBe(
      'Gridiron Careers | NFL Jobs and American Football Careers',
    );
  });

  it('tells the shell a visitor without a session cookie is signed out', async () => {
    const configOf = (html: string) =>
      JSON.parse(/<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(html)![1]);
    const anonymous = await request(t.server).get('/').expect(200);
    expect(configOf(anonymous.text).signedOut).toBe(true);
    const withCookie = await request(t.server)
      .get('/jobs')
      .set('Cookie', 'sid=s%3Aabc.def')
      .expect(200);
    expect(configOf(withCookie.text).signedOut).toBeUndefined();
  });

  it('writes the home texts into /: null while none are stored, then what the API answers', async () => {
    const configOf = (html: string) =>
      JSON.parse(/<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(html)![1]);
    const before = await request(t.server).get('/').expect(200);
    expect(configOf(before.text).homeContent).toBeNull();
    const admin = await signInAsAdmin(t.app, t.server);
    await admin.agent
      .put('/api/admin/content/homepage')
      .send({ content: { hero: { title: 'Coaching jobs, all in one place' } } })
      .expect(200);
    const res = await request(t.server).get('/').expect(200);
    const stored = await request(t.server).get('/api/admin/content/homepage').expect(200);
    expect(configOf(res.text).homeContent).toEqual(stored.body);
    expect(configOf(res.text).homeContent.content.hero.title).toBe(
      'Coaching jobs, all in one place',
    );
    // Other pages do not carry it.
    const jobs = await request(t.server).get('/page/about-us');
    expect(configOf(jobs.text).homeContent).toBeUndefined();
  });

  it('writes the carousel into / and preloads its first image, the largest paint', async () => {
    const configOf = (html: string) =>
      JSON.parse(/<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(html)![1]);
    const before = await request(t.server).get('/').expect(200);
    expect(configOf(before.text).carousel).toEqual([]);
    expect(before.text).not.toContain('rel="preload" as="image"');
    expect(before.text).toContain('<div id="root"></div>');

    const admin = await signInAsAdmin(t.app, t.server);
    const add = async (name: string, sortOrder: number) => {
      const { uploadUrl, imagePath } = await issueUpload(admin.agent, name);
      await putLocal(t.server, uploadUrl, fixture('field.webp'), 'image/webp').expect(204);
      const res = await admin.agent
        .post('/api/admin/carousel-images')
        .send({ imagePath, altText: name, sortOrder })
        .expect(201);
      return res.body as { imageUrl: string };
    };
    await add('second.webp', 10);
    const first = await add('first.webp', 2);

    const res = await request(t.server).get('/').expect(200);
    const listed = await request(t.server).get('/api/carousel-images').expect(200);
    expect(configOf(res.text).carousel).toEqual(listed.body);
    const preload = `<link rel="preload" as="image" href="${first.imageUrl}" fetchpriority="high">`;
    expect(res.text).toContain(preload);
    expect(res.text.indexOf(preload)).toBeLessThan(res.text.indexOf('</head>'));
    // Painted inside #root before the script runs; the shell's first render replaces it.
    const root = /<div id="root">([\s\S]*?)<\/div><\/body>/.exec(res.text)![1];
    expect(root).toContain(`<img src="${first.imageUrl}" alt=""`);

    const jobs = await request(t.server).get('/jobs').expect(200);
    expect(configOf(jobs.text).carousel).toBeUndefined();
    expect(jobs.text).not.toContain('rel="preload"');
    expect(jobs.text).toContain('<div id="root"></div>');
  });

  it('leaves other pages to the shell (no home canonical on /jobs)', async () => {
    const res = await request(t.server).get('/jobs').expect(200);
    expect(res.text).toContain('<title>Gridiron Careers</title>');
    expect(res.text).not.toContain('rel="canonical"');
  });
});
