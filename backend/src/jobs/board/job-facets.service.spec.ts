import type { FacetGroup } from './job-facets.repository';
import { facetCounts } from './job-facets.service';

const group = (
  department: FacetGroup['department'],
  employmentType: FacetGroup['employmentType'],
  level: FacetGroup['level'],
  count: number,
  workplaceType: FacetGroup['workplaceType'] = null,
): FacetGroup => ({ department, employmentType, level, workplaceType, count });

describe('facetCounts', () => {
  const groups = [
    group('coaching', 'full-time', 'senior', 5),
    group('coaching', 'internship', 'entry', 2),
    group('analytics', 'full-time', 'mid', 3),
    group('analytics', null, null, 1),
    group('other', 'part-time', 'entry', 4),
  ];
  const count = (list: Array<{ value: string; count: number }>, value: string) =>
    list.find((o) => o.value === value)?.count;

  it('without choices counts every job once per facet (unknown types and levels in none)', () => {
    const f = facetCounts(groups, {});
    expect(f.total).toBe(15);
    expect(count(f.department, 'coaching')).toBe(7);
    expect(count(f.department, 'analytics')).toBe(4);
    expect(count(f.department, 'marketing')).toBe(0);
    expect(count(f.employmentType, 'full-time')).toBe(8);
    expect(count(f.level, 'entry')).toBe(6);
    expect(f.department).toHaveLength(9);
    expect(f.employmentType).toHaveLength(5);
    expect(f.level).toHaveLength(4);
  });

  it("applies the other facets' choices to each facet, not its own", () => {
    const f = facetCounts(groups, { department: ['coaching'], employmentType: ['full-time'] });
    expect(f.total).toBe(5);
    // department counts: full-time only.
    expect(count(f.department, 'coaching')).toBe(5);
    expect(count(f.department, 'analytics')).toBe(3);
    // employment type counts: coaching only.
    expect(count(f.employmentType, 'full-time')).toBe(5);
    expect(count(f.employmentType, 'internship')).toBe(2);
    // level counts: coaching and full-time.
    expect(count(f.level, 'senior')).toBe(5);
    expect(count(f.level, 'entry')).toBe(0);
  });

  it('treats several values of one facet as alternatives', () => {
    const f = facetCounts(groups, { level: ['entry', 'mid'] });
    expect(f.total).toBe(9);
    expect(count(f.department, 'other')).toBe(4);
    expect(count(f.department, 'analytics')).toBe(3);
  });
});
