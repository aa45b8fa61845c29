/**
 * Writes the OpenAPI document to docs/openapi.json (`npm run openapi`), or with --check exits 1
 * when the committed file differs from what the code declares.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config/load-config';
import { createApp } from '../create-app';
import { buildOpenApiDocument } from '../openapi/openapi';

export const OPENAPI_FILE = resolve(__dirname, '..', '..', '..', 'docs', 'openapi.json');

export async function renderOpenApi(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
  try {
    const app = await createApp(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dir,
        DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`,
      }),
    );
    const text = JSON.stringify(buildOpenApiDocument(app), null, 2) + '\n';
    await app.close();
    return text;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const text = await renderOpenApi();
  if (process.argv.includes('--check')) {
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    if (committed !== text) {
      console.error('docs/openapi.json is stale: run `npm run openapi` and commit the result.');
      process.exit(1);
    }
    console.log('docs/openapi.json is up to date.');
    return;
  }
  writeFileSync(OPENAPI_FILE, text);
  console.log(`Wrote ${OPENAPI_FILE}`);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
