import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CsvImportService } from '../src/csv-import/csv-import.service';
import { IMPORT_WINDOW } from '../src/csv-import/import-windows';
import { parseJobRow } from '../src/csv-import/csv-job-row';
import { applyUrlHash } from '../src/jobs/apply-url-hash';
import { JobUpsertRepository } from '../src/jobs/writer/job-upsert.repository';
import { JobWriter } from '../src/jobs/writer/job-writer.service';
import { Job } from '../src/jobs/job.entity';
import { TeamLogo } from '../src/team-logos/team-logo.entity';
import { Team } from '../src/teams/team.entity';
import { signInAsAdmin, signUp, SignedIn } from './auth-helpers';
import { createTestApp, TEST_MODE } from './harness';

// Rows are counted as the import reads them (the real parser, wrapped).
jest.mock('../src/csv-import/csv-job-row', () => {
  const actual = jest.requireActual<typeof import('../src/csv-import/csv-job-row')>(
    '../src/csv-import/csv-job-row',
  );
  return { ...actual, parseJobRow: jest.fn(actual.parseJobRow) };
});

const HEADER = 'team_name,position_title,location,apply_url,date_posted';

describe('CSV import (POST /api/admin/upload-csv)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: SignedIn;
  let member: SignedIn;
  let ds: DataSource;

  const upload = (content: string | Buffer, name = 'jobs.csv') =>
    admin.agent
      .post('/api/admin/upload-csv')
      .attach('csvFile', Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  const jobs = () => ds.getRepository(Job).find({ order: { applyUrl: 'ASC' } });
  const jobByUrl = (applyUrl: string) => ds.getRepository(Job).findOneByOrFail({ applyUrl });
  /** 2,500 rows of coaches of nine teams, the apply URLs given. */
  const coachFile = (url: (i: number) => string) =>
    [
      HEADER,
      ...Array.from(
        { length: 2500 },
        (_, i) => `Team ${i % 9},Coach ${i},City,${url(i)},2026-02-01`,
      ),
    ].join('\n');

  beforeAll(async () => {
    t = await createTestApp();
    ds = t.app.get(DataSource);
    admin = await signInAsAdmin(t.app, t.server);
    member = await signUp(t.server);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.get(JobWriter).deleteAll();
    await ds.createQueryBuilder().delete().from(TeamLogo).execute();
    await ds.createQueryBuilder().delete().from(Team).execute();
  });

  it('is for admins only', async () => {
    await request(t.server)
      .post('/api/admin/upload-csv')
      .attach('csvFile', Buffer.from(HEADER), 'jobs.csv')
      .expect(401);
    await member.agent
      .post('/api/admin/upload-csv')
      .attach('csvFile', Buffer.from(HEADER), 'jobs.csv')
      .expect(403);
  });

  it('reads UTF-8 with a BOM, CRLF line ends, quoted commas and quotes, and loose header names', async () => {
    const csv =
      '\uFEFFTeam Name, POSITION_TITLE ,Location,Apply-URL,datePosted,Description,Is Featured\r\n' +
      'Austin Armadillos,"Coach, Defensive Line","Austin, TX",https://jobs.example.com/a,2026-11-01,"He said ""hustle""",yes\r\n' +
      'Portland Lumberjacks,Scout,"Portland, OR",https://jobs.example.com/b,11/5/2026,"Line one\r\nLine two",no\r\n';
    const res = await upload(csv).expect(200);
    expect(res.body).toEqual({
      message: 'Imported 2 jobs (2 new, 0 updated); 2 new teams.',
      inserted: 2,
      updated: 0,
      skipped: 0,
      errors: [],
    });
    const [a, b] = await jobs();
    expect(a).toMatchObject({
      teamName: 'Austin Armadillos',
      positionTitle: 'Coach, Defensive Line',
      location: 'Austin, TX',
      description: 'He said "hustle"',
      isFeatured: true,
      isActive: true,
    });
    expect(a.datePosted.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(b).toMatchObject({ description: 'Line one\r\nLine two', isFeatured: false });
    expect(b.datePosted.toISOString()).toBe('2026-11-05T00:00:00.000Z');

    const board = await member.agent.get('/api/jobs').expect(200);
    expect(board.body.map((j: { positionTitle: string }) => j.positionTitle)).toEqual([
      'Scout',
      'Coach, Defensive Line',
    ]);
    const featured = await request(t.server).get('/api/jobs/featured').expect(200);
    expect(featured.body.map((j: { positionTitle: string }) => j.positionTitle)).toEqual([
      'Coach, Defensive Line',
    ]);
  });

  it('refuses a file without a required column, naming it, and imports nothing', async () => {
    const res = await upload(
      'team_name,position_title,location\nAustin Armadillos,Coach,"Austin, TX"\n',
    ).expect(400);
    expect(res.body.message).toMatch(/required columns apply_url, date_posted/);
    expect(res.body.message).toMatch(/nothing was imported/);
    expect(await jobs()).toEqual([]);
    expect(await ds.getRepository(Team).count()).toBe(0);
  });

  it('refuses a header that names a column twice', async () => {
    const res = await upload(`${HEADER},Team Name\n`).expect(400);
    expect(res.body.message).toMatch(/team_name more than once/);
  });

  it('skips bad rows with their line numbers and imports the good ones', async () => {
    const before = Date.now();
    const csv = [
      `${HEADER},is_active`,
      'A Team,Good ISO,Here,https://jobs.example.com/1,2026-01-15,', // 2
      'A Team,Bad URL,Here,not a url,2026-01-15,', // 3
      'A Team,Script URL,Here,javascript:alert(1),2026-01-15,', // 4
      'A Team,FTP URL,Here,ftp://jobs.example.com/x,2026-01-15,', // 5
      'A Team,Bad date,Here,https://jobs.example.com/5,yesterday,', // 6
      'A Team,Impossible date,Here,https://jobs.example.com/6,2/30/2026,', // 7
      'A Team,US date,Here,https://jobs.example.com/7,12/31/2025,', // 8
      'A Team,Empty date,Here,https://jobs.example.com/8,,', // 9
      'A Team,Duplicate,Here,https://jobs.example.com/1,2026-01-16,', // 10
      ',No team,Here,https://jobs.example.com/10,2026-01-15,', // 11
      'A Team,Bad flag,Here,https://jobs.example.com/11,2026-01-15,maybe', // 12
      '', // 13: blank lines are ignored
      'A Team,Inactive,Here,https://jobs.example.com/13,2026-01-15T08:30:00Z,false', // 14
      'A Team,Too many cells,Here,https://jobs.example.com/14,2026-01-15,true,extra', // 15
    ].join('\n');
    const res = await upload(csv).expect(200);
    expect(res.body).toMatchObject({ inserted: 4, updated: 0, skipped: 9 });
    expect(res.body.message).toBe(
      'Imported 4 jobs (4 new, 0 updated); 9 rows skipped; 1 new team.',
    );
    expect(res.body.errors).toEqual([
      { line: 3, message: 'apply_url "not a url" is not a URL' },
      {
        line: 4,
        message: 'apply_url must start with http:// or https:// (got "javascript:alert(1)")',
      },
      {
        line: 5,
        message: 'apply_url must start with http:// or https:// (got "ftp://jobs.example.com/x")',
      },
      {
        line: 6,
        message:
          'date_posted "yesterday" is not a date (use YYYY-MM-DD, an ISO 8601 date-time or M/D/YYYY)',
      },
      { line: 7, message: 'date_posted "2/30/2026" is not a real calendar date' },
      { line: 10, message: 'apply_url repeats line 2; only the first row was imported' },
      { line: 11, message: 'team_name is empty' },
      { line: 12, message: 'is_active must be true or false (got "maybe")' },
      { line: 15, message: 'the row has 7 cells but the header has 6' },
    ]);
    expect((await jobByUrl('https://jobs.example.com/1')).positionTitle).toBe('Good ISO');
    expect((await jobByUrl('https://jobs.example.com/7')).datePosted.toISOString()).toBe(
      '2025-12-31T00:00:00.000Z',
    );
    const emptyDate = (await jobByUrl('https://jobs.example.com/8')).datePosted.getTime();
    expect(emptyDate).toBeGreaterThanOrEqual(before - 1000);
    expect(emptyDate).toBeLessThanOrEqual(Date.now() + 1000);
    const inactive = await jobByUrl('https://jobs.example.com/13');
    expect(inactive.isActive).toBe(false);
    expect(inactive.datePosted.toISOString()).toBe('2026-01-15T08:30:00.000Z');
    const stats = await request(t.server).get('/api/stats').expect(200);
    expect(stats.body).toMatchObject({ activeJobs: 3, partneredTeams: 1 });
  });

  it('updates the job with the same apply_url instead of duplicating it', async () => {
    await upload(
      `${HEADER},description,is_featured\n` +
        'Austin Armadillos,Coach,"Austin, TX",https://jobs.example.com/x,2026-02-01,First text,true\n',
    ).expect(200);
    const original = await jobByUrl('https://jobs.example.com/x');

    const res = await upload(
      `${HEADER}\n` +
        'Austin Armadillos,Head Coach,"Round Rock, TX", https://jobs.example.com/x ,\n' +
        'Austin Armadillos,Trainer,"Austin, TX",https://jobs.example.com/y,2026-02-02\n',
    ).expect(200);
    expect(res.body).toMatchObject({ inserted: 1, updated: 1, skipped: 0, errors: [] });
    expect(res.body.message).toBe('Imported 2 jobs (1 new, 1 updated).');
    const updated = await jobByUrl('https://jobs.example.com/x');
    expect(updated).toMatchObject({
      id: original.id,
      positionTitle: 'Head Coach',
      location: 'Round Rock, TX',
      // Columns the file does not have, and an empty date, keep the job's values.
      description: 'First text',
      isFeatured: true,
      isActive: true,
    });
    expect(updated.datePosted.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(await ds.getRepository(Job).count()).toBe(2);
  });

  it('creates team and team-logo records with initials for new names (emoji, combining marks)', async () => {
    const combining = 'Cafe\u0301 Ce\u0301lestes'; // é written as e + combining acute accent
    const csv =
      `${HEADER}\n` +
      `Eagles 🦅 Club,Scout,Here,https://jobs.example.com/e,2026-03-01\n` +
      `"${combining}",Scout,Montréal,https://jobs.example.com/c,2026-03-01\n` +
      `Austin Armadillos,Scout,"Austin, TX",https://jobs.example.com/a1,2026-03-01\n` +
      `Austin Armadillos,Coach,"Austin, TX",https://jobs.example.com/a2,2026-03-01\n`;
    const res = await upload(csv).expect(200);
    expect(res.body.message).toBe('Imported 4 jobs (4 new, 0 updated); 3 new teams.');
    const teams = await ds.getRepository(Team).find({ order: { name: 'ASC' } });
    expect(teams.map((x) => [x.name, x.initials, x.location])).toEqual([
      ['Austin Armadillos', 'AA', 'Austin, TX'],
      ['Café Célestes', 'CC', 'Montréal'],
      ['Eagles 🦅 Club', 'EC', 'Here'],
    ]);
    const logos = await ds.getRepository(TeamLogo).find({ order: { teamName: 'ASC' } });
    expect(logos.map((l) => [l.teamName, l.initials, l.isCustom])).toEqual([
      ['Austin Armadillos', 'AA', false],
      ['Café Célestes', 'CC', false],
      ['Eagles 🦅 Club', 'EC', false],
    ]);
    expect((await request(t.server).get('/api/stats').expect(200)).body.partneredTeams).toBe(3);
    const board = await member.agent.get('/api/jobs').query({ teamName: 'café' }).expect(200);
    expect(board.body).toHaveLength(1);
    expect(board.body[0]).toMatchObject({ teamName: 'Café Célestes', teamInitials: 'CC' });

    // A second import with a known team adds no team.
    const again = await upload(
      `${HEADER}\nAustin Armadillos,Analyst,"Austin, TX",https://jobs.example.com/a3,2026-03-02\n`,
    ).expect(200);
    expect(again.body.message).toBe('Imported 1 job (1 new, 0 updated).');
    expect(await ds.getRepository(Team).count()).toBe(3);
  });

  it('imports names that the database collation considers equal without failing', async () => {
    // utf8mb4_unicode_ci (MySQL) compares case, accents and all emoji as equal: such names share
    // one team record there, and stay two on SQLite. Either way every job is imported.
    const csv =
      `${HEADER}\n` +
      'Eagles 🦅,Scout,Here,https://jobs.example.com/e1,2026-03-01\n' +
      'Eagles 🏈,Scout,Here,https://jobs.example.com/e2,2026-03-01\n' +
      'Equipe Elan,Scout,Here,https://jobs.example.com/e3,2026-03-01\n' +
      'Équipe Élan,Scout,Here,https://jobs.example.com/e4,2026-03-01\n' +
      'EQUIPE ELAN,Scout,Here,https://jobs.example.com/e5,2026-03-01\n';
    const res = await upload(csv).expect(200);
    expect(res.body).toMatchObject({ inserted: 5, skipped: 0 });
    const teams = await ds.getRepository(Team).count();
    expect(teams).toBe(TEST_MODE === 'mysql' ? 2 : 4);
    expect(await ds.getRepository(TeamLogo).count()).toBe(teams);
  });

  it('stores formula-like cells as plain text', async () => {
    const csv =
      `${HEADER},description\n` +
      '"=HYPERLINK(""https://evil.example.com"",""Click"")",+Coach,@Here,https://jobs.example.com/f,2026-01-01,-1+2\n' +
      'Team,Scout,Here,"=HYPERLINK(""https://evil.example.com"")",2026-01-01,\n';
    const res = await upload(csv).expect(200);
    expect(res.body).toMatchObject({ inserted: 1, skipped: 1 });
    expect(res.body.errors[0]).toEqual({
      line: 3,
      message: 'apply_url "=HYPERLINK("https://evil.example.com")" is not a URL',
    });
    expect(await jobByUrl('https://jobs.example.com/f')).toMatchObject({
      teamName: '=HYPERLINK("https://evil.example.com","Click")',
      positionTitle: '+Coach',
      location: '@Here',
      description: '-1+2',
    });
  });

  it('reports the first 100 problems and counts every skipped row', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => `T,P,L,bad-url-${i},2026-01-01`);
    const res = await upload([HEADER, ...rows, 'T,P,L,https://jobs.example.com/ok,'].join('\n'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ inserted: 1, skipped: 150 });
    expect(res.body.errors).toHaveLength(100);
    expect(res.body.errors[99]).toEqual({
      line: 101,
      message: 'apply_url "bad-url-99" is not a URL',
    });
  });

  it('writes thousands of rows in batches and updates across batches', async () => {
    const rows = (n: number, title: string) =>
      Array.from(
        { length: n },
        (_, i) =>
          `Team ${i % 40},${title} ${i},City ${i % 7},https://jobs.example.com/bulk/${i},2026-01-01`,
      );
    const first = await upload([HEADER, ...rows(2500, 'Scout')].join('\r\n')).expect(200);
    expect(first.body).toMatchObject({ inserted: 2500, updated: 0, skipped: 0 });
    const second = await upload([HEADER, ...rows(3000, 'Coach')].join('\r\n')).expect(200);
    expect(second.body).toMatchObject({ inserted: 500, updated: 2500, skipped: 0 });
    expect(await ds.getRepository(Job).count()).toBe(3000);
    expect(await ds.getRepository(Team).count()).toBe(40);
    const board = await member.agent.get('/api/jobs').query({ position: 'coach 2999' });
    expect(board.body.map((j: { positionTitle: string }) => j.positionTitle)).toEqual([
      'Coach 2999',
    ]);
  });

  it('writes a file in the order of its apply-URL keys, a stretch of them per statement', async () => {
    const url = (i: number) => `https://jobs.example.com/ordered/${i}`;
    await upload(`${HEADER}\nOld Team,Scout,Here,${url(7)},2026-01-01\n`).expect(200);
    const writer = t.app.get(JobWriter);
    const write = writer.upsertByApplyUrl.bind(writer);
    const batches: string[][] = [];
    const spy = jest.spyOn(writer, 'upsertByApplyUrl').mockImplementation(async (...args) => {
      batches.push(args[1].map((row) => row.applyUrlHash));
      await write(...args);
    });
    const csv = coachFile(url);
    try {
      const res = await upload(csv).expect(200);
      expect(res.body).toMatchObject({ inserted: 2499, updated: 1, skipped: 0 });
    } finally {
      spy.mockRestore();
    }
    expect(batches.map((batch) => batch.length)).toEqual([1000, 1000, 500]);
    const written = batches.flat();
    expect(written).toEqual(Array.from({ length: 2500 }, (_, i) => applyUrlHash(url(i))).sort());
    expect(await jobByUrl(url(7))).toMatchObject({ positionTitle: 'Coach 7', teamName: 'Team 7' });
    expect(await ds.getRepository(Job).count()).toBe(2500);
  });

  it("reads the next batch's keys ahead while a batch is written, across windows too, and looks up only the jobs found", async () => {
    const url = (i: number) => `https://jobs.example.com/ahead/${i}`;
    const fresh = (i: number) => `https://jobs.example.com/ahead-new/${i}`;
    const writer = t.app.get(JobWriter);
    const [readAhead, lookUp, write] = [
      writer.readAheadByApplyUrlHashes,
      writer.findByApplyUrlHashes,
      writer.upsertByApplyUrl,
    ].map((method) => method.bind(writer)) as [
      JobWriter['readAheadByApplyUrlHashes'],
      JobWriter['findByApplyUrlHashes'],
      JobWriter['upsertByApplyUrl'],
    ];
    const events: Array<{ kind: 'ahead' | 'lookup' | 'write'; hashes: string[] }> = [];
    let slowWrites = 0;
    const spies = [
      jest.spyOn(writer, 'readAheadByApplyUrlHashes').mockImplementation(async (hashes) => {
        events.push({ kind: 'ahead', hashes });
        return readAhead(hashes);
      }),
      jest.spyOn(writer, 'findByApplyUrlHashes').mockImplementation(async (manager, hashes) => {
        events.push({ kind: 'lookup', hashes });
        return lookUp(manager, hashes);
      }),
      // A batch counts as written once its statement is done. A slow statement lets the reader
      // read all it may meanwhile, so that the windows below are the same in every run.
      jest.spyOn(writer, 'upsertByApplyUrl').mockImplementation(async (...args) => {
        await delay(slowWrites);
        await write(...args);
        events.push({ kind: 'write', hashes: args[1].map((row) => row.applyUrlHash) });
      }),
    ];
    // Windows of 1,250 rows: the reader holds at most that many rows not yet taken by a
    // statement, so the second file's 2,500 rows are written as three windows: rows 1-1,250 in
    // batches of 1,000 and 250, rows 1,251-2,250 while those are written, the last 250 rows
    // while rows 1,251-2,250 are written.
    const windowRows = IMPORT_WINDOW.rows;
    IMPORT_WINDOW.rows = 1250;
    try {
      // Into the empty board there is nothing to read ahead, or to look up.
      expect((await upload(coachFile(url)).expect(200)).body).toMatchObject({ inserted: 2500 });
      expect(events.filter((e) => e.kind !== 'write')).toEqual([]);
      events.length = 0;
      slowWrites = 300;
      // Every other row names a job of the first file.
      const mixed = coachFile((i) => (i % 2 ? fresh(i) : url(i)));
      expect((await upload(mixed).expect(200)).body).toMatchObject({
        inserted: 1250,
        updated: 1250,
      });
    } finally {
      IMPORT_WINDOW.rows = windowRows;
      spies.forEach((spy) => spy.mockRestore());
    }
    const batches = events.filter((e) => e.kind === 'write').map((e) => e.hashes);
    expect(batches.map((batch) => batch.length)).toEqual([1000, 250, 1000, 250]);
    // Each batch's keys are read before it is written, and the next batch's while it is written,
    // the next window's first batch while a window's last is.
    expect(events.filter((e) => e.kind !== 'lookup')).toEqual([
      { kind: 'ahead', hashes: batches[0] },
      { kind: 'ahead', hashes: batches[1] },
      { kind: 'write', hashes: batches[0] },
      { kind: 'ahead', hashes: batches[2] },
      { kind: 'write', hashes: batches[1] },
      { kind: 'ahead', hashes: batches[3] },
      { kind: 'write', hashes: batches[2] },
      { kind: 'write', hashes: batches[3] },
    ]);
    // On MySQL each batch looks up only the keys of the jobs the read-ahead found; SQLite's
    // import looks every key up itself.
    const existing = new Set(Array.from({ length: 2500 }, (_, i) => applyUrlHash(url(i))));
    const lookups = events.filter((e) => e.kind === 'lookup').map((e) => e.hashes);
    expect(lookups).toEqual(
      batches.map((batch) =>
        TEST_MODE === 'mysql' ? batch.filter((hash) => existing.has(hash)) : batch,
      ),
    );
  });

  it('imports every row when reading keys ahead fails', async () => {
    const url = (i: number) => `https://jobs.example.com/ahead-fails/${i}`;
    const csv = (title: string) =>
      [
        HEADER,
        ...Array.from({ length: 1500 }, (_, i) => `Team ${i % 5},${title} ${i},City,${url(i)},`),
      ].join('\n');
    await upload(csv('Scout')).expect(200);
    const spy = jest
      .spyOn(t.app.get(JobUpsertRepository), 'readAhead')
      .mockRejectedValue(new Error('connection lost'));
    try {
      const res = await upload(csv('Coach')).expect(200);
      expect(res.body).toMatchObject({ inserted: 0, updated: 1500, skipped: 0 });
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    expect(await jobByUrl(url(1499))).toMatchObject({ positionTitle: 'Coach 1499' });
  });

  it('holds at most a window of rows read and not yet written, besides the batch being written', async () => {
    const url = (i: number) => `https://jobs.example.com/windowed/${i}`;
    const total = 10_400;
    const csv = [
      HEADER,
      ...Array.from(
        { length: total },
        (_, i) => `Team ${i % 9},Coach ${i},City,${url(i)},2026-02-01`,
      ),
    ].join('\n');
    const line = new Map(Array.from({ length: total }, (_, i) => [applyUrlHash(url(i)), i]));
    const writer = t.app.get(JobWriter);
    const write = writer.upsertByApplyUrl.bind(writer);
    const parsed = jest.mocked(parseJobRow);
    const readBefore = parsed.mock.calls.length;
    const written = { rows: 0 };
    const held: number[] = [];
    const batches: number[][] = [];
    const writing = jest.spyOn(writer, 'upsertByApplyUrl').mockImplementation(async (...args) => {
      held.push(parsed.mock.calls.length - readBefore - written.rows);
      batches.push(args[1].map((row) => line.get(row.applyUrlHash)!));
      await write(...args);
      written.rows += args[1].length;
    });
    const window = IMPORT_WINDOW.rows;
    IMPORT_WINDOW.rows = 3000;
    try {
      const res = await upload(csv).expect(200);
      expect(res.body).toMatchObject({ inserted: total, updated: 0, skipped: 0 });
    } finally {
      IMPORT_WINDOW.rows = window;
      writing.mockRestore();
    }
    expect(Math.max(...held)).toBeLessThanOrEqual(3000 + 1000);
    // Every row written once; the windows follow the file, each in the order of its keys.
    expect(batches.flat().sort((a, b) => a - b)).toEqual(
      Array.from({ length: total }, (_, i) => i),
    );
    const windows: number[][] = [];
    for (const batch of batches) {
      const last = windows.at(-1);
      const sorted = (rows: number[]) =>
        rows.every((row, k) => k === 0 || applyUrlHash(url(rows[k - 1])) < applyUrlHash(url(row)));
      if (last && sorted([...last, ...batch])) last.push(...batch);
      else windows.push([...batch]);
    }
    expect(windows.length).toBeGreaterThan(3);
    for (let w = 1; w < windows.length; w++) {
      expect(Math.min(...windows[w])).toBeGreaterThan(Math.max(...windows[w - 1]));
    }
    expect(await ds.getRepository(Job).count()).toBe(total);
  });

  it("keeps an admin's change committed while the import runs where the file leaves the cell empty", async () => {
    const late = 'https://jobs.example.com/late/kept';
    await upload(`${HEADER}\nLate Lions,Scout,Here,${late},2026-03-01\n`).expect(200);
    const job = await jobByUrl(late);
    expect(job.isFeatured).toBe(false);
    // 1,000 rows of another team whose apply-URL keys sort before the job's fill the first
    // batch (a file is written in the order of those keys); the job's row (no is_featured
    // column) comes in the second, after an admin features the job.
    const earlier = Array.from({ length: 4000 }, (_, i) => `https://jobs.example.com/early/${i}`)
      .filter((url) => applyUrlHash(url) < applyUrlHash(late))
      .slice(0, 1000);
    expect(earlier).toHaveLength(1000);
    const csv = [
      HEADER,
      `Late Lions,Head Scout,Here,${late},2026-03-01`,
      ...earlier.map((url, i) => `Early Eagles,Analyst ${i},There,${url},2026-03-02`),
    ].join('\n');
    const writer = t.app.get(JobWriter);
    const write = writer.upsertByApplyUrl.bind(writer);
    let batches = 0;
    let change: Promise<unknown> = Promise.resolve();
    const spy = jest.spyOn(writer, 'upsertByApplyUrl').mockImplementation(async (...args) => {
      await write(...args);
      if (++batches === 1) {
        change = admin.agent
          .put(`/api/admin/jobs/${job.id}/featured`)
          .send({ isFeatured: true })
          .expect(200)
          .then(() => undefined);
        // Between the first batch and the second, the admin's change commits from another
        // connection on MySQL. SQLite's one connection runs one transaction at a time: there
        // the change waits for the import, and commits after it.
        if (TEST_MODE === 'mysql') await change;
      }
    });
    try {
      const res = await upload(csv).expect(200);
      await change;
      expect(res.body).toMatchObject({ inserted: 1000, updated: 1, skipped: 0 });
      expect(res.body.message).toBe('Imported 1001 jobs (1000 new, 1 updated); 1 new team.');
    } finally {
      spy.mockRestore();
    }
    expect(batches).toBe(2);
    expect(await jobByUrl(late)).toMatchObject({
      id: job.id,
      positionTitle: 'Head Scout',
      isFeatured: true,
    });
    const featured = await member.agent.get('/api/jobs/featured').expect(200);
    expect(featured.body.map((j: { id: string }) => j.id)).toEqual([job.id]);
  });

  it('lets an admin change a job the file does not name while it updates a thousand others', async () => {
    const early = Array.from(
      { length: 1000 },
      (_, i) => `Early Eagles,Analyst ${i},There,https://jobs.example.com/early/${i},2026-03-02`,
    );
    const other = 'https://jobs.example.com/other/owl';
    await upload([HEADER, ...early, `Other Owls,Scout,Here,${other},2026-03-01`].join('\n')).expect(
      200,
    );
    const job = await jobByUrl(other);
    const writer = t.app.get(JobWriter);
    const write = writer.upsertByApplyUrl.bind(writer);
    let change: Promise<number> | undefined;
    const spy = jest.spyOn(writer, 'upsertByApplyUrl').mockImplementation(async (...args) => {
      await write(...args);
      // The import has updated its thousand jobs and their listings, not committed yet. On MySQL
      // the change commits meanwhile; on SQLite it waits for the import (one transaction at a
      // time on its one connection).
      if (change === undefined) {
        change = admin.agent
          .put(`/api/admin/jobs/${job.id}/featured`)
          .send({ isFeatured: true })
          .then((res) => res.status);
        if (TEST_MODE === 'mysql') await change;
      }
    });
    try {
      const res = await upload([HEADER, ...early].join('\n')).expect(200);
      expect(res.body).toMatchObject({ inserted: 0, updated: 1000, skipped: 0 });
    } finally {
      spy.mockRestore();
    }
    expect(await change).toBe(200);
    expect(await jobByUrl(other)).toMatchObject({ id: job.id, isFeatured: true });
  });

  it("publishes the rows processed under the client's import id while it imports", async () => {
    const total = 6000;
    const csv = [
      HEADER,
      ...Array.from(
        { length: total },
        (_, i) =>
          `Team ${i % 30},Analyst ${i},City,https://jobs.example.com/progress/${i},2026-01-01`,
      ),
    ].join('\n');
    const importId = randomUUID();
    const progressOf = () => admin.agent.get(`/api/admin/upload-csv/progress/${importId}`);
    await progressOf().expect(404);

    const seen: number[] = [];
    let finished = false;
    const uploading = Promise.resolve(upload(csv).query({ importId }).expect(200)).finally(
      () => (finished = true),
    );
    while (!finished) {
      const res = await progressOf();
      if (res.status === 200 && res.body.state === 'importing') seen.push(res.body.rowsProcessed);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await uploading).body).toMatchObject({ inserted: total });
    const last = await progressOf().expect(200);
    expect(last.body).toEqual({
      importId,
      state: 'done',
      rowsProcessed: total,
      bytesProcessed: Buffer.byteLength(csv),
      totalBytes: Buffer.byteLength(csv),
      message: null,
    });
    // Seen while the import ran: rising, short of the total.
    expect(seen.some((rows) => rows > 0 && rows < total)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    const failedId = randomUUID();
    await upload('team_name,location\nA,B').query({ importId: failedId }).expect(400);
    const failed = await admin.agent.get(`/api/admin/upload-csv/progress/${failedId}`).expect(200);
    expect(failed.body).toMatchObject({
      state: 'failed',
      message: expect.stringMatching(/apply_url/),
    });

    await upload(csv).query({ importId: 'nope' }).expect(400);
    await admin.agent.get('/api/admin/upload-csv/progress/nope').expect(400);
    await member.agent.get(`/api/admin/upload-csv/progress/${importId}`).expect(403);
  });

  it('imports long descriptions in statements under the database packet limit', async () => {
    // 400 rows of 45,000 characters: 18 MB, more than MySQL's default 16 MB max_allowed_packet
    // if they went in one statement.
    const description = (i: number) => `${i} ${'x'.repeat(45_000)}`;
    const rows = Array.from(
      { length: 400 },
      (_, i) => `T,P,L,https://jobs.example.com/long/${i},2026-01-01,${description(i)}`,
    );
    const res = await upload([`${HEADER},description`, ...rows].join('\n')).expect(200);
    expect(res.body).toMatchObject({ inserted: 400, skipped: 0 });
    const last = await jobByUrl('https://jobs.example.com/long/399');
    expect(last.description).toBe(description(399));
  });

  it('imports nothing when a problem turns up late in the file (one transaction)', async () => {
    const good = Array.from(
      { length: 1200 },
      (_, i) => `T,P,L,https://jobs.example.com/late/${i},2026-01-01`,
    );
    const text = Buffer.from([HEADER, ...good, ''].join('\n'));
    const latin1 = Buffer.from(
      'T,Entra\xeeneur,L,https://jobs.example.com/late/x,2026-01-01\n',
      'latin1',
    );
    const res = await upload(Buffer.concat([text, latin1])).expect(415);
    expect(res.body.message).toMatch(/not UTF-8 text/);
    expect(await ds.getRepository(Job).count()).toBe(0);
    expect(await ds.getRepository(Team).count()).toBe(0);

    const broken = await upload(
      [HEADER, ...good, 'T,"unterminated,L,https://jobs.example.com/q,2026-01-01'].join('\n'),
    ).expect(400);
    expect(broken.body.message).toMatch(/could not be read near line \d+/);
    expect(await ds.getRepository(Job).count()).toBe(0);
  });

  it('keeps the board as it was when a late problem stops an update of existing jobs', async () => {
    await upload(
      [HEADER, 'Old Team,Old Title,Old Town,https://jobs.example.com/keep/0,2026-01-01', ''].join(
        '\n',
      ),
    ).expect(200);
    const rows = Array.from(
      { length: 1500 },
      (_, i) => `New Team,New Title,New Town,https://jobs.example.com/keep/${i},2026-02-01`,
    );
    const res = await upload(
      [HEADER, ...rows, 'T,"unterminated,L,https://jobs.example.com/q,2026-01-01'].join('\n'),
    ).expect(400);
    expect(res.body.message).toMatch(/nothing was imported/);
    const jobs = await ds.getRepository(Job).find();
    expect(jobs.map((j) => [j.teamName, j.positionTitle, j.location])).toEqual([
      ['Old Team', 'Old Title', 'Old Town'],
    ]);
    expect((await ds.getRepository(Team).find()).map((t) => t.name)).toEqual(['Old Team']);
  });

  it('refuses binary files whatever their name, naming what they look like', async () => {
    const binary = await upload(randomBytes(4096), 'jobs.csv').expect(415);
    expect(binary.body.message).toMatch(/not a CSV text file; nothing was imported/);
    const xlsx = await upload(
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(500)]),
      'jobs.csv',
    ).expect(415);
    expect(xlsx.body.message).toMatch(/Excel workbook \(\.xlsx\)/);
    const png = await upload(
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        randomBytes(64),
      ]),
      'jobs.csv',
    ).expect(415);
    expect(png.body.message).toMatch(/PNG image/);
    expect(await ds.getRepository(Job).count()).toBe(0);
  });

  it('answers 400 for a missing file, an empty file and a header without rows', async () => {
    const none = await admin.agent.post('/api/admin/upload-csv').send({}).expect(400);
    expect(none.body.message).toMatch(/field "csvFile"/);
    const wrongField = await admin.agent
      .post('/api/admin/upload-csv')
      .attach('file', Buffer.from(HEADER), 'jobs.csv')
      .expect(400);
    expect(wrongField.body.message).toMatch(/csvFile/);
    const empty = await upload(Buffer.alloc(0)).expect(400);
    expect(empty.body.message).toMatch(/empty/);
    const headerOnly = await upload(`${HEADER}\r\n\r\n`).expect(400);
    expect(headerOnly.body.message).toMatch(/header but no job rows/);
  });

  it('runs one import at a time: a second one meanwhile answers 409', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'csv-twice-'));
    const path = join(dir, 'jobs.csv');
    try {
      writeFileSync(path, `${HEADER}\nT,P,L,https://jobs.example.com/once,2026-01-01\n`);
      const service = t.app.get(CsvImportService);
      const first = service.importFile(path);
      await expect(service.importFile(path)).rejects.toMatchObject({
        status: 409,
        message: 'Another CSV import is running; try again when it has finished.',
      });
      await expect(first).resolves.toMatchObject({ inserted: 1 });
      await expect(service.importFile(path)).resolves.toMatchObject({ updated: 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a file over 50 MB with 413 and imports nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'csv-big-'));
    const path = join(dir, 'big.csv');
    try {
      const fd = openSync(path, 'w');
      writeSync(fd, `${HEADER},description\n`);
      const filler = 'x'.repeat(1000);
      const line = (i: number) => `T,P,L,https://jobs.example.com/big/${i},2026-01-01,${filler}\n`;
      let written = 0;
      for (let i = 0; written < 51 * 1024 * 1024; i++) written += writeSync(fd, line(i));
      closeSync(fd);
      const res = await admin.agent.post('/api/admin/upload-csv').attach('csvFile', path);
      expect(res.status).toBe(413);
      expect(res.body.message).toMatch(/larger than the 50 MB limit/);
      expect(await ds.getRepository(Job).count()).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
