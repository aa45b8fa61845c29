import { teamInitials } from './team-initials';

describe('teamInitials (SPEC §3)', () => {
  it('uses the stored initials', () => {
    expect(teamInitials('DAL', 'Dallas Cowboys')).toBe('DAL');
    expect(teamInitials('kc', 'Kansas City Chiefs')).toBe('KC');
  });
  it('falls back to the first two letters of the team name, uppercased', () => {
    expect(teamInitials(null, 'packers')).toBe('PA');
    expect(teamInitials('  ', 'Bills')).toBe('BI');
  });
  it("falls back to 'TM' without initials or name", () => {
    expect(teamInitials(undefined, '')).toBe('TM');
    expect(teamInitials(null, null)).toBe('TM');
    expect(teamInitials('', '   ')).toBe('TM');
  });
});
