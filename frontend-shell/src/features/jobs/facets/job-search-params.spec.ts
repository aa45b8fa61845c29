import { readJobSearch, writeJobSearch } from './job-search-params';

describe('the board search in the address', () => {
  it('round-trips every part of a search', () => {
    const search = {
      position: 'coach',
      teamName: 'Austin Armadillos',
      location: 'TX',
      department: ['coaching' as const, 'medical' as const],
      employmentType: ['full-time' as const],
      level: ['senior' as const, 'executive' as const],
      sort: 'closing' as const,
    };
    const params = writeJobSearch(search);
    expect(params.toString()).toBe(
      'position=coach&teamName=Austin+Armadillos&location=TX&department=coaching%2Cmedical' +
        '&employmentType=full-time&level=senior%2Cexecutive&sort=closing',
    );
    expect(readJobSearch(new URLSearchParams(params.toString()))).toEqual(search);
  });

  it('reads repeated parameters, drops unknown values, blanks and the default order', () => {
    expect(
      readJobSearch(
        new URLSearchParams(
          'department=coaching&department=janitorial,medical&level=&position=%20&sort=newest',
        ),
      ),
    ).toEqual({ department: ['coaching', 'medical'] });
    expect(writeJobSearch({ sort: 'newest', department: [] }).toString()).toBe('');
  });
});
