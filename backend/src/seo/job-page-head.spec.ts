import type { JobDetailDto } from '../jobs/dto/job-detail.dto';
import { jobHeadTags, withHead } from './job-page-head';

const site = { siteName: 'Gridiron Careers', publicUrl: 'https://careers.example.com' };
const ID = '5f0c9a3e-2d1b-4c7a-9e8f-1a2b3c4d5e6f';
const TEMPLATE =
  '<!doctype html><html><head><title>Gridiron Careers</title><meta name="description" content="x" data-seo="name:description"></head><body></body></html>';

function aJob(overrides: Partial<JobDetailDto> = {}): JobDetailDto {
  return {
    id: ID,
    teamName: 'Austin "AA" Armadillos',
    positionTitle: '</script><script>alert(1)</script> Coach $& $1',
    location: 'Austin, TX',
    applyUrl: 'https://careers.example.com/apply',
    description: 'Line <b>coach</b>',
    datePosted: new Date('2026-11-20T00:00:00Z'),
    isFeatured: false,
    teamLogoUrl: null,
    teamInitials: 'AA',
    department: 'coaching',
    employmentType: null,
    level: null,
    validThrough: null,
    status: 'open',
    closed: false,
    workplaceType: null,
    remoteRegions: [],
    teamWebsite: null,
    ...overrides,
  };
}

describe('job page head', () => {
  it('escapes every text in tags and JSON-LD', () => {
    const html = withHead(TEMPLATE, jobHeadTags(aJob(), site));
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Coach $&amp; $1 - Austin &quot;AA&quot; Armadillos | Gridiron Careers</title>',
    );
    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(jsonLd).title).toBe('</script><script>alert(1)</script> Coach $& $1');
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('gives an open job a canonical link, social tags and JSON-LD, and no noindex', () => {
    const { tags } = jobHeadTags(aJob({ positionTitle: 'Line Coach' }), site);
    expect(tags).toContain(
      `<link rel="canonical" href="https://careers.example.com/jobs/${ID}/line-coach" data-seo="canonical">`,
    );
    expect(tags).toContain('<meta property="og:title" content="Line Coach - Austin');
    expect(tags).toContain('"@type":"JobPosting"');
    expect(tags).not.toContain('noindex');
  });

  it('keeps a closed job out of the index and out of Google for Jobs', () => {
    const { tags } = jobHeadTags(aJob({ status: 'expired', closed: true, applyUrl: null }), site);
    expect(tags).toContain('<meta name="robots" content="noindex" data-seo="name:robots">');
    expect(tags).not.toContain('application/ld+json');
    expect(tags).toContain('This position is closed.');
  });
});
