import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileTransport } from './mail-transport';

describe('the mail file transport (embedded default)', () => {
  let dir: string;
  const message = (id: string) => ({
    id,
    from: 'Gridiron Careers <no-reply@example.com>',
    to: 'member@example.com',
    raw: `Subject: Hello ${id}\r\n\r\nVisit https://careers.example.com/jobs\r\n`,
  });

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mail-files-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes each message whole under its outbox id, and again (not twice) on a retry', async () => {
    const transport = fileTransport(dir);
    const handedOver = jest.fn();
    await transport.send(message('m1'), handedOver);
    await transport.send(message('m1'), handedOver);
    expect(await readdir(dir)).toEqual(['m1.eml']);
    expect(await readFile(join(dir, 'm1.eml'), 'utf8')).toBe(message('m1').raw);
    expect(handedOver).toHaveBeenCalledTimes(2);
  });

  it('leaves no partial file when a message cannot be written, and does not hand it over', async () => {
    // Something already holds the message's name (a folder with a file in it): the rename fails.
    await mkdir(join(dir, 'm2.eml'));
    await writeFile(join(dir, 'm2.eml', 'in-the-way'), '');
    const handedOver = jest.fn();
    await expect(fileTransport(dir).send(message('m2'), handedOver)).rejects.toThrow();
    expect(handedOver).not.toHaveBeenCalled();
    expect(await readdir(dir)).toEqual(['m2.eml']);
  });
});
