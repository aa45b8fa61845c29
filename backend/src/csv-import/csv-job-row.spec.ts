import { readHeader } from './csv-columns';
import { linesSpanned, parseJobRow } from './csv-job-row';

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

describe('linesSpanned', () => {
  it('counts the line breaks inside quoted cells', () => {
    expect(linesSpanned(['a', 'b'])).toBe(1);
    expect(linesSpanned(['a\r\nb', 'c\nd\re'])).toBe(4);
  });
});
