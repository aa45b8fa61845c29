import { readHeader } from './csv-columns';
import { parseJobRow } from './csv-job-row';

const header = [
  'team_name',
  'position_title',
  'location',
  'apply_url',
  'date_posted',
  'description',
];
const columns = readHeader(header);

describe('parseJobRow', () => {
  it('trims, normalises to NFC and keeps text as written', () => {
    const result = parseJobRow(
      [' Cafe\u0301 FC ', '=SUM(A1)', 'Here', 'https://x.example.com', '', ''],
      columns,
      header.length,
    );
    expect(result).toEqual({
      ok: true,
      row: {
        teamName: 'Café FC',
        positionTitle: '=SUM(A1)',
        location: 'Here',
        applyUrl: 'https://x.example.com',
        datePosted: undefined,
        description: null,
        isFeatured: undefined,
        isActive: undefined,
      },
    });
  });

  it('lists every problem of a row', () => {
    const result = parseJobRow(
      ['', 'x'.repeat(301), 'Here', 'javascript:void(0)', '31/12/2026'],
      columns,
      header.length,
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        'team_name is empty',
        'position_title is longer than 300 characters',
        'apply_url must start with http:// or https:// (got "javascript:void(0)")',
        'date_posted "31/12/2026" is not a real calendar date',
      ],
    });
  });
});

describe('parseJobRow: valid_through', () => {
  const withClosing = [...header, 'Valid Through'];
  const closingColumns = readHeader(withClosing);
  const row = (posted: string, closing: string) =>
    parseJobRow(
      ['Team', 'Coach', 'Austin, TX', 'https://x.example.com', posted, '', closing],
      closingColumns,
      withClosing.length,
    );

  it('reads the optional closing date (a bare date is the whole day)', () => {
    expect(row('2026-11-01', '2026-12-31')).toMatchObject({
      ok: true,
      row: { validThrough: new Date('2026-12-31T23:59:59Z') },
    });
    expect(row('2026-11-01', '')).toMatchObject({ ok: true, row: { validThrough: undefined } });
  });

  it('refuses a closing date that is not a date or comes before the posting date', () => {
    expect(row('2026-11-01', 'next week')).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^valid_through "next week" is not a date/)],
    });
    expect(row('2026-11-01', '2026-10-31')).toEqual({
      ok: false,
      problems: ['valid_through "2026-10-31" is before date_posted'],
    });
  });
});

describe('parseJobRow: date_posted in the future', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const row = (date: string) =>
    parseJobRow(['Team', 'Scout', 'Here', 'https://x.example.com', date, ''], columns, 6, now);

  it('refuses a posting date more than a day ahead with a row error', () => {
    expect(row('2026-12-01')).toEqual({
      ok: false,
      problems: ['date_posted "2026-12-01" is in the future'],
    });
    expect(row('2027-01-01T00:00:00Z')).toMatchObject({ ok: false });
  });

  it('accepts today and tomorrow (time zones ahead of UTC)', () => {
    expect(row('2026-11-24')).toMatchObject({ ok: true });
    expect(row('2026-11-25')).toMatchObject({ ok: true });
  });
});
