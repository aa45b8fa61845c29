import { parseDepartment, parseEmploymentType, parseLevel } from './job-taxonomy';

describe('reading a department, employment type or level', () => {
  it.each([
    ['coaching', 'coaching'],
    ['Coaching', 'coaching'],
    ['Scouting & Player Personnel', 'scouting'],
    ['scouting and player personnel', 'scouting'],
    ['Business Operations & Front Office', 'business'],
    ['front office', 'business'],
    ['Football Operations & Equipment', 'football-operations'],
    ['football-operations', 'football-operations'],
    ['Medical, Performance & Nutrition', 'medical'],
    ['Ticketing, Sales & Partnerships', 'sales'],
    ['Marketing, Communications & Media', 'marketing'],
    ['OTHER', 'other'],
  ])('department %s → %s', (text, slug) => {
    expect(parseDepartment(text)).toBe(slug);
  });

  it('reads employment types and levels by slug or label', () => {
    expect(parseEmploymentType('Full time')).toBe('full-time');
    expect(parseEmploymentType('full-time')).toBe('full-time');
    expect(parseEmploymentType('FULLTIME')).toBe('full-time');
    expect(parseEmploymentType('Internship')).toBe('internship');
    expect(parseEmploymentType('part time')).toBe('part-time');
    expect(parseLevel('Executive')).toBe('executive');
    expect(parseLevel('entry level')).toBe('entry');
    expect(parseLevel('Mid')).toBe('mid');
  });

  it('answers undefined for anything else', () => {
    expect(parseDepartment('Janitorial')).toBeUndefined();
    expect(parseEmploymentType('forever')).toBeUndefined();
    expect(parseLevel('ninja')).toBeUndefined();
  });
});
