import { generateInitials } from './team-initials';

describe('generateInitials', () => {
  it.each([
    ['Austin Armadillos', 'AA'],
    ['Sacramento Gold Rush', 'SGR'],
    ['St. Louis Riverhawks', 'SLR'],
    ['Oklahoma City Outlaws Football Club', 'OCO'],
    ['Thunder', 'TH'],
    ['Équipe Élan', 'EE'],
    ['', 'TM'],
    ['!!!', 'TM'],
  ])('%p → %p', (name, initials) => {
    expect(generateInitials(name)).toBe(initials);
  });
});
