import { searchWords, wordHash } from './search-words';

describe('searchWords', () => {
  it('splits on white space and punctuation, keeping letters, digits and symbols together', () => {
    expect(searchWords('Assistant Defensive-Line Coach (2026)')).toEqual([
      'Assistant',
      'Defensive',
      'Line',
      'Coach',
      '2026',
    ]);
    expect(searchWords('St. Louis, MO')).toEqual(['St', 'Louis', 'MO']);
    expect(searchWords('C++ Developer, 100% remote')).toEqual([
      'C++',
      'Developer',
      '100',
      'remote',
    ]);
    expect(searchWords('50_50 a_b!c')).toEqual(['50', 'a', 'b', 'c']);
  });

  it('keeps accented letters, combining marks and other scripts inside words', () => {
    expect(searchWords('José Martínez, São Paulo')).toEqual(['José', 'Martínez', 'São', 'Paulo']);
    expect(searchWords('Jose\u0301 Coach')).toEqual(['Jose\u0301', 'Coach']);
    expect(searchWords('Straße İstanbul ΣΟΦΙΑ 東京')).toEqual([
      'Straße',
      'İstanbul',
      'ΣΟΦΙΑ',
      '東京',
    ]);
  });

  it('keeps format characters (a soft hyphen) inside the word, and splits at no-break spaces', () => {
    expect(searchWords('Harbor\u00admaster')).toEqual(['Harbor\u00admaster']);
    expect(searchWords('Head\u00a0Coach\tTX')).toEqual(['Head', 'Coach', 'TX']);
  });

  it('keeps characters a collation ignores or merges inside words', () => {
    expect(searchWords('a\ufeffb a\u1cd3b')).toEqual(['a\ufeffb', 'a\u1cd3b']);
    expect(searchWords('a\u{10100}b')).toEqual(['a\u{10100}b']); // Aegean word separator
  });

  it('answers each word once, and nothing for text without words', () => {
    expect(searchWords('Coach, coach, Coach')).toEqual(['Coach', 'coach']);
    expect(searchWords('%')).toEqual([]);
    expect(searchWords(' - _ ! ')).toEqual([]);
    expect(searchWords('')).toEqual([]);
  });
});

describe('wordHash', () => {
  it('is a signed 32-bit integer, stable, and differs by field and by exact spelling', () => {
    const hash = wordHash('positionTitle', 'coach');
    expect(Number.isInteger(hash)).toBe(true);
    expect(hash).toBeGreaterThanOrEqual(-(2 ** 31));
    expect(hash).toBeLessThan(2 ** 31);
    expect(wordHash('positionTitle', 'coach')).toBe(hash);
    expect(wordHash('teamName', 'coach')).not.toBe(hash);
    expect(wordHash('positionTitle', 'Coach')).not.toBe(hash);
    expect(wordHash('positionTitle', 'josé')).not.toBe(wordHash('positionTitle', 'jose'));
  });
});
