import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { signInAsAdmin, SignedIn } from './auth-helpers';
import { createTestApp, TEST_MODE } from './harness';
import { hostileImages } from './hostile-images';
import { issueUpload, putLocal } from './upload-helpers';

describe(`uploaded images are re-encoded (${TEST_MODE})`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAsAdmin(t.app, t.server);
  });
  afterAll(() => t.close());

  const stored = (imagePath: string, ext: string) =>
    readFileSync(join(t.environment.dataDir, 'uploads', `${imagePath}.${ext}`));

  it('stores images carrying markup, script or metadata without any of it', async () => {
    for (const { name, bytes, ext, payloads } of await hostileImages()) {
      const { uploadUrl, imagePath } = await issueUpload(admin.agent, name);
      await putLocal(t.server, uploadUrl, bytes).expect(204);
      const file = stored(imagePath, ext);
      for (const payload of payloads)
        expect({ name, found: file.includes(payload) }).toEqual({ name, found: false });
      const meta = await sharp(file).metadata();
      expect({ name, format: meta.format, exif: meta.exif, comments: meta.comments }).toEqual({
        name,
        format: { jpg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' }[ext],
        exif: undefined,
        comments: undefined,
      });
    }
  });

  it('bounds the dimensions of a huge image', async () => {
    const wide = await sharp({
      create: { width: 6000, height: 300, channels: 3, background: '#1d4d2b' },
    })
      .png()
      .toBuffer();
    const { uploadUrl, imagePath } = await issueUpload(admin.agent, 'wide.png');
    await putLocal(t.server, uploadUrl, wide).expect(204);
    const meta = await sharp(stored(imagePath, 'png')).metadata();
    expect([meta.width, meta.height]).toEqual([4096, 205]);
  });

  it('refuses bytes that look like an image but do not decode (415)', async () => {
    const png = Buffer.from(readFileSync(join(__dirname, 'fixtures', 'field.png')));
    png.fill(0x41, 60); // keep the signature and header, ruin the image data
    const { uploadUrl } = await issueUpload(admin.agent, 'broken.png');
    const res = await putLocal(t.server, uploadUrl, png).expect(415);
    expect(res.body.message).toMatch(/could not be decoded/);
  });
});
