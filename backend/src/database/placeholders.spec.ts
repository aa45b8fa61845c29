import { placeholders } from './placeholders';

describe('placeholders', () => {
  it('gives one positional placeholder per value, comma-separated', () => {
    expect(placeholders(3)).toBe('?, ?, ?');
    expect(placeholders(1)).toBe('?');
  });

  it('gives nothing for no values', () => {
    expect(placeholders(0)).toBe('');
  });
});
