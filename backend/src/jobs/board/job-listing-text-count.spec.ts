import {
  textCountKey,
  textCountValues,
  type ListingCountRow,
} from './job-listing-text-count.entity';

const listing = (extra: Partial<ListingCountRow> = {}): ListingCountRow => ({
  teamName: 'Austin Armadillos',
  positionTitle: 'Linebackers Coach',
  location: 'Austin, TX',
  department: 'coaching',
  employmentType: 'full-time',
  level: null,
  workplaceType: null,
  salaryUnit: null,
  ...extra,
});

const keyOf = (extra: Partial<ListingCountRow> = {}) =>
  textCountKey(textCountValues(listing(extra)));

describe('the text counts key', () => {
  it('is the same for the same exact values, 32 hex digits', () => {
    expect(keyOf()).toBe(keyOf());
    expect(keyOf()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('tells apart texts a collation holds equal, since a search may tell them apart', () => {
    const keys = [
      keyOf(),
      keyOf({ positionTitle: 'linebackers coach' }),
      keyOf({ positionTitle: 'Linebackers Coach ' }),
      keyOf({ location: 'Straße' }),
      keyOf({ location: 'Strasse' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('never runs two values together', () => {
    expect(keyOf({ teamName: 'ab', positionTitle: 'c' })).not.toBe(
      keyOf({ teamName: 'a', positionTitle: 'bc' }),
    );
  });

  it('counts a listing with pay apart from one without, and an unset facet as empty', () => {
    expect(keyOf({ salaryUnit: 'year' })).not.toBe(keyOf());
    expect(textCountValues(listing({ salaryUnit: 'hour' }))).toMatchObject({
      payListed: '1',
      level: '',
      workplaceType: '',
    });
  });
});
