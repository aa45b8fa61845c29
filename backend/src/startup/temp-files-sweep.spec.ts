import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sweepTempFiles } from './temp-files-sweep';

describe('sweepTempFiles', () => {
  it('removes leftovers older than the cut-off, keeps fresh ones and every other file', async () => {
    const csvDir = mkdtempSync(join(tmpdir(), 'gc-sweep-csv-'));
    const uploads = mkdtempSync(join(tmpdir(), 'gc-sweep-up-'));
    mkdirSync(join(uploads, 'carousel'));
    const now = Date.now();
    const file = (path: string, ageMs: number) => {
      writeFileSync(path, 'x');
      utimesSync(path, (now - ageMs) / 1000, (now - ageMs) / 1000);
      return path;
    };
    const hour = 60 * 60 * 1000;
    const staleCsv = file(join(csvDir, '3f2a9c1b7d'), 2 * hour);
    const freshCsv = file(join(csvDir, '9c1b7d3f2a'), 60_000);
    const stalePart = file(join(uploads, 'carousel', '.0b5e.part'), 2 * hour);
    const image = file(join(uploads, 'carousel', 'a1b2.png'), 2 * hour);

    const removed = await sweepTempFiles({ csvUploadDir: csvDir, uploadDir: uploads }, hour, now);
    expect(removed).toBe(2);
    const nowhere = join(csvDir, 'nope');
    await expect(
      sweepTempFiles({ csvUploadDir: nowhere, uploadDir: nowhere }, hour, now),
    ).resolves.toBe(0);
    expect([staleCsv, freshCsv, stalePart, image].map((p) => existsSync(p))).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });
});
