import { viewSource } from './view-source';

const own = new Set(['jobs.example.com']);

describe('viewSource', () => {
  it('counts an alert email link first, whatever the referrer', () => {
    expect(viewSource('https://www.google.com/', 'alert', own)).toBe('alert');
  });

  it('tells the board, search engines, other sites and direct visits apart', () => {
    expect(viewSource('https://jobs.example.com/jobs?q=coach', undefined, own)).toBe('board');
    expect(viewSource('https://www.google.co.uk/', undefined, own)).toBe('search');
    expect(viewSource('https://duckduckgo.com/', undefined, own)).toBe('search');
    expect(viewSource('https://notgoogle.com.evil.example/', undefined, own)).toBe('other');
    expect(viewSource('https://forum.example.org/t/1', undefined, own)).toBe('other');
    expect(viewSource(undefined, undefined, own)).toBe('direct');
    expect(viewSource('garbage', undefined, own)).toBe('direct');
  });
});
