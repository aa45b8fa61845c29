import { slugify } from './slug';

it.each([
  ['About Us', 'about-us'],
  ['  Terms of Service  ', 'terms-of-service'],
  ['FAQ & Help!!', 'faq-help'],
  ['--Already--Hyphenated--', 'already-hyphenated'],
  ['Café 2026 Résumé', 'caf-2026-r-sum'],
  ['!!!', ''],
])('slugify(%j) is %j', (title, slug) => {
  expect(slugify(title)).toBe(slug);
});
