import express from 'express';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { staticFiles } from './static';

describe('staticFiles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gc-static-'));
  writeFileSync(join(dir, 'main.js'), 'console.log(1)');
  writeFileSync(join(dir, 'main.js.map'), '{"version":3}');
  const appWith = (sourceMaps: boolean) => express().use(staticFiles(dir, sourceMaps));

  it('answers 404 for source maps by default, and serves them when configured', async () => {
    await request(appWith(false)).get('/main.js').expect(200);
    await request(appWith(false)).get('/main.js.map').expect(404);
    await request(appWith(true)).get('/main.js.map').expect(200, '{"version":3}');
  });
});
