import { readFileSync } from 'node:fs';
import { OPENAPI_FILE, renderOpenApi } from '../src/cli/openapi';

describe('OpenAPI document', () => {
  it('docs/openapi.json is what the code declares (run `npm run openapi` after API changes)', async () => {
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    expect(committed).toBe(await renderOpenApi());
  });

  it('declares the session cookie scheme and sorted paths', async () => {
    const doc = JSON.parse(await renderOpenApi());
    expect(doc.components.securitySchemes.session).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'sid',
    });
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual([...paths].sort((a, b) => a.localeCompare(b)));
  });
});
