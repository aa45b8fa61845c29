import { assignSlugs, slugOf } from './team-slug';

describe('team slugs', () => {
  it('derives a slug from the name', () => {
    expect(slugOf('St. Louis Riverhawks')).toBe('st-louis-riverhawks');
    expect(slugOf('Montréal Alouettes')).toBe('montreal-alouettes');
    expect(slugOf('A&M Aggies')).toBe('a-and-m-aggies');
    expect(slugOf('!!!')).toBe('team');
  });

  it('tells equal slugs apart in creation order', () => {
    const a = { id: 'b', name: 'St Louis', createdAt: new Date('2026-01-01') };
    const b = { id: 'a', name: 'St. Louis', createdAt: new Date('2026-02-01') };
    const slugs = assignSlugs([b, a]);
    expect(slugs.get(a)).toBe('st-louis');
    expect(slugs.get(b)).toBe('st-louis-2');
  });
});
