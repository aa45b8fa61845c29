import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';

export const fixture = (name: string): Buffer => readFileSync(join(__dirname, 'fixtures', name));

export const FIVE_MB = 5 * 1024 * 1024;

/** A real PNG padded with trailing bytes to exactly `size` bytes (decoders ignore them). */
export function pngOfSize(size: number): Buffer {
  const png = fixture('field.png');
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
}

export type UploadPurpose = 'carousel-images' | 'team-logos';

/** Asks for an upload address as an admin: `{uploadUrl, imagePath}`. */
export async function issueUpload(
  admin: TestAgent,
  fileName: string,
  purpose: UploadPurpose = 'carousel-images',
): Promise<{ uploadUrl: string; imagePath: string }> {
  const res = await admin.post(`/api/admin/${purpose}/upload-url`).send({ fileName }).expect(201);
  return res.body;
}

/** PUTs raw bytes to a local upload address, as the browser does (no session needed). */
export function putLocal(server: Server, uploadUrl: string, body: Buffer, type = 'image/png') {
  return request(server).put(uploadUrl).set('Content-Type', type).send(body);
}
