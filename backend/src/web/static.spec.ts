import express from 'express';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { staticFiles } from './static';

describe('staticFiles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gc-static-'));
  const script = 'console.log("home page");';
  writeFileSync(join(dir, 'main.js'), 'console.log(1)');
  writeFileSync(join(dir, 'main.js.map'), '{"version":3}');
  writeFileSync(join(dir, 'main.0123456789.js'), script);
  writeFileSync(join(dir, 'main.0123456789.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'main.0123456789.js.gz'), gzipSync(script));
  const appWith = (sourceMaps: boolean) => express().use(staticFiles(dir, sourceMaps));
  const app = appWith(false);

  it('answers 404 for source maps by default, and serves them when configured', async () => {
    await request(appWith(false)).get('/main.js').expect(200);
    await request(appWith(false)).get('/main.js.map').expect(404);
    await request(appWith(true)).get('/main.js.map').expect(200, '{"version":3}');
  });

  it('serves the build’s brotli copy of a script to a browser that accepts it', async () => {
    const res = await request(app)
      .get('/main.0123456789.js')
      .set('Accept-Encoding', 'gzip, deflate, br, zstd')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toBe(script);
  });

  it('serves the gzip copy without brotli, and the plain file without either', async () => {
    const gzip = await request(app)
      .get('/main.0123456789.js')
      .set('Accept-Encoding', 'gzip, br;q=0')
      .expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(script);
    const plain = await request(app)
      .get('/main.0123456789.js')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/);
    expect(plain.text).toBe(script);
  });

  it('serves a file the build did not compress as it is', async () => {
    const res = await request(app).get('/main.js').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe('console.log(1)');
  });
});
