import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where CSV uploads are received before the import reads them; each file is removed after it. */
export const CSV_UPLOAD_DIR = join(tmpdir(), 'gridiron-csv-uploads');

/** Local storage writes `.<uuid>.part` beside the target, then renames it (see its driver). */
const PART_FILE = /^\..+\.part$/;

/** A leftover is older than any upload in flight could be. */
export const TEMP_FILE_MAX_AGE_MS = 60 * 60 * 1000;

async function entriesOf(dir: string) {
  try {
    return await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/**
 * Removes temporary files a crash left behind: received CSV files, and half-written uploads of the
 * local storage. Only files older than `olderThanMs` go, so a replica sharing the folders never
 * loses a file another one is still writing. Returns how many were removed.
 */
export async function sweepTempFiles(
  dirs: { csvUploadDir: string; uploadDir?: string },
  olderThanMs = TEMP_FILE_MAX_AGE_MS,
  now = Date.now(),
): Promise<number> {
  const candidates = [
    ...(await entriesOf(dirs.csvUploadDir)).filter((e) => e.isFile()),
    ...(dirs.uploadDir ? await entriesOf(dirs.uploadDir) : []).filter(
      (e) => e.isFile() && PART_FILE.test(e.name),
    ),
  ].map((e) => join(e.parentPath, e.name));
  let removed = 0;
  for (const path of candidates) {
    const { mtimeMs } = await stat(path);
    if (now - mtimeMs < olderThanMs) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}
