import { HttpException } from '@nestjs/common';
import { parse } from 'fast-csv';
import { createReadStream } from 'node:fs';
import { pipeline, Transform, TransformCallback } from 'node:stream';
import { notCsv } from './csv-file-check';

/** One parsed row and the physical line it starts on (quoted cells may hold line breaks). */
export interface CsvRecord {
  cells: string[];
  line: number;
}

/** The text is not well-formed CSV (e.g. a quote left open); `line` is where reading stopped. */
export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** Rows handed over at a time: far fewer awaits than one per row. */
const BATCH_ROWS = 500;
const READ_CHUNK = 256 * 1024;

/** Passes the bytes on unchanged, failing with a 415 as soon as they stop being UTF-8. */
function utf8Check(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const check = (cb: TransformCallback, decode: () => unknown, chunk?: Buffer) => {
    try {
      decode();
    } catch {
      return cb(notCsv('not UTF-8 text (perhaps Latin-1 or UTF-16)'));
    }
    cb(null, chunk);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, cb) {
      check(cb, () => decoder.decode(chunk, { stream: true }), chunk);
    },
    flush(cb) {
      check(cb, () => decoder.decode());
    },
  });
}

/** How many physical lines a row spans: one, plus the line breaks inside its cells. */
function linesSpanned(cells: string[]): number {
  let lines = 1;
  for (const cell of cells) lines += cell.match(/\r\n|\r|\n/g)?.length ?? 0;
  return lines;
}

/**
 * Streams a CSV file as batches of rows, parsed by fast-csv (RFC 4180 quoting, CRLF, LF or CR
 * line ends). The bytes must be UTF-8 (415 otherwise); a leading BOM is dropped. Malformed CSV
 * throws a CsvSyntaxError naming the line where reading stopped. `onRead` hears how many bytes of
 * the file were read before each batch.
 */
export async function* readCsvFile(
  path: string,
  onRead?: (bytesRead: number) => void,
): AsyncGenerator<CsvRecord[]> {
  const file = createReadStream(path, { highWaterMark: READ_CHUNK });
  const rows = pipeline(
    file,
    utf8Check(),
    parse({ headers: false, ignoreEmpty: false }),
    () => undefined, // errors surface through the iteration below
  ) as AsyncIterable<string[]>;
  let line = 1;
  let batch: CsvRecord[] = [];
  try {
    for await (const cells of rows) {
      if (line === 1 && cells[0]?.startsWith('\uFEFF')) cells[0] = cells[0].slice(1);
      batch.push({ cells, line });
      line += linesSpanned(cells);
      if (batch.length >= BATCH_ROWS) {
        onRead?.(file.bytesRead);
        yield batch;
        batch = [];
      }
    }
  } catch (err) {
    if (err instanceof HttpException || !(err instanceof Error)) throw err;
    throw new CsvSyntaxError(err.message.replace(/^Parse Error: /, '').slice(0, 200), line);
  }
  onRead?.(file.bytesRead);
  if (batch.length) yield batch;
}
