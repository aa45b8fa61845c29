import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inspectImage } from './image-inspection';

const fixture = (name: string) =>
  readFileSync(join(__dirname, '..', '..', 'test', 'fixtures', name));

/** The leading bytes of an AVIF file: an `ftyp` box with the `avif` brand. */
const AVIF_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 0x1c]),
  Buffer.from('ftypavif', 'latin1'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('avifmif1miaf', 'latin1'),
  Buffer.alloc(64),
]);

describe('inspectImage', () => {
  it.each([
    ['field.jpg', 'image/jpeg', 'jpg'],
    ['field.png', 'image/png', 'png'],
    ['field.gif', 'image/gif', 'gif'],
    ['field.webp', 'image/webp', 'webp'],
  ])('recognises %s by its bytes', async (name, mimeType, extension) => {
    await expect(inspectImage(fixture(name))).resolves.toEqual({ mimeType, extension });
  });

  it('recognises AVIF', async () => {
    await expect(inspectImage(AVIF_HEAD)).resolves.toEqual({
      mimeType: 'image/avif',
      extension: 'avif',
    });
  });

  it('refuses text, naming it not an image', async () => {
    await expect(inspectImage(Buffer.from('just some text, honestly a PNG'))).rejects.toMatchObject(
      {
        status: 415,
        message: expect.stringContaining('not an image'),
      },
    );
  });

  it('refuses SVG, naming it', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await expect(inspectImage(svg)).rejects.toMatchObject({
      status: 415,
      message: expect.stringContaining('SVG'),
    });
  });

  it('refuses other real file types, naming them', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 'latin1');
    await expect(inspectImage(pdf)).rejects.toMatchObject({
      status: 415,
      message: expect.stringContaining('application/pdf'),
    });
  });

  it('refuses an image carrying HTML or script (a polyglot)', async () => {
    const gifar = Buffer.concat([
      fixture('field.gif'),
      Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
    ]);
    await expect(inspectImage(gifar)).rejects.toMatchObject({
      status: 415,
      message: expect.stringContaining('HTML, SVG or script'),
    });
  });
});
