import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp } from './harness';

describe('platform: HTTP basics', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const shellDir = mkdtempSync(join(tmpdir(), 'gc-shell-'));
  const adminDir = mkdtempSync(join(tmpdir(), 'gc-admin-'));

  beforeAll(async () => {
    writeFileSync(
      join(shellDir, 'index.html'),
      '<!doctype html><html><head><title>Shell</title><!--app-config--></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(join(shellDir, 'static'));
    writeFileSync(join(shellDir, 'static', 'main.3f2a9c1b7d.js'), 'console.log("shell")');
    writeFileSync(join(shellDir, 'static', 'main.3f2a9c1b7d.js.map'), '{"version":3}');
    writeFileSync(join(adminDir, 'remoteEntry.js'), 'var admin;');
    writeFileSync(join(adminDir, 'remoteEntry.js.map'), '{"version":3}');
    t = await createTestApp({ SHELL_DIST_DIR: shellDir, ADMIN_DIST_DIR: adminDir });
  });
  afterAll(() => t.close());

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await request(t.server).get('/api/no-such-thing').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('sets a request id, echoing a well-formed incoming one', async () => {
    const fresh = await request(t.server).get('/api/health/live').expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await request(t.server).get('/api/health/live').set('X-Request-Id', 'abc-123');
    expect(echoed.headers['x-request-id']).toBe('abc-123');
    const refused = await request(t.server)
      .get('/api/health/live')
      .set('X-Request-Id', '<script>alert(1)</script>');
    expect(refused.headers['x-request-id']).not.toContain('<');
  });

  it('sends security headers (helmet, CSP, nosniff) and no X-Powered-By', async () => {
    const res = await request(t.server).get('/api/health/live');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('reports liveness and readiness', async () => {
    await request(t.server).get('/api/health/live').expect(200, { status: 'ok' });
    const ready = await request(t.server).get('/api/health/ready').expect(200);
    expect(ready.body.status).toBe('ok');
    expect(ready.body.info.database.status).toBe('up');
  });

  it('refuses malformed JSON with 400 and an oversized body with 413', async () => {
    const bad = await request(t.server)
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"a":');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400, message: 'Request body is not valid JSON' });
    const big = await request(t.server)
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'x'.repeat(300 * 1024) }));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ statusCode: 413, message: 'Request body is too large' });
  });

  it.each(['gzip', 'br', 'deflate'])(
    'refuses a body that is not valid %s data with 400 naming it',
    async (encoding) => {
      for (const [type, body] of [
        ['application/json', '{"email":"a@example.com","password":"not compressed"}'],
        ['application/x-www-form-urlencoded', 'email=a%40example.com&password=not+compressed'],
      ]) {
        const res = await request(t.server)
          .post('/api/login')
          .set('Content-Type', type)
          .set('Content-Encoding', encoding)
          .send(body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          statusCode: 400,
          message: `Request body is not valid ${encoding} data`,
        });
      }
    },
  );

  it('refuses deeply nested JSON with 400 before validation, on any route', async () => {
    const nested = '['.repeat(1600) + ']'.repeat(1600);
    for (const path of ['/api/login', '/api/register']) {
      const res = await request(t.server)
        .post(path)
        .set('Content-Type', 'application/json')
        .send(`{"email":${nested},"password":"x"}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/nested too deeply/);
    }
  });

  it('does not serve source maps unless SERVE_SOURCE_MAPS is on', async () => {
    for (const path of ['/static/main.3f2a9c1b7d.js.map', '/remotes/admin/remoteEntry.js.map']) {
      const res = await request(t.server).get(path);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('"version":3');
    }
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const res = await request(t.server)
      .post('/api/logout')
      .set('Origin', 'https://evil.example.com');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Cross-origin request refused');
  });

  it('serves the shell with SPA fallback, run-time config and no-cache HTML', async () => {
    // Paths the shell has no page for get the same HTML (its not-found screen) with a 404.
    for (const [path, status] of [
      ['/', 200],
      ['/jobs', 200],
      ['/page/about-us', 404],
      ['/some/unknown/path', 404],
    ] as const) {
      const res = await request(t.server).get(path).expect(status);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<script id="app-config" type="application/json">');
      expect(res.text).toContain('"adminRemoteUrl":"/remotes/admin/mf-manifest.json"');
    }
  });

  it('writes the run-time config even when the minifier stripped the placeholder', async () => {
    const minified = mkdtempSync(join(tmpdir(), 'gc-shell-min-'));
    writeFileSync(
      join(minified, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body></body></html>',
    );
    const other = await createTestApp({ SHELL_DIST_DIR: minified });
    try {
      const res = await request(other.server).get('/jobs').expect(200);
      expect(res.text).toMatch(
        /<script id="app-config" type="application\/json">\{.*"siteName":"Gridiron Careers".*\}<\/script><\/head>/,
      );
    } finally {
      await other.close();
    }
  });

  it('caches hashed assets for a year and compresses text', async () => {
    const res = await request(t.server)
      .get('/static/main.3f2a9c1b7d.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the admin remote under its own path, never cached stale', async () => {
    const res = await request(t.server).get('/remotes/admin/remoteEntry.js').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    await request(t.server).get('/remotes/admin/missing.js').expect(404);
  });

  it('serves Swagger UI and the OpenAPI JSON with the cookie scheme', async () => {
    await request(t.server).get('/api/docs').redirects(1).expect(200);
    const doc = await request(t.server).get('/api/docs-json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(doc.body.components.securitySchemes.session).toMatchObject({
      in: 'cookie',
      name: 'sid',
    });
    expect(Object.keys(doc.body.paths)).toContain('/api/health/ready');
  });
});
