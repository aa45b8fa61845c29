import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SHELL_TEMPLATE =
  '<!doctype html><html><head><title>Gridiron Careers</title><meta name="description" content="Your gateway to American football careers" data-seo="name:description"><!--app-config--></head><body><div id="root"></div></body></html>';

/** A built shell's stand-in: a directory with only index.html, for the server's page heads. */
export function shellDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gc-job-pages-'));
  writeFileSync(join(dir, 'index.html'), SHELL_TEMPLATE);
  return dir;
}
