import { parseApplyUrl, parseClosingDate, parseDate, parseFlag } from './csv-values';

describe('parseDate', () => {
  it.each([
    ['2026-11-21', '2026-11-21T00:00:00.000Z'],
    ['11/21/2026', '2026-11-21T00:00:00.000Z'],
    ['1/5/2026', '2026-01-05T00:00:00.000Z'],
    ['2026-11-21T09:30:00Z', '2026-11-21T09:30:00.000Z'],
    ['2026-11-21T09:30', '2026-11-21T09:30:00.000Z'],
    ['2026-11-21 09:30:15', '2026-11-21T09:30:15.000Z'],
    ['2026-11-21T09:30:00.250+02:00', '2026-11-21T07:30:00.250Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
  ])('%p → %p', (cell, iso) => {
    expect(parseDate(cell).toISOString()).toBe(iso);
  });

  it.each([
    ['2025-02-29', /not a real calendar date/],
    ['13/1/2026', /not a real calendar date/],
    ['2026-11-21T25:00', /impossible time/],
    ['21.11.2026', /is not a date/],
    ['yesterday', /is not a date/],
    ['1850-01-01', /not a real calendar date/],
  ])('%p is refused', (cell, message) => {
    expect(() => parseDate(cell)).toThrow(message);
  });
});

describe('parseClosingDate (valid_through)', () => {
  it.each([
    ['2026-12-31', '2026-12-31T23:59:59.000Z'],
    ['12/31/2026', '2026-12-31T23:59:59.000Z'],
    ['2026-12-31T12:00:00Z', '2026-12-31T12:00:00.000Z'],
    ['2026-12-31T12:00:00-05:00', '2026-12-31T17:00:00.000Z'],
  ])('%p → %p (a bare date is the whole day)', (cell, iso) => {
    expect(parseClosingDate(cell).toISOString()).toBe(iso);
  });

  it.each([
    ['2025-02-29', /^valid_through "2025-02-29" is not a real calendar date$/],
    ['soon', /^valid_through "soon" is not a date/],
    ['2026-12-31T24:00', /^valid_through .* has an impossible time$/],
  ])('%p is refused, naming the column', (cell, message) => {
    expect(() => parseClosingDate(cell)).toThrow(message);
  });
});

describe('parseApplyUrl', () => {
  it('accepts http and https URLs as written', () => {
    expect(parseApplyUrl('https://jobs.example.com/a?b=1#c')).toBe(
      'https://jobs.example.com/a?b=1#c',
    );
    expect(parseApplyUrl('http://example.com')).toBe('http://example.com');
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'mailto:a@b.c', 'ftp://x.y', 'x', '//x.y'])(
    '%p is refused',
    (cell) => {
      expect(() => parseApplyUrl(cell)).toThrow(/apply_url/);
    },
  );
});

describe('parseFlag', () => {
  it.each([
    ['TRUE', true],
    ['yes', true],
    ['1', true],
    ['False', false],
    ['n', false],
    ['0', false],
  ])('%p → %p', (cell, value) => {
    expect(parseFlag('is_featured', cell)).toBe(value);
  });

  it('names the column and the value it could not read', () => {
    expect(() => parseFlag('is_active', 'maybe')).toThrow(
      'is_active must be true or false (got "maybe")',
    );
  });
});
