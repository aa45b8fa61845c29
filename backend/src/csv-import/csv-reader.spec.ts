import { parseString } from 'fast-csv';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CsvRecord, CsvSplitter, CsvSyntaxError, readCsvFile } from './csv-reader';

/** The rows of `text` fed in pieces of `size` characters. */
function split(text: string, size = text.length): CsvRecord[] {
  const splitter = new CsvSplitter();
  const records: CsvRecord[] = [];
  for (let i = 0; i < text.length; i += size)
    records.push(...splitter.push(text.slice(i, i + size)));
  records.push(...splitter.push('', true));
  return records;
}

/** What fast-csv (the parser the import used before) reads, blank rows left out. */
function fastCsv(text: string): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString(text, { headers: false, ignoreEmpty: true })
      .on('data', (row: string[]) => rows.push(row))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });
}

const notBlank = (records: CsvRecord[]) =>
  records.map((r) => r.cells).filter((cells) => cells.some((c) => c.trim() !== ''));

const SAMPLES = [
  'a,b,c\n1,2,3\n',
  'a,b,c\r\n1,2,3\r\n',
  'a,b\r1,2\r',
  'a,b\n1,2',
  'a,"b, with comma","say ""hi"""\n',
  'a,"line one\r\nline two",c\nd,e,f\n',
  'a,,c,\n,,,\n',
  'a, "spaced" ,c\n',
  'a,b"c,d\n',
  '"",""\n"x"\n',
  'a,b\n\n\r\n  \nc,d\n',
  'é,日本,😀\n',
];

describe('CsvSplitter', () => {
  it.each(SAMPLES)('reads %j as fast-csv does, whatever the chunk sizes', async (text) => {
    const expected = await fastCsv(text);
    for (const size of [1, 2, 3, 7, text.length]) {
      expect(notBlank(split(text, size))).toEqual(expected);
    }
  });

  it('numbers rows by the physical line they start on', () => {
    const records = split('h1,h2\r\na,"x\r\ny\nz"\n\nb,c\rd,e');
    expect(records.map((r) => [r.line, r.cells[0]])).toEqual([
      [1, 'h1'],
      [2, 'a'],
      [5, ''],
      [6, 'b'],
      [7, 'd'],
    ]);
  });

  it('refuses a quote left open and text after a closing quote, naming the line', () => {
    expect(() => split('a,b\nc,"open\nd,e\n', 4)).toThrow(
      new CsvSyntaxError('a quoted cell is not closed', 2),
    );
    try {
      split('a,b\nc,d\n"x"y,z\n');
      throw new Error('no error');
    } catch (err) {
      expect(err).toBeInstanceOf(CsvSyntaxError);
      expect(err).toMatchObject({ line: 3, message: expect.stringMatching(/got 'y'/) });
    }
  });

  it('reads a quote left open in a large text in linear time', () => {
    const started = Date.now();
    const chunk = 'x'.repeat(64 * 1024);
    const splitter = new CsvSplitter();
    splitter.push('a,"');
    for (let i = 0; i < 400; i++) expect(splitter.push(chunk)).toEqual([]);
    expect(() => splitter.push('', true)).toThrow(CsvSyntaxError);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('readCsvFile', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'csv-reader-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const read = async (content: Buffer) => {
    const path = join(dir, 'file.csv');
    writeFileSync(path, content);
    const records: CsvRecord[] = [];
    for await (const batch of readCsvFile(path)) records.push(...batch);
    return records;
  };

  it('drops a BOM and reads a file larger than one chunk, multi-byte characters split across chunks', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `Équipe ${i},"Entraîneur, ${i}",日本 😀`);
    const records = await read(Buffer.from(`\uFEFFa,b,c\n${rows.join('\n')}\n`));
    expect(records).toHaveLength(5001);
    expect(records[0].cells).toEqual(['a', 'b', 'c']);
    expect(records[4321]).toEqual({
      cells: ['Équipe 4320', 'Entraîneur, 4320', '日本 😀'],
      line: 4322,
    });
  });

  it('answers 415 for bytes that are not UTF-8', async () => {
    await expect(read(Buffer.from('a,b\nEntra\xeeneur,c\n', 'latin1'))).rejects.toMatchObject({
      status: 415,
    });
  });
});
