import { PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Request } from 'express';
import { MAX_UPLOAD_BYTES } from './image-inspection';
import { TOO_LARGE } from './media.service';

/** Past this much, a too-large body is no longer read to the end: the connection is dropped. */
const DRAIN_LIMIT = 4 * MAX_UPLOAD_BYTES;

/**
 * Reads a raw PUT body of at most 5 MB. A larger one is read on (and discarded) so that the
 * client gets the 413 answer instead of a reset connection, up to a hard limit.
 */
export async function readUploadBody(req: Request, limit = MAX_UPLOAD_BYTES): Promise<Buffer> {
  if ((req as Request & { _body?: boolean })._body || req.readableEnded) {
    throw new UnsupportedMediaTypeException(
      'Send the raw image bytes as the request body, with the image type as Content-Type',
    );
  }
  const declared = Number(req.headers['content-length']);
  let tooLarge = Number.isFinite(declared) && declared > limit;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      tooLarge = true;
      chunks.length = 0;
      if (size > DRAIN_LIMIT) break;
    } else if (!tooLarge) {
      chunks.push(chunk);
    }
  }
  if (tooLarge) throw new PayloadTooLargeException(TOO_LARGE);
  return Buffer.concat(chunks, size);
}
