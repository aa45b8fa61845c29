import { DEPARTMENT_KEYWORDS, inferDepartment } from './department-inference';

describe('inferDepartment (the keyword table of decision 0070)', () => {
  it.each([
    ['Assistant Defensive Line Coach', 'coaching'],
    ['Offensive Quality Control Coach', 'coaching'],
    ['Special Teams Coordinator', 'coaching'],
    ['Linebackers Coach', 'coaching'],
    ['Data Scientist', 'analytics'],
    ['Football Analytics Intern', 'analytics'],
    ['Software Engineer, Scouting Platform', 'analytics'],
    ['Salary Cap Analyst', 'analytics'],
    ['IT Support Specialist', 'analytics'],
    ['Pro Scout', 'scouting'],
    ['College Scout – Southeast Region', 'scouting'],
    ['Director of Player Personnel', 'scouting'],
    ['Assistant General Manager', 'business'],
    ['Stadium Operations Manager', 'business'],
    ['Staff Accountant', 'business'],
    ['Operations Intern', 'business'],
    ['Social Media Manager', 'marketing'],
    ['Digital Content Producer', 'marketing'],
    ['Public Relations Coordinator', 'marketing'],
    ['Community Relations Intern', 'marketing'],
    ['Ticket Sales Account Executive', 'sales'],
    ['Premium Seating Sales Manager', 'sales'],
    ['Director of Partnership Marketing', 'sales'],
    ['Equipment Assistant', 'football-operations'],
    ['Video Coordinator', 'football-operations'],
    ['Player Engagement Director', 'football-operations'],
    ['Head Athletic Trainer', 'medical'],
    ['Team Nutritionist', 'medical'],
    ['Strength & Conditioning Coach', 'medical'],
    ['Team Physician (Orthopaedics)', 'medical'],
    ['Head Groundskeeper', 'football-operations'],
    ['Chaplain', 'other'],
    ['', 'other'],
  ])('%s → %s', (title, department) => {
    expect(inferDepartment(title)).toBe(department);
  });

  it('matches whole words only', () => {
    // "it" inside "digital", "coach" inside "coachella", "data" inside "database" do not count.
    expect(inferDepartment('Digital Visit Host')).toBe('other');
    expect(inferDepartment('Coachella Liaison')).toBe('other');
  });

  it('ignores case and accents', () => {
    expect(inferDepartment('HEAD COACH')).toBe('coaching');
    expect(inferDepartment('Médical Coordinator')).toBe('medical');
  });

  it('has a row for every department but other, each with keywords', () => {
    const departments = DEPARTMENT_KEYWORDS.map(([d]) => d);
    expect(new Set(departments).size).toBe(8);
    expect(departments).not.toContain('other');
    for (const [, keywords] of DEPARTMENT_KEYWORDS) expect(keywords.length).toBeGreaterThan(0);
  });
});
