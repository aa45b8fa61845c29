import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CsvRecord, CsvSyntaxError, readCsvFile } from './csv-reader';

describe('readCsvFile', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'csv-reader-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const read = async (content: Buffer | string) => {
    const path = join(dir, 'file.csv');
    writeFileSync(path, content);
    const records: CsvRecord[] = [];
    for await (const batch of readCsvFile(path)) records.push(...batch);
    return records;
  };

  it.each([
    [
      'LF',
      'a,b,c\n1,2,3\n',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'CRLF',
      'a,b,c\r\n1,2,3\r\n',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'no final line break',
      'a,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['quotes', 'a,"b, with comma","say ""hi"""\n', [['a', 'b, with comma', 'say "hi"']]],
    ['empty cells', 'a,,c,\n', [['a', '', 'c', '']]],
    ['non-ASCII', 'é,日本,😀\n', [['é', '日本', '😀']]],
  ])('reads %s', async (_name, text, rows) => {
    expect((await read(text)).map((r) => r.cells)).toEqual(rows);
  });

  it('numbers rows by the physical line they start on', async () => {
    const records = await read('h1,h2\r\na,"x\r\ny\nz"\n\nb,c\nd,e');
    expect(records.map((r) => [r.line, r.cells[0] ?? ''])).toEqual([
      [1, 'h1'],
      [2, 'a'],
      [5, ''],
      [6, 'b'],
      [7, 'd'],
    ]);
  });

  it('refuses a quote left open, naming the line where reading stopped', async () => {
    await expect(read('a,b\nc,d\ne,"open\nf,g\n')).rejects.toBeInstanceOf(CsvSyntaxError);
    await expect(read('a,b\nc,d\ne,"open\nf,g\n')).rejects.toMatchObject({ line: 3 });
  });

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
