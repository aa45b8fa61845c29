import { TEAM_INITIALS, displayInitials, generateInitials } from './team-initials';

describe('generateInitials', () => {
  it.each([
    ['Austin Armadillos', 'AA'],
    ['Sacramento Gold Rush', 'SGR'],
    ['St. Louis Riverhawks', 'SLR'],
    ['  st. louis', 'SL'],
    ['Oklahoma City Outlaws Football Club', 'OCO'],
    ['Thunder', 'TH'],
    ['Équipe Élan', 'EE'],
    ['🦅 Eagles', 'EA'],
    ['A.J. Smith FC', 'AJS'],
    ['Zürich Bären / Ost 🏈', 'ZBO'],
    ['', 'TM'],
    ['!!!', 'TM'],
    ['🏈🏈', 'TM'],
  ])('%p → %p', (name, initials) => {
    expect(generateInitials(name)).toBe(initials);
    expect(initials).toMatch(TEAM_INITIALS);
  });
});

describe('displayInitials', () => {
  it('prefers the stored initials', () => {
    expect(displayInitials('Austin Armadillos', 'ATX')).toBe('ATX');
  });
  it('falls back to the initials of the name', () => {
    expect(displayInitials('Austin Armadillos', null)).toBe('AA');
    expect(displayInitials('Austin Armadillos', '')).toBe('AA');
    expect(displayInitials('Austin Armadillos')).toBe('AA');
  });
});

describe('TEAM_INITIALS', () => {
  it.each(['A', 'KC', 'ZÜ', 'SLR1'])('accepts %p', (v) => expect(v).toMatch(TEAM_INITIALS));
  it.each(['', 'A-1', 'ABCDE', '<b>', 'A B'])('refuses %p', (v) =>
    expect(v).not.toMatch(TEAM_INITIALS),
  );
});
