/** Where uploaded files live: the local disk or an S3-compatible store (docs/product.md#run-modes). */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** The address the browser PUTs a pending upload's bytes to. */
  uploadUrl(upload: { id: string; key: string }, expiresAt: Date): Promise<string>;
  /** The public address of a stored file. */
  publicUrl(key: string): string;
  /** Stores bytes under a key (received uploads, demo images). */
  put(key: string, body: Buffer, mimeType: string): Promise<void>;
  /** Reads a stored object whole, or null when it does not exist. */
  read(key: string, maxBytes: number): Promise<{ size: number; body: Buffer | null } | null>;
  /** Removes a stored file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Closes the driver's connections at shutdown, when it keeps any. */
  destroy?(): void;
}

export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');
