import { emailLookalikeKey, normaliseEmail } from './email-identity';

describe('email identity', () => {
  it('trims, lower-cases and folds compatibility forms', () => {
    expect(normaliseEmail('  Admin@Example.COM ')).toBe('admin@example.com');
    expect(normaliseEmail('ａｄｍｉｎ@example.com')).toBe('admin@example.com');
  });

  it('keeps accents in the address but composes them one way (NFC and NFD agree)', () => {
    const composed = 'adm\u00edn@example.com';
    const decomposed = 'admi\u0301n@example.com';
    expect(normaliseEmail(decomposed)).toBe(composed);
    expect(normaliseEmail('ADM\u00cdN@example.com')).toBe(composed);
  });

  it('gives accent variants one look-alike key', () => {
    const key = emailLookalikeKey('admin@example.com');
    for (const variant of ['admín@example.com', 'ÁDMÏN@example.com', 'admi\u0301n@example.com']) {
      expect(emailLookalikeKey(variant)).toBe(key);
    }
    expect(emailLookalikeKey('other@example.com')).not.toBe(key);
  });
});
