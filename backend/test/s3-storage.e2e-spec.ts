import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MediaAsset } from '../src/media/media-asset.entity';
import { signInAsAdmin, SignedIn } from './auth-helpers';
import { createTestApp, startApp, TEST_MODE } from './harness';
import { startS3Server } from './s3-test-server';
import { FIVE_MB, fixture, issueUpload, pngOfSize } from './upload-helpers';

/** The browser's PUT to a presigned URL: straight to the store, not through the app. */
const putToStore = (url: string, body: Buffer, type = 'image/png') =>
  fetch(url, { method: 'PUT', body, headers: { 'Content-Type': type } });

describe(`s3 storage driver against a real S3-protocol server (${TEST_MODE})`, () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: SignedIn;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp(s3.env);
    admin = await signInAsAdmin(t.app, t.server);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const createImage = (imagePath: string) =>
    admin.agent.post('/api/admin/carousel-images').send({ imagePath, altText: 'Alt' });
  const assets = () => t.app.get(DataSource).getRepository(MediaAsset);

  it('happy path: presigned PUT to the store, checked and kept under its final key', async () => {
    const { uploadUrl, imagePath } = await issueUpload(admin.agent, 'field.webp');
    const url = new URL(uploadUrl);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/gridiron-test/${imagePath}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    // No checksum of an empty body signed in: a real store would refuse the file.
    expect(url.searchParams.has('x-amz-checksum-crc32')).toBe(false);

    expect((await putToStore(uploadUrl, fixture('field.webp'), 'image/webp')).status).toBe(200);
    const created = await createImage(imagePath);
    expect(created.status).toBe(201);
    expect(created.body.imageUrl).toBe(`${s3.endpoint}/gridiron-test/${imagePath}.webp`);

    const served = await fetch(created.body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const kept = Buffer.from(await served.arrayBuffer());
    // Re-encoded by the server: the same picture, written anew.
    expect(await sharp(kept).metadata()).toMatchObject(
      await sharp(fixture('field.webp'))
        .metadata()
        .then(({ format, width, height }) => ({ format, width, height })),
    );
    expect(await s3.exists(imagePath)).toBe(false); // the upload key is gone

    // A second PUT to the same URL cannot change the record's image.
    await putToStore(uploadUrl, Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml');
    const again = await fetch(created.body.imageUrl);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(kept);
    expect((await createImage(imagePath)).status).toBe(409);

    await admin.agent.delete(`/api/admin/carousel-images/${created.body.id}`).expect(204);
    expect(await s3.exists(`${imagePath}.webp`)).toBe(false);
  });

  it('deletes an object over 5 MB at record creation (413)', async () => {
    const { uploadUrl, imagePath } = await issueUpload(admin.agent, 'huge.png');
    expect((await putToStore(uploadUrl, pngOfSize(FIVE_MB + 1))).status).toBe(200);
    const res = await createImage(imagePath);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file is larger than 5 MB');
    expect(await s3.exists(imagePath)).toBe(false);
    expect(await assets().countBy({ fileName: imagePath })).toBe(0);
  });

  it.each([
    ['a text file named .png', Buffer.from('plain text, not a picture'), 'not an image'],
    [
      'an SVG with script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'SVG',
    ],
    [
      'a polyglot',
      Buffer.concat([fixture('field.gif'), Buffer.from('<html><script>alert(1)</script></html>')]),
      'HTML, SVG or script',
    ],
  ])('deletes %s at record creation (415)', async (_name, body, message) => {
    const { uploadUrl, imagePath } = await issueUpload(admin.agent, 'photo.png');
    expect((await putToStore(uploadUrl, body)).status).toBe(200);
    const res = await createImage(imagePath);
    expect(res.status).toBe(415);
    expect(res.body.message).toContain(message);
    expect(await s3.exists(imagePath)).toBe(false);
  });

  it('refuses a forged imagePath, one with no file yet, and one whose address expired', async () => {
    expect((await createImage('carousel/00000000-0000-4000-8000-000000000000')).status).toBe(400);
    const waiting = await issueUpload(admin.agent, 'later.png');
    const notYet = await createImage(waiting.imagePath);
    expect(notYet.status).toBe(400);
    expect(notYet.body.message).toContain('not been uploaded yet');

    await assets().update(
      { fileName: waiting.imagePath },
      { createdAt: new Date(Date.now() - 12 * 60 * 1000) },
    );
    const expired = await createImage(waiting.imagePath);
    expect(expired.status).toBe(410);
    expect((await createImage(waiting.imagePath)).status).toBe(400);
  });

  it('serves no /api/uploads route in this setup', async () => {
    const res = await request(t.server)
      .put('/api/uploads/00000000-0000-4000-8000-000000000000?expires=1&signature=x')
      .set('Content-Type', 'image/png')
      .send(fixture('field.png'));
    expect(res.status).toBe(404);
  });

  it('signs upload URLs for S3_PRESIGN_ENDPOINT when browsers reach the store elsewhere', async () => {
    const browserSide = s3.endpoint.replace('127.0.0.1', 'localhost');
    const other = await startApp({
      ...t.environment.env,
      ...s3.env,
      S3_PRESIGN_ENDPOINT: browserSide,
    });
    try {
      const otherAdmin = await signInAsAdmin(other.app, other.server);
      const { uploadUrl } = await issueUpload(otherAdmin.agent, 'x.png');
      expect(new URL(uploadUrl).origin).toBe(browserSide);
      const csp = (await request(other.server).get('/api/health/live')).headers[
        'content-security-policy'
      ] as string;
      expect(csp).toMatch(new RegExp(`connect-src [^;]*${browserSide}`));
    } finally {
      await other.close();
    }
  });

  it('allows the store origin for images and uploads in the CSP', async () => {
    const res = await request(t.server).get('/api/health/live');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(new RegExp(`img-src [^;]*${s3.endpoint}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${s3.endpoint}`));
  });
});
