import { readHeader } from './csv-columns';

describe('readHeader', () => {
  it('matches names case-, space- and punctuation-insensitively, BOM and common pay names included', () => {
    expect(
      readHeader([
        '\uFEFFTeam Name',
        'positionTitle',
        ' LOCATION ',
        'apply-url',
        'Date_Posted',
        'Notes',
        'IS FEATURED',
        'Pay Range',
        'Min Salary',
      ]),
    ).toEqual({
      team_name: 0,
      position_title: 1,
      location: 2,
      apply_url: 3,
      date_posted: 4,
      is_featured: 6,
      salary: 7,
      salary_min: 8,
    });
  });

  it('names every missing required column', () => {
    expect(() => readHeader(['team_name', 'location'])).toThrow(
      /required columns position_title, apply_url, date_posted; nothing was imported/,
    );
  });
});
