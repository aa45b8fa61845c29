import sharp from 'sharp';
import { fixture } from './upload-helpers';

/** A JPEG with a comment (COM) segment right after its start marker. */
function jpegWithComment(text: Buffer): Buffer {
  const jpg = fixture('field.jpg');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([
    jpg.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    text,
    jpg.subarray(2),
  ]);
}

/**
 * A GIF whose first bytes are also JavaScript: `GIF89a/*` opens a comment that the bytes after the
 * trailer close, then a statement runs (the logical screen width spells the comment opener).
 */
function gifJsPolyglot(): Buffer {
  const gif = Buffer.from(fixture('field.gif'));
  gif.write('/*', 6, 'latin1');
  return Buffer.concat([gif, Buffer.from('*/=alert(document.domain);//', 'latin1')]);
}

/** Images that pass a magic-byte check but carry markup, metadata or oversized dimensions. */
export async function hostileImages(): Promise<
  Array<{ name: string; bytes: Buffer; ext: string; payloads: Buffer[] }>
> {
  const onerror = '<img src=x onerror=alert(1)>';
  const utf16Script = Buffer.from('<script>alert(2)</script>', 'utf16le');
  const encodedJs = 'java&#115;cript&colon;alert(3)';
  const exifSecret = 'GPS home of the uploader';
  const withExif = await sharp(fixture('field.jpg'))
    .withMetadata({ exif: { IFD0: { Copyright: exifSecret } } })
    .jpeg()
    .toBuffer();
  return [
    {
      name: 'img-onerror.jpg',
      bytes: jpegWithComment(Buffer.from(onerror, 'latin1')),
      ext: 'jpg',
      payloads: [Buffer.from('onerror', 'latin1')],
    },
    {
      name: 'utf16-script.png',
      bytes: Buffer.concat([fixture('field.png'), utf16Script]),
      ext: 'png',
      payloads: [utf16Script, Buffer.from('s\0c\0r\0i\0p\0t\0', 'latin1')],
    },
    {
      name: 'encoded-javascript.webp',
      bytes: Buffer.concat([fixture('field.webp'), Buffer.from(encodedJs, 'latin1')]),
      ext: 'webp',
      payloads: [Buffer.from('cript&colon;', 'latin1')],
    },
    {
      name: 'polyglot.gif',
      bytes: gifJsPolyglot(),
      ext: 'gif',
      payloads: [Buffer.from('GIF89a/*', 'latin1'), Buffer.from('alert(', 'latin1')],
    },
    { name: 'exif.jpg', bytes: withExif, ext: 'jpg', payloads: [Buffer.from(exifSecret)] },
  ];
}
