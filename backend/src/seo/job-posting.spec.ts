import type { JobDetailDto } from '../jobs/dto/job-detail.dto';
import { employmentTypeOf, jobPostingJsonLd, parseLocation } from './job-posting';
import { jobIdOfPath, jobPath, jobSlug } from './job-url';

const site = { siteName: 'Gridiron Careers', publicUrl: 'https://careers.example.com' };
const ID = '5f0c9a3e-2d1b-4c7a-9e8f-1a2b3c4d5e6f';

function aJob(overrides: Partial<JobDetailDto> = {}): JobDetailDto {
  return {
    id: ID,
    teamName: 'Austin Armadillos',
    positionTitle: 'Assistant Defensive Line Coach',
    location: 'Austin, TX',
    applyUrl: 'https://careers.example.com/apply',
    description: 'Coach the line.\n\nFilm & practice.',
    datePosted: new Date('2026-11-20T00:00:00Z'),
    isFeatured: false,
    teamLogoUrl: null,
    teamInitials: 'AA',
    department: 'coaching',
    employmentType: null,
    level: null,
    validThrough: new Date('2027-01-19T00:00:00Z'),
    status: 'open',
    closed: false,
    workplaceType: null,
    remoteRegions: [],
    teamWebsite: null,
    ...overrides,
  };
}

describe('JobPosting JSON-LD', () => {
  it('carries the required and recommended properties', () => {
    const url = `https://careers.example.com${jobPath(aJob())}`;
    expect(jobPostingJsonLd(aJob(), url, site)).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Assistant Defensive Line Coach',
      description: '<p>Coach the line.</p><p>Film &amp; practice.</p>',
      datePosted: '2026-11-20T00:00:00.000Z',
      validThrough: '2027-01-19T00:00:00.000Z',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Austin Armadillos',
        logo: 'https://careers.example.com/api/team-initials/AA',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Austin',
          addressRegion: 'TX',
          addressCountry: 'US',
        },
      },
      identifier: { '@type': 'PropertyValue', name: 'Gridiron Careers', value: ID },
      directApply: false,
      url: `https://careers.example.com/jobs/${ID}/assistant-defensive-line-coach`,
    });
  });

  it('uses the team logo (made absolute) and describes a job without a description', () => {
    const ld = jobPostingJsonLd(
      aJob({ teamLogoUrl: '/uploads/logos/aa.png', description: null, validThrough: null }),
      'https://careers.example.com/jobs/x',
      site,
    );
    expect(ld.hiringOrganization.logo).toBe('https://careers.example.com/uploads/logos/aa.png');
    expect(ld.description).toBe(
      '<p>Assistant Defensive Line Coach with Austin Armadillos in Austin, TX.</p>',
    );
    expect(ld).not.toHaveProperty('validThrough');
    expect(ld).not.toHaveProperty('employmentType');
  });

  it("prefers the job's own employment type to the one its title suggests", () => {
    const ld = jobPostingJsonLd(
      aJob({ positionTitle: 'Football Operations Intern', employmentType: 'seasonal' }),
      'u',
      site,
    );
    expect(ld.employmentType).toBe('TEMPORARY');
  });

  it.each([
    ['Austin, TX', { addressLocality: 'Austin', addressRegion: 'TX', remote: false }],
    ['St. Louis,mo', { addressLocality: 'St. Louis', addressRegion: 'MO', remote: false }],
    ['Toronto, ON', { remote: false }],
    ['United States', { remote: false }],
    ['Remote', { remote: true }],
  ])('reads the location %p', (location, parsed) => {
    expect(parseLocation(location)).toEqual(parsed);
  });

  it('marks remote jobs as telecommuting within the US', () => {
    const ld = jobPostingJsonLd(aJob({ location: 'Remote' }), 'u', site);
    expect(ld).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'US' },
      jobLocation: { address: { addressCountry: 'US' } },
    });
  });

  it.each([
    ['Football Operations Intern', 'INTERN'],
    ['Part-Time Game Day Staff', 'PART_TIME'],
    ['Seasonal Ticket Sales', 'TEMPORARY'],
    ['Video Contractor', 'CONTRACTOR'],
    ['Head Coach', undefined],
  ])('reads the employment type of %p', (title, type) => {
    expect(employmentTypeOf(title)).toBe(type);
  });
});

describe('job page paths', () => {
  it('makes the slug from the title and reads the id back', () => {
    expect(jobSlug('VP, Football Ops & Analytics!')).toBe('vp-football-ops-analytics');
    expect(jobSlug('¡¿')).toBe('job');
    expect(jobIdOfPath(`/jobs/${ID}/anything`)).toBe(ID);
    expect(jobIdOfPath(`/jobs/${ID.toUpperCase()}`)).toBe(ID);
    expect(jobIdOfPath('/jobs/feed.xml')).toBeNull();
    expect(jobIdOfPath(`/jobs/${ID}/a/b`)).toBeNull();
  });
});
