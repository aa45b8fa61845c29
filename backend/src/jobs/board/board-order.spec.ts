import { newestFirst } from './board-order';

describe('the newest-first order of rows sorted in the app', () => {
  const ids = ['0a', '0b', '0c'];

  it('puts later posting dates first, then larger ids, for mysql2 dates', () => {
    const rows = [
      { id: ids[2], datePosted: new Date('2026-11-01T10:00:00.000Z') },
      { id: ids[0], datePosted: new Date('2026-11-02T10:00:00.000Z') },
      { id: ids[1], datePosted: new Date('2026-11-01T10:00:00.000Z') },
    ];
    expect(rows.sort(newestFirst).map((row) => row.id)).toEqual(['0a', '0c', '0b']);
  });

  it('compares SQLite dates as their text, to the millisecond', () => {
    const rows = [
      { id: ids[0], datePosted: '2026-11-01 10:00:00.001' },
      { id: ids[1], datePosted: '2026-11-01 10:00:00.010' },
      { id: ids[2], datePosted: '2026-10-31 23:59:59.999' },
    ];
    expect(rows.sort(newestFirst).map((row) => row.id)).toEqual(['0b', '0a', '0c']);
  });
});
