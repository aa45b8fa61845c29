import { createReadStream } from 'node:fs';
import { notCsv } from './csv-file-check';

/** One parsed row and the physical line it starts on (quoted cells may hold line breaks). */
export interface CsvRecord {
  cells: string[];
  line: number;
}

/** The text is not well-formed CSV (a quote left open, text after a closing quote). */
export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;
const SPACE = 32;
const TAB = 9;

const isBlank = (c: number) => c === SPACE || c === TAB;

/** Line breaks (CRLF, LF or CR, each one) inside a quoted cell. */
function lineBreaks(value: string): number {
  let breaks = 0;
  for (let i = value.indexOf('\n'); i !== -1; i = value.indexOf('\n', i + 1)) breaks += 1;
  for (let i = value.indexOf('\r'); i !== -1; i = value.indexOf('\r', i + 1)) {
    if (value.charCodeAt(i + 1) !== LF) breaks += 1;
  }
  return breaks;
}

/**
 * Splits CSV text into rows as it arrives (RFC 4180: comma-separated, `"` quotes, `""` inside
 * quotes, CRLF, LF or CR line ends, line breaks inside quoted cells). Spaces around a quoted cell
 * are ignored and a quote inside an unquoted cell is kept as written, as fast-csv (which the
 * import used before, decision 0085) read them. A row cut by the end of a chunk is held back
 * until the next one; a long one is retried only once the held text has doubled, so a quote left
 * open in a large file costs linear time, not quadratic.
 */
export class CsvSplitter {
  private held = '';
  private retryAt = 0;
  private line = 1;

  /** The complete rows of the text so far; `end` marks the end of the file. */
  push(chunk: string, end = false): CsvRecord[] {
    const text = this.held + chunk;
    if (!end && text.length < this.retryAt) {
      this.held = text;
      return [];
    }
    const records: CsvRecord[] = [];
    let pos = 0;
    while (pos < text.length) {
      const next = this.row(text, pos, end, records);
      if (next < 0) break;
      pos = next;
    }
    this.held = text.slice(pos);
    this.retryAt = this.held.length * 2;
    return records;
  }

  /** Reads the row at `pos` into `records`; the position after it, or -1 if it is incomplete. */
  private row(text: string, pos: number, end: boolean, records: CsvRecord[]): number {
    const n = text.length;
    const cells: string[] = [];
    let lines = 1;
    let p = pos;
    for (;;) {
      let q = p;
      while (q < n && isBlank(text.charCodeAt(q))) q += 1;
      let i: number;
      if (q < n && text.charCodeAt(q) === QUOTE) {
        let value = '';
        let from = q + 1;
        for (;;) {
          const close = text.indexOf('"', from);
          if (close === -1 || (close + 1 === n && !end)) {
            if (!end) return -1;
            throw new CsvSyntaxError('a quoted cell is not closed', this.line);
          }
          if (text.charCodeAt(close + 1) === QUOTE) {
            value += text.slice(from, close + 1);
            from = close + 2;
            continue;
          }
          value += text.slice(from, close);
          i = close + 1;
          break;
        }
        lines += lineBreaks(value);
        while (i < n && isBlank(text.charCodeAt(i))) i += 1;
        if (i === n && !end) return -1;
        const c = text.charCodeAt(i);
        if (i < n && c !== COMMA && c !== LF && c !== CR) {
          throw new CsvSyntaxError(
            `expected a comma or a line break after a closing quote, got '${text[i]}'`,
            this.line,
          );
        }
        cells.push(value);
      } else {
        i = p;
        while (i < n) {
          const c = text.charCodeAt(i);
          if (c === COMMA || c === LF || c === CR) break;
          i += 1;
        }
        if (i === n && !end) return -1;
        cells.push(text.slice(p, i));
      }
      if (i === n) {
        records.push({ cells, line: this.line });
        this.line += lines - 1;
        return n;
      }
      const c = text.charCodeAt(i);
      if (c === COMMA) {
        p = i + 1;
        continue;
      }
      let next = i + 1;
      if (c === CR) {
        if (next === n && !end) return -1;
        if (text.charCodeAt(next) === LF) next += 1;
      }
      records.push({ cells, line: this.line });
      this.line += lines;
      return next;
    }
  }
}

/**
 * Streams a CSV file as batches of rows (one batch per chunk read: far fewer awaits than one per
 * row). The bytes must be UTF-8 (415 otherwise; a leading BOM is dropped); malformed CSV throws
 * a CsvSyntaxError naming the line.
 */
export async function* readCsvFile(path: string): AsyncGenerator<CsvRecord[]> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (chunk?: Buffer) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw notCsv('not UTF-8 text (perhaps Latin-1 or UTF-16)');
    }
  };
  const splitter = new CsvSplitter();
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
    const records = splitter.push(decode(chunk as Buffer));
    if (records.length) yield records;
  }
  const records = splitter.push(decode(), true);
  if (records.length) yield records;
}
