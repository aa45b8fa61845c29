import { relativeDate } from './relative-date';

const now = new Date(2026, 10, 21, 15, 0, 0);
const daysAgo = (n: number, hour = 10) => new Date(2026, 10, 21 - n, hour, 0, 0);

describe('relativeDate', () => {
  it.each([
    [0, 'Today'],
    [1, '1 day ago'],
    [2, '2 days ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [13, '1 week ago'],
    [14, '2 weeks ago'],
    [29, '4 weeks ago'],
  ])('%i days → %s', (days, expected) => {
    expect(relativeDate(daysAgo(days), now)).toBe(expected);
  });

  it('shows the local date from 30 days on', () => {
    const date = daysAgo(30);
    expect(relativeDate(date, now)).toBe(date.toLocaleDateString());
    expect(relativeDate(daysAgo(400), now)).toBe(daysAgo(400).toLocaleDateString());
  });

  it('counts calendar days: late yesterday is "1 day ago", early today is "Today"', () => {
    expect(relativeDate(daysAgo(1, 23), now)).toBe('1 day ago');
    expect(relativeDate(daysAgo(0, 0), now)).toBe('Today');
  });

  it('reads ISO strings, treats future dates as today and ignores invalid ones', () => {
    expect(relativeDate(daysAgo(3).toISOString(), now)).toBe('3 days ago');
    expect(relativeDate(new Date(2026, 10, 25), now)).toBe('Today');
    expect(relativeDate('not a date', now)).toBe('');
  });
});
