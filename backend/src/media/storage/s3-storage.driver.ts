import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config/app-config';
import { s3PublicBaseUrl } from './s3-addresses';
import type { StorageDriver } from './storage-driver';

const notFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/**
 * Any S3-compatible store. The browser PUTs to a presigned URL; as a presigned PUT cannot cap size
 * or type, the media service reads the object back and checks it before any record uses it.
 */
export class S3StorageDriver implements StorageDriver {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  /** Signs upload URLs for the address browsers use (S3_PRESIGN_ENDPOINT), when it differs. */
  private readonly presigner: S3Client;
  private readonly base: string;

  constructor(private readonly s3: S3Config) {
    this.client = S3StorageDriver.client(s3, s3.endpoint);
    this.presigner = s3.presignEndpoint
      ? S3StorageDriver.client(s3, s3.presignEndpoint)
      : this.client;
    this.base = s3PublicBaseUrl(s3);
  }

  private static client(s3: S3Config, endpoint: string | undefined): S3Client {
    return new S3Client({
      endpoint,
      region: s3.region,
      forcePathStyle: s3.forcePathStyle,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      // Otherwise the SDK signs a checksum of the empty body into presigned PUT URLs, and the
      // store refuses the real file.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  uploadUrl(upload: { key: string }, expiresAt: Date): Promise<string> {
    const expiresIn = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000));
    return getSignedUrl(
      this.presigner,
      new PutObjectCommand({ Bucket: this.s3.bucket, Key: upload.key }),
      { expiresIn },
    );
  }

  publicUrl(key: string): string {
    return `${this.base}/${key}`;
  }

  async put(key: string, body: Buffer, mimeType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.s3.bucket,
        Key: key,
        Body: body,
        ContentType: mimeType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async read(key: string, maxBytes: number) {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.s3.bucket, Key: key }),
      );
      const size = head.ContentLength ?? 0;
      if (size > maxBytes) return { size, body: null };
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.s3.bucket, Key: key }),
      );
      const body = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      return { size: body.length, body: body.length > maxBytes ? null : body };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: key }));
  }

  destroy(): void {
    this.client.destroy();
    if (this.presigner !== this.client) this.presigner.destroy();
  }
}
