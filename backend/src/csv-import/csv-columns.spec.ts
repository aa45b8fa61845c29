import { readHeader } from './csv-columns';

describe('readHeader', () => {
  it('matches names case-, space- and punctuation-insensitively, BOM included', () => {
    expect(
      readHeader([
        '\uFEFFTeam Name',
        'positionTitle',
        ' LOCATION ',
        'apply-url',
        'Date_Posted',
        'Salary',
        'IS FEATURED',
      ]),
    ).toEqual({
      team_name: 0,
      position_title: 1,
      location: 2,
      apply_url: 3,
      date_posted: 4,
      is_featured: 6,
    });
  });

  it('names every missing required column', () => {
    expect(() => readHeader(['team_name', 'location'])).toThrow(
      /required columns position_title, apply_url, date_posted; nothing was imported/,
    );
  });
});
