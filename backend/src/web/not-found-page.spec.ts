import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isClientRoute } from './not-found-page';

const SHELL_SRC = join(__dirname, '..', '..', '..', 'frontend-shell', 'src');

/** Every `path: '…'` a route object of the shell declares (specs left out). */
function shellRoutePaths(dir = SHELL_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) return shellRoutePaths(file);
    if (!/\.tsx$/.test(entry.name) || /\.spec\.tsx$/.test(entry.name)) return [];
    return [...readFileSync(file, 'utf8').matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]);
  });
}

describe('isClientRoute', () => {
  it("knows every page of the shell's router, so none of them answers 404", () => {
    const paths = shellRoutePaths().filter((p) => p !== '*');
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const sample = path
        .replace('/admin/*', '/admin/jobs')
        .replace(':id', '0190b2a4-5f6e-7a8b-9c0d-1e2f3a4b5c6d')
        .replace(/:[a-z]+\?/gi, 'x')
        .replace(/:[a-z]+/gi, 'x');
      expect({ path, known: isClientRoute(sample) }).toEqual({ path, known: true });
    }
  });

  it('answers no for paths the shell has no page for', () => {
    expect(isClientRoute('/nowhere')).toBe(false);
    expect(isClientRoute('/jobs/not-a-uuid')).toBe(false);
    expect(isClientRoute('/account/other')).toBe(false);
  });
});
