import { KeptEntries } from './kept-entries';

describe('KeptEntries', () => {
  it('answers an entry until it expires', () => {
    const kept = new KeptEntries(10, 1000);
    kept.set('jobs:1:a', '[1]', 1000);
    expect(kept.get('jobs:1:a')).toBe('[1]');
    expect(kept.get('jobs:1:a', Date.now() + 1001)).toBeNull();
    expect(kept.get('jobs:1:b')).toBeNull();
  });

  it('starts afresh when the characters held would pass the bound', () => {
    const kept = new KeptEntries(10, 10);
    kept.set('a', '12345', 1000);
    kept.set('b', '1234', 1000);
    expect(kept.heldChars).toBe(9);
    kept.set('c', '12', 1000);
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([null, null, '12']);
    expect(kept.heldChars).toBe(2);
  });

  it('starts afresh when the entries would pass the bound', () => {
    const kept = new KeptEntries(2, 1000);
    kept.set('a', '1', 1000);
    kept.set('b', '2', 1000);
    kept.set('c', '3', 1000);
    expect(kept.size).toBe(1);
    expect(kept.get('c')).toBe('3');
  });

  it('counts a replaced entry once', () => {
    const kept = new KeptEntries(10, 10);
    kept.set('a', '123456', 1000);
    kept.set('a', '1234567', 1000);
    expect(kept.heldChars).toBe(7);
    expect(kept.get('a')).toBe('1234567');
  });

  it('drops the entries of one scope', () => {
    const kept = new KeptEntries(10, 1000);
    kept.set('jobs:1:a', '"a"', 1000);
    kept.set('stats:1:b', '"bb"', 1000);
    kept.deleteStartingWith('jobs:');
    expect(kept.get('jobs:1:a')).toBeNull();
    expect(kept.get('stats:1:b')).toBe('"bb"');
    expect(kept.heldChars).toBe(4);
  });
});
