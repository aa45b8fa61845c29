import { UnsupportedMediaTypeException } from '@nestjs/common';
import sharp from 'sharp';

/** The longest side a stored image keeps; larger ones are scaled down (carousel: 1920 wide). */
export const MAX_IMAGE_EDGE = 4096;

/** Decoding stops past this many pixels (a small file can declare enormous dimensions). */
const MAX_INPUT_PIXELS = 50_000_000;

/** Each accepted type is written back as itself. */
const ENCODERS: Record<string, (image: sharp.Sharp) => sharp.Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  'image/png': (image) => image.png({ compressionLevel: 9 }),
  'image/webp': (image) => image.webp({ quality: 85 }),
  'image/gif': (image) => image.gif(),
  'image/avif': (image) => image.avif({ quality: 60 }),
};

/**
 * Decodes an uploaded image and encodes its pixels anew in the same format: whatever else the
 * file carried (comments, metadata such as EXIF location, trailing bytes, markup or script of a
 * polyglot) is not written, and the longest side is bounded. EXIF orientation is applied first
 * so photos keep their orientation without the metadata. Throws 415 when the bytes do not decode.
 */
export async function reencodeImage(bytes: Buffer, mimeType: string): Promise<Buffer> {
  const encode = ENCODERS[mimeType];
  if (!encode) throw new UnsupportedMediaTypeException(`${mimeType} images are not accepted`);
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: true })
    .rotate()
    .resize({
      width: MAX_IMAGE_EDGE,
      height: MAX_IMAGE_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    });
  try {
    return await encode(image).toBuffer();
  } catch {
    throw new UnsupportedMediaTypeException(
      'The image could not be decoded (damaged, or too many pixels): upload another file',
    );
  }
}
