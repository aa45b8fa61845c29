import { UnsupportedMediaTypeException } from '@nestjs/common';
import { open } from 'node:fs/promises';

const SNIFF_BYTES = 8192;

/** Signatures of files people upload by mistake, named in the answer. */
const KNOWN_BINARIES: Array<{ magic: number[]; name: string }> = [
  { magic: [0x50, 0x4b, 0x03, 0x04], name: 'a ZIP archive or an Excel workbook (.xlsx)' },
  { magic: [0xd0, 0xcf, 0x11, 0xe0], name: 'an old Excel workbook (.xls)' },
  { magic: [0x25, 0x50, 0x44, 0x46], name: 'a PDF document' },
  { magic: [0x89, 0x50, 0x4e, 0x47], name: 'a PNG image' },
  { magic: [0xff, 0xd8, 0xff], name: 'a JPEG image' },
  { magic: [0x1f, 0x8b], name: 'a gzip archive' },
  { magic: [0xff, 0xfe], name: 'UTF-16 text' },
  { magic: [0xfe, 0xff], name: 'UTF-16 text' },
];

const SAVE_AS_CSV = 'Save the sheet as "CSV UTF-8" and upload that file.';

export const notCsv = (what: string) =>
  new UnsupportedMediaTypeException(
    `The file is ${what}, not a CSV text file; nothing was imported. ${SAVE_AS_CSV}`,
  );

/** Rejects a file whose first bytes show it is not text (whatever its name says). */
export async function assertLooksLikeText(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    const head = buffer.subarray(0, bytesRead);
    const known = KNOWN_BINARIES.find(({ magic }) => magic.every((b, i) => head[i] === b));
    if (known) throw notCsv(known.name);
    if (head.includes(0)) throw notCsv('binary data');
  } finally {
    await handle.close();
  }
}
