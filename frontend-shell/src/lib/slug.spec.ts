import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Terms of Service', 'terms-of-service'],
    ['  Résumé Tips & Tricks!! ', 'r-sum-tips-tricks'],
    ['---Hello---World---', 'hello-world'],
    ['Pricing 2026', 'pricing-2026'],
    ['***', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
