import { UnsupportedMediaTypeException } from '@nestjs/common';
import { reencodeImage } from './image-reencoder';

/** Image types an upload may be (docs/product.md#uploads); SVG is never accepted (it can carry script). */
export const ACCEPTED_IMAGES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Markup that browsers or other tools could execute. A real photo never contains these words as
 * plain text; a polyglot (an image header followed by HTML or SVG) does.
 */
const MARKUP = /<(?:script|html|svg|iframe|body|object|embed|meta|head)[\s>/]|<\?php|javascript:/i;

export interface InspectedImage {
  mimeType: string;
  extension: string;
}

/** An accepted image, re-encoded: the bytes to store. */
export interface PreparedImage extends InspectedImage {
  bytes: Buffer;
}

// file-type is published as ES modules only; a dynamic import loads it from CommonJS.
const fileTypeCore = () => import('file-type/core');

/**
 * Decides what an uploaded file really is from its bytes, never from its name or the declared
 * Content-Type. Throws 415 naming the problem when it is not one of the accepted images.
 */
export async function inspectImage(bytes: Buffer): Promise<InspectedImage> {
  const { fileTypeFromBuffer } = await fileTypeCore();
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected && ACCEPTED_IMAGES[detected.mime];
  if (!detected || !extension) {
    const problem = looksLikeSvg(bytes)
      ? 'SVG images are refused (they can carry script)'
      : detected
        ? `The file's bytes are ${detected.mime}`
        : 'The file is not an image';
    throw new UnsupportedMediaTypeException(
      `${problem}: upload a JPEG, PNG, WebP, GIF or AVIF image`,
    );
  }
  if (MARKUP.test(bytes.toString('latin1'))) {
    throw new UnsupportedMediaTypeException(
      'The file contains HTML, SVG or script text besides image data, and is refused',
    );
  }
  return { mimeType: detected.mime, extension };
}

function looksLikeSvg(bytes: Buffer): boolean {
  return /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString('utf8'));
}

/** Inspects an upload's bytes, then re-encodes the image: what the server stores. */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  const image = await inspectImage(bytes);
  return { ...image, bytes: await reencodeImage(bytes, image.mimeType) };
}
