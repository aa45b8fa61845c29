import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { UploadSigner } from '../upload-signer';
import type { StorageDriver } from './storage-driver';

/** Files under `$DATA_DIR/uploads`, served at `/uploads/`; uploads are PUT to this server. */
export class LocalStorageDriver implements StorageDriver {
  readonly kind = 'local' as const;

  constructor(
    private readonly root: string,
    private readonly signer: UploadSigner,
  ) {}

  async uploadUrl(upload: { id: string }, expiresAt: Date): Promise<string> {
    return this.signer.url(upload.id, expiresAt);
  }

  publicUrl(key: string): string {
    return `/uploads/${key}`;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    // Written beside the target under a dot-name (never served), then renamed: readers never see
    // half a file.
    const temp = join(dirname(target), `.${randomUUID()}.part`);
    try {
      await writeFile(temp, body, { flag: 'wx' });
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async read(key: string, maxBytes: number) {
    const path = this.pathOf(key);
    try {
      const { size } = await stat(path);
      return { size, body: size > maxBytes ? null : await readFile(path) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Keys are server-made, but a key must never reach outside the upload folder all the same. */
  private pathOf(key: string): string {
    const root = resolve(this.root);
    const path = resolve(root, key);
    if (!path.startsWith(root + sep))
      throw new Error(`Storage key outside the upload folder: ${key}`);
    return path;
  }
}
