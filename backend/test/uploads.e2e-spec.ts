import sharp from 'sharp';
import { existsSync, readdirSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { join, relative } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MediaAsset } from '../src/media/media-asset.entity';
import { UploadSigner } from '../src/media/upload-signer';
import { signInAsAdmin, SignedIn } from './auth-helpers';
import { createTestApp, TEST_MODE } from './harness';
import { FIVE_MB, fixture, issueUpload, pngOfSize, putLocal } from './upload-helpers';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe(`uploads and carousel images, local storage (${TEST_MODE})`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: SignedIn;
  let uploadDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAsAdmin(t.app, t.server);
    uploadDir = join(t.environment.dataDir, 'uploads');
  });
  afterAll(() => t.close());

  const assets = () => t.app.get(DataSource).getRepository(MediaAsset);

  it('happy path: address, PUT, record; the image is listed and served as an image', async () => {
    const webp = fixture('field.webp');
    const { uploadUrl, imagePath } = await issueUpload(admin.agent, 'Stadium Night.webp');
    expect(uploadUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);
    expect(imagePath).toMatch(/^carousel\/[0-9a-f-]{36}$/);
    const expires = Number(new URL(uploadUrl, 'http://x').searchParams.get('expires'));
    expect(expires - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);

    // The browser sends no session with the PUT: the signed address is the authority.
    await putLocal(t.server, uploadUrl, webp, 'image/webp').expect(204);

    const created = await admin.agent
      .post('/api/admin/carousel-images')
      .send({ imagePath, originalFileName: 'Stadium Night.webp', altText: '', sortOrder: 1 })
      .expect(201);
    expect(created.body).toMatchObject({
      imagePath,
      imageUrl: `/uploads/${imagePath}.webp`,
      originalFileName: 'Stadium Night.webp',
      altText: 'Stadium Night.webp', // alt text defaults to the original file name
      sortOrder: '1',
      isActive: true,
    });

    const list = await request(t.server).get('/api/carousel-images').expect(200);
    expect(list.body.map((i: { id: string }) => i.id)).toContain(created.body.id);

    const served = await request(t.server).get(created.body.imageUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    // The server stores the picture re-encoded, never the uploaded bytes themselves.
    const kept = served.body as Buffer;
    expect(await sharp(kept).metadata()).toMatchObject({ format: 'webp', width: 48, height: 32 });

    const asset = await assets().findOneByOrFail({ fileName: imagePath });
    expect(asset).toMatchObject({
      status: 'attached',
      purpose: 'carousel',
      mimeType: 'image/webp',
      fileSize: String(kept.length),
      originalName: 'Stadium Night.webp',
      url: created.body.imageUrl,
    });
  });

  it('accepts every image type by its bytes, whatever the declared Content-Type', async () => {
    for (const [name, ext] of [
      ['field.jpg', 'jpg'],
      ['field.png', 'png'],
      ['field.gif', 'gif'],
    ]) {
      const { uploadUrl, imagePath } = await issueUpload(admin.agent, name);
      await putLocal(t.server, uploadUrl, fixture(name), 'application/octet-stream').expect(204);
      expect(existsSync(join(uploadDir, `${imagePath}.${ext}`))).toBe(true);
    }
  });

  it('answers an upload over the limit with 413 and closes the connection', async () => {
    const { port } = t.server.address() as AddressInfo;
    for (const size of [FIVE_MB + 1024, 5 * FIVE_MB]) {
      const { uploadUrl } = await issueUpload(admin.agent, 'huge.png');
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      const closed = new Promise<boolean>((resolve) => {
        socket.on('close', () => resolve(true));
        socket.on('error', () => undefined);
        setTimeout(() => resolve(false), 5000);
      });
      // A client that sends the whole body before it reads anything.
      socket.write(
        `PUT ${uploadUrl} HTTP/1.1\r\nHost: localhost\r\nContent-Type: image/png\r\n` +
          `Content-Length: ${size}\r\n\r\n`,
      );
      socket.write(pngOfSize(size));
      expect(await closed).toBe(true);
      socket.destroy();
      expect(received).toMatch(/^HTTP\/1\.1 413 /);
      expect(received.toLowerCase()).toContain('connection: close');
    }
  });

  it('accepts exactly 5 MB and refuses 5 MB + 1 byte with 413', async () => {
    const ok = await issueUpload(admin.agent, 'big.png');
    await putLocal(t.server, ok.uploadUrl, pngOfSize(FIVE_MB)).expect(204);

    const tooBig = await issueUpload(admin.agent, 'bigger.png');
    const res = await putLocal(t.server, tooBig.uploadUrl, pngOfSize(FIVE_MB + 1));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, message: 'The file is larger than 5 MB' });
    expect(existsSync(join(uploadDir, `${tooBig.imagePath}.png`))).toBe(false);
    // Not stored, so no record can use it.
    await admin.agent
      .post('/api/admin/carousel-images')
      .send({ imagePath: tooBig.imagePath })
      .expect(400);
  });

  it('refuses a text file named .png with 415', async () => {
    const { uploadUrl } = await issueUpload(admin.agent, 'photo.png');
    const res = await putLocal(t.server, uploadUrl, Buffer.from('I am not a picture at all\n'));
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/not an image.*JPEG, PNG, WebP, GIF or AVIF/);
  });

  it('refuses an SVG carrying script with 415', async () => {
    const { uploadUrl } = await issueUpload(admin.agent, 'logo.svg');
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>';
    const res = await putLocal(t.server, uploadUrl, Buffer.from(svg), 'image/svg+xml');
    expect(res.status).toBe(415);
    expect(res.body.message).toContain('SVG');
  });

  it('refuses polyglots: an image with HTML after it, and HTML with image bytes inside', async () => {
    const gifar = await issueUpload(admin.agent, 'innocent.gif');
    const imageThenHtml = Buffer.concat([
      fixture('field.gif'),
      Buffer.from('<html><body><script>fetch("/api/admin/users")</script></body></html>'),
    ]);
    const first = await putLocal(t.server, gifar.uploadUrl, imageThenHtml, 'image/gif');
    expect(first.status).toBe(415);
    expect(first.body.message).toContain('HTML, SVG or script');

    const html = await issueUpload(admin.agent, 'page.png');
    const htmlThenImage = Buffer.concat([
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      fixture('field.png'),
    ]);
    expect((await putLocal(t.server, html.uploadUrl, htmlThenImage)).status).toBe(415);
  });

  it('ignores folders in the file name: the server names the file', async () => {
    const { uploadUrl, imagePath } = await issueUpload(admin.agent, '../../../etc/passwd.png');
    expect(imagePath).toMatch(/^carousel\/[0-9a-f-]{36}$/);
    await putLocal(t.server, uploadUrl, fixture('field.png')).expect(204);
    const created = await admin.agent
      .post('/api/admin/carousel-images')
      .send({ imagePath })
      .expect(201);
    expect(created.body.originalFileName).toBe('passwd.png');
    const windows = await issueUpload(admin.agent, '..\\..\\boot.ini');
    expect((await assets().findOneByOrFail({ fileName: windows.imagePath })).originalName).toBe(
      'boot.ini',
    );
    // Every stored file lies under uploads/<purpose>/ with a server-made name.
    for (const file of filesUnder(t.environment.dataDir)) {
      const rel = relative(t.environment.dataDir, file);
      if (rel.startsWith('uploads')) {
        expect(rel).toMatch(/^uploads\/carousel\/[0-9a-f-]{36}\.(webp|png|jpg|gif)$/);
      }
      expect(rel).not.toContain('passwd');
    }
  });

  it('an upload address works once', async () => {
    const { uploadUrl } = await issueUpload(admin.agent, 'once.png');
    await putLocal(t.server, uploadUrl, fixture('field.png')).expect(204);
    const again = await putLocal(t.server, uploadUrl, fixture('field.jpg'), 'image/jpeg');
    expect(again.status).toBe(410);
    expect(again.body.message).toContain('already been used');
  });

  it('of two simultaneous PUTs to one address, exactly one is stored', async () => {
    const { uploadUrl } = await issueUpload(admin.agent, 'race.png');
    const statuses = (
      await Promise.all([
        putLocal(t.server, uploadUrl, fixture('field.png')),
        putLocal(t.server, uploadUrl, fixture('field.png')),
      ])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([204, 410]);
  });

  it('refuses an expired address (410) and a tampered one (400)', async () => {
    const { uploadUrl } = await issueUpload(admin.agent, 'late.png');
    const id = uploadUrl.split('/').pop()!.split('?')[0];
    const expired = t.app.get(UploadSigner).url(id, new Date(Date.now() - 1000));
    const late = await putLocal(t.server, expired, fixture('field.png'));
    expect(late.status).toBe(410);
    expect(late.body.message).toContain('expired');

    const extended = uploadUrl.replace(/expires=\d+/, `expires=${Date.now() + 3600_000}`);
    const forged = await putLocal(t.server, extended, fixture('field.png'));
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('This upload address is not valid');
    const unsigned = await putLocal(t.server, uploadUrl.split('?')[0], fixture('field.png'));
    expect(unsigned.status).toBe(400);
  });

  it('creates a record only from an issued, received, unused imagePath', async () => {
    const create = (imagePath: unknown) =>
      admin.agent.post('/api/admin/carousel-images').send({ imagePath });
    for (const forged of [
      'carousel/00000000-0000-4000-8000-000000000000',
      '../../etc/passwd',
      '/uploads/carousel/x.png',
      'https://evil.example.com/x.png',
    ]) {
      const res = await create(forged);
      expect({ forged, status: res.status }).toEqual({ forged, status: 400 });
      expect(res.body.message).toContain('upload this server issued for carousel images');
    }
    const logo = await issueUpload(admin.agent, 'logo.png', 'team-logos');
    await putLocal(t.server, logo.uploadUrl, fixture('field.png')).expect(204);
    expect((await create(logo.imagePath)).status).toBe(400);

    const pending = await issueUpload(admin.agent, 'later.png');
    const notYet = await create(pending.imagePath);
    expect(notYet.status).toBe(400);
    expect(notYet.body.message).toContain('not been uploaded yet');

    const used = await issueUpload(admin.agent, 'twice.png');
    await putLocal(t.server, used.uploadUrl, fixture('field.png')).expect(204);
    await create(used.imagePath).expect(201);
    const second = await create(used.imagePath);
    expect(second.status).toBe(409);
    expect((await create(undefined)).status).toBe(400);
  });

  it('lists active images in numeric sortOrder; delete removes record and file', async () => {
    const add = async (sortOrder: unknown, altText: string) => {
      const { uploadUrl, imagePath } = await issueUpload(admin.agent, `${altText}.png`);
      await putLocal(t.server, uploadUrl, fixture('field.png')).expect(204);
      const res = await admin.agent
        .post('/api/admin/carousel-images')
        .send({ imagePath, altText, sortOrder });
      expect(res.status).toBe(201);
      return res.body as { id: string; imageUrl: string };
    };
    const mine = ['order-one', 'order-two', 'order-ten'];
    const listed = async () =>
      (
        (await request(t.server).get('/api/carousel-images').expect(200)).body as Array<{
          altText: string;
        }>
      )
        .map((i) => i.altText)
        .filter((alt) => mine.includes(alt));
    await add('10', 'order-ten');
    const two = await add('2', 'order-two');
    await add(1, 'order-one');
    expect(await listed()).toEqual(['order-one', 'order-two', 'order-ten']);

    const bad = await admin.agent
      .post('/api/admin/carousel-images')
      .send({ imagePath: 'carousel/x', sortOrder: 'first' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('sortOrder must be a whole number');

    await request(t.server).get(two.imageUrl).expect(200);
    await admin.agent.delete(`/api/admin/carousel-images/${two.id}`).expect(204);
    await request(t.server).get(two.imageUrl).expect(404);
    expect(await listed()).toEqual(['order-one', 'order-ten']);
    expect(await assets().countBy({ url: two.imageUrl })).toBe(0);
    await admin.agent.delete(`/api/admin/carousel-images/${two.id}`).expect(404);
  });

  it('refuses a JSON body sent to an upload address, and a missing body', async () => {
    const { uploadUrl } = await issueUpload(admin.agent, 'json.png');
    const json = await request(t.server).put(uploadUrl).send({ image: 'data' });
    expect(json.status).toBe(415);
    const empty = await request(t.server).put(uploadUrl).set('Content-Type', 'image/png');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The request carried no file');
  });

  it('removes uploads no record used within a day, files and rows', async () => {
    const stale = await issueUpload(admin.agent, 'forgotten.png');
    await putLocal(t.server, stale.uploadUrl, fixture('field.png')).expect(204);
    const never = await issueUpload(admin.agent, 'never-sent.png');
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const { imagePath } of [stale, never]) {
      await assets().update({ fileName: imagePath }, { createdAt: dayAgo });
    }
    expect(existsSync(join(uploadDir, `${stale.imagePath}.png`))).toBe(true);
    await issueUpload(admin.agent, 'fresh.png');
    expect(await assets().countBy({ fileName: stale.imagePath })).toBe(0);
    expect(await assets().countBy({ fileName: never.imagePath })).toBe(0);
    expect(existsSync(join(uploadDir, `${stale.imagePath}.png`))).toBe(false);
  });

  it('answers a JSON 404 for a file that does not exist', async () => {
    for (const path of ['/uploads/nope.png', '/uploads/carousel/nope.webp', '/uploads/']) {
      const res = await request(t.server).get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.body).toMatchObject({ statusCode: 404, message: 'No such file' });
    }
    expect((await request(t.server).head('/uploads/nope.png')).status).toBe(404);
  });

  it('requires a file name for an upload address', async () => {
    const res = await admin.agent.post('/api/admin/carousel-images/upload-url').send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.arrayContaining([expect.stringContaining('fileName')]));
  });
});
