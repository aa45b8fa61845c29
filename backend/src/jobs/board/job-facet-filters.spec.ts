import { FACET_SEEK_MAX, facetPrefix, whereFacetPrefix } from './job-facet-filters';
import type { Job } from '../job.entity';
import type { SelectQueryBuilder } from 'typeorm';

const group = (
  department: string,
  employmentType: string | null,
  level: string | null,
  count: number,
  workplaceType: string | null = null,
) => ({ department, employmentType, level, workplaceType, count });

describe('facetPrefix', () => {
  const groups = [
    group('coaching', 'full-time', 'senior', 5),
    group('coaching', null, 'senior', 2),
    group('medical', 'internship', null, 3),
    group('sales', 'full-time', 'entry', 4, 'remote'),
  ];

  it('names the leading values of the groups a choice matches', () => {
    expect(facetPrefix(groups, { level: ['senior'] })).toEqual({
      department: ['coaching'],
      employmentType: ['full-time', null],
      level: ['senior'],
    });
    expect(facetPrefix(groups, { workplaceType: ['remote'] })).toEqual({
      department: ['sales'],
      employmentType: ['full-time'],
      level: ['entry'],
    });
    expect(facetPrefix(groups, { level: ['mid'] })).toEqual({
      department: [],
      employmentType: [],
      level: [],
    });
  });

  it('leaves a department alone, no choice and a common choice to the board order', () => {
    expect(facetPrefix(groups, { department: ['coaching'] })).toBeNull();
    expect(facetPrefix(groups, {})).toBeNull();
    const common = [group('coaching', 'full-time', 'senior', FACET_SEEK_MAX + 1)];
    expect(facetPrefix(common, { level: ['senior'] })).toBeNull();
    expect(
      facetPrefix([group('coaching', null, 'senior', FACET_SEEK_MAX)], { level: ['senior'] }),
    ).not.toBeNull();
  });
});

describe('whereFacetPrefix', () => {
  /** The conditions a query builder is given, with their parameters. */
  const where = (prefix: Parameters<typeof whereFacetPrefix>[1]) => {
    const conditions: Array<[string, unknown]> = [];
    const qb = {
      andWhere: (sql: string, params: unknown) => {
        conditions.push([sql, params]);
        return qb;
      },
    };
    whereFacetPrefix(qb as unknown as SelectQueryBuilder<Job>, prefix);
    return conditions;
  };

  it('seeks each value, a missing value (null) included', () => {
    expect(
      where({ department: ['coaching'], employmentType: ['full-time', null], level: [null] }),
    ).toEqual([
      ['job.department IN (:...prefixDepartment)', { prefixDepartment: ['coaching'] }],
      [
        '(job.employmentType IS NULL OR job.employmentType IN (:...prefixEmploymentType))',
        { prefixEmploymentType: ['full-time'] },
      ],
      ['job.level IS NULL', {}],
    ]);
    expect(
      where({ department: ['sales'], employmentType: ['full-time'], level: ['entry'] })[2],
    ).toEqual(['job.level IN (:...prefixLevel)', { prefixLevel: ['entry'] }]);
  });

  it('matches nothing for an empty prefix', () => {
    expect(where({ department: [], employmentType: [], level: [] })).toEqual([
      ['1 = 0', undefined],
    ]);
  });
});
