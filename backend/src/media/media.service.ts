import {
  BadRequestException,
  ConflictException,
  GoneException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { UploadUrlDto } from './dto/upload-url.dto';
import { ACCEPTED_IMAGES, MAX_UPLOAD_BYTES, prepareImage } from './image-inspection';
import { MediaAsset, MediaPurpose } from './media-asset.entity';
import { MediaRepository } from './media.repository';
import { STORAGE_DRIVER, StorageDriver } from './storage/storage-driver';
import { UploadSigner } from './upload-signer';

/** An upload address works for 10 minutes (docs/product.md#uploads). */
export const UPLOAD_TTL_MS = 10 * 60 * 1000;
/** Uploads no record used after this long are removed, files and rows. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

const PURPOSE_LABEL: Record<MediaPurpose, string> = {
  carousel: 'carousel images',
  'team-logo': 'team logos',
};
const IMAGE_PATH =
  /^(carousel|team-logo)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const TOO_LARGE = 'The file is larger than 5 MB';

/** The client's file name as a label only: no folders, no control characters. */
export function cleanOriginalName(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean === '.' || clean === '..' ? '' : clean).slice(0, 255) || 'upload';
}

/** The stored file's key: the issued name plus the extension of the type its bytes showed. */
export function storedKey(asset: Pick<MediaAsset, 'fileName' | 'mimeType' | 'status'>): string {
  const extension = ACCEPTED_IMAGES[asset.mimeType];
  return asset.status === 'pending' || !extension
    ? asset.fileName
    : `${asset.fileName}.${extension}`;
}

/**
 * The upload flow (docs/product.md#uploads): issue a signed single-use address, receive or verify the bytes, and
 * hand a checked file to exactly one record; deleting the record deletes the file.
 */
@Injectable()
export class MediaService {
  private readonly logger = new Logger(MediaService.name);

  constructor(
    private readonly repo: MediaRepository,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly signer: UploadSigner,
  ) {}

  async issueUpload(
    purpose: MediaPurpose,
    fileName: string,
    now = new Date(),
  ): Promise<UploadUrlDto> {
    await this.sweepAbandoned(now).catch((err: unknown) =>
      this.logger.warn({ err }, 'Could not remove abandoned uploads'),
    );
    const id = randomUUID();
    const asset = await this.repo.createPending({
      id,
      fileName: `${purpose}/${id}`,
      originalName: cleanOriginalName(fileName),
      purpose,
    });
    const uploadUrl = await this.storage.uploadUrl(
      { id, key: asset.fileName },
      new Date(now.getTime() + UPLOAD_TTL_MS),
    );
    return { uploadUrl, imagePath: asset.fileName };
  }

  /**
   * The local driver's PUT: checks the address first, then reads the body (at most 5 MB) and its
   * bytes, then stores the file under the server's key.
   */
  async receiveUpload(
    id: string,
    expires: number,
    signature: string,
    readBody: () => Promise<Buffer>,
    now = Date.now(),
  ): Promise<void> {
    if (this.storage.kind !== 'local') {
      throw new NotFoundException('Uploads go straight to the object store in this setup');
    }
    if (!this.signer.verify(id, expires, signature)) {
      throw new BadRequestException('This upload address is not valid');
    }
    if (now > expires) {
      throw new GoneException('This upload address has expired: ask for a new one');
    }
    const asset = await this.repo.findById(id);
    if (!asset || asset.status !== 'pending') {
      throw new GoneException('This upload address has already been used: ask for a new one');
    }
    const body = await readBody();
    if (body.length > MAX_UPLOAD_BYTES) throw new PayloadTooLargeException(TOO_LARGE);
    if (body.length === 0) throw new BadRequestException('The request carried no file');
    const image = await prepareImage(body);
    const received = {
      status: 'received' as const,
      mimeType: image.mimeType,
      fileSize: String(image.bytes.length),
    };
    const key = storedKey({ ...asset, ...received });
    // Claim the address first: of two simultaneous PUTs exactly one stores its file.
    const claimed = await this.repo.advance(id, 'pending', {
      ...received,
      url: this.storage.publicUrl(key),
    });
    if (!claimed) {
      throw new GoneException('This upload address has already been used: ask for a new one');
    }
    try {
      await this.storage.put(key, image.bytes, image.mimeType);
    } catch (err) {
      await this.repo.advance(id, 'received', { status: 'pending' });
      throw err;
    }
  }

  /**
   * Hands the upload named by `imagePath` to one new record: only a path this server issued for
   * this purpose, whose checked file arrived, and that no other record uses.
   */
  async attach(imagePath: string, purpose: MediaPurpose, now = Date.now()): Promise<MediaAsset> {
    const asset = IMAGE_PATH.test(imagePath) ? await this.repo.findByFileName(imagePath) : null;
    if (!asset || asset.purpose !== purpose) {
      throw new BadRequestException(
        `imagePath must be an upload this server issued for ${PURPOSE_LABEL[purpose]}`,
      );
    }
    if (asset.status === 'pending') await this.receiveFromObjectStore(asset, now);
    if (
      asset.status === 'attached' ||
      !(await this.repo.advance(asset.id, 'received', { status: 'attached' }))
    ) {
      throw new ConflictException('This upload is already used by another record');
    }
    return { ...asset, status: 'attached' };
  }

  /** Deletes a record's file and its media row (nothing when the record had no upload). */
  async release(where: { imagePath?: string | null; url?: string | null }): Promise<void> {
    const asset = where.imagePath
      ? await this.repo.findByFileName(where.imagePath)
      : where.url
        ? await this.repo.findByUrl(where.url)
        : null;
    if (!asset) return;
    await this.removeAsset(asset);
  }

  /** Stores a file the server itself ships (demo images), already attached to its record. */
  async storeOwnImage(
    manager: EntityManager,
    purpose: MediaPurpose,
    originalName: string,
    bytes: Buffer,
    altText: string | null = null,
  ): Promise<{ imagePath: string; url: string }> {
    const image = await prepareImage(bytes);
    const fileName = `${purpose}/${randomUUID()}`;
    const key = `${fileName}.${image.extension}`;
    await this.storage.put(key, image.bytes, image.mimeType);
    const url = this.storage.publicUrl(key);
    await this.repo.createAttached(manager, {
      fileName,
      originalName,
      purpose,
      mimeType: image.mimeType,
      fileSize: String(image.bytes.length),
      url,
      altText,
    });
    return { imagePath: fileName, url };
  }

  /**
   * The s3 driver's check: a presigned PUT cannot cap size or type, so the object is read back.
   * An invalid object is deleted; a valid one is rewritten under its final key with the type its
   * bytes showed (the uploader's Content-Type is never trusted), and the upload key is removed.
   */
  private async receiveFromObjectStore(asset: MediaAsset, now: number): Promise<void> {
    if (this.storage.kind === 'local') {
      throw new BadRequestException('The file for this imagePath has not been uploaded yet');
    }
    const expired = now - asset.createdAt.getTime() > UPLOAD_TTL_MS + 60_000;
    const object = await this.storage.read(asset.fileName, MAX_UPLOAD_BYTES);
    if (!object) {
      if (expired) {
        await this.removeAsset(asset);
        throw new GoneException('The upload address expired before a file arrived: upload again');
      }
      throw new BadRequestException('The file for this imagePath has not been uploaded yet');
    }
    const discard = () => this.removeAsset(asset);
    if (!object.body) {
      await discard();
      throw new PayloadTooLargeException(TOO_LARGE);
    }
    if (object.body.length === 0) {
      await discard();
      throw new BadRequestException('The uploaded file is empty');
    }
    const image = await prepareImage(object.body).catch(async (err: unknown) => {
      await discard();
      throw err;
    });
    const received = {
      status: 'received' as const,
      mimeType: image.mimeType,
      fileSize: String(image.bytes.length),
    };
    const key = storedKey({ ...asset, ...received });
    await this.storage.put(key, image.bytes, image.mimeType);
    if (
      !(await this.repo.advance(asset.id, 'pending', {
        ...received,
        url: this.storage.publicUrl(key),
      }))
    ) {
      throw new ConflictException('This upload is already used by another record');
    }
    await this.storage.delete(asset.fileName);
    Object.assign(asset, received, { url: this.storage.publicUrl(key) });
  }

  private async removeAsset(asset: MediaAsset): Promise<void> {
    await this.storage.delete(storedKey(asset));
    if (storedKey(asset) !== asset.fileName) await this.storage.delete(asset.fileName);
    await this.repo.delete(asset.id);
  }

  private async sweepAbandoned(now: Date): Promise<void> {
    const stale = await this.repo.findAbandoned(new Date(now.getTime() - ABANDONED_AFTER_MS), 50);
    for (const asset of stale) await this.removeAsset(asset);
  }
}
