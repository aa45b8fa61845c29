import { TEST_CONFIG } from '../../test/render-app';
import { homeHeadTags, jobListJsonLd } from './seo-tags';

const job = (i: number) => ({
  id: String(i),
  teamName: 'Austin Armadillos',
  positionTitle: `Coach ${i}`,
  location: 'Austin, TX',
  applyUrl: `https://jobs.example.com/${i}`,
  description: null,
  datePosted: '2026-11-01T00:00:00.000Z',
  isFeatured: false,
  teamLogoUrl: null,
  teamInitials: 'AA',
  department: 'coaching' as const,
  employmentType: null,
  level: null,
  workplaceType: null,
  remoteRegions: [],
});

describe('SEO tags', () => {
  it('home: title, description, keywords, social tags, canonical and Organization', () => {
    const tags = homeHeadTags(TEST_CONFIG);
    expect(tags.title).toBe(TEST_CONFIG.seo.title);
    expect(tags.meta).toMatchObject({
      description: TEST_CONFIG.seo.description,
      keywords: TEST_CONFIG.seo.keywords,
      'twitter:card': 'summary_large_image',
    });
    expect(tags.properties).toMatchObject({
      'og:title': TEST_CONFIG.seo.title,
      'og:url': 'http://localhost/',
    });
    expect(tags.canonical).toBe('http://localhost/');
    expect(tags.jsonLd?.organization).toMatchObject({
      '@type': 'Organization',
      name: 'Gridiron Careers',
    });
  });

  it('jobs: an ItemList of the first 10 jobs', () => {
    const doc = jobListJsonLd(
      Array.from({ length: 14 }, (_, i) => job(i + 1)),
      'http://localhost',
    ) as {
      numberOfItems: number;
      itemListElement: Array<{ position: number; name: string; url: string }>;
    };
    expect(doc.numberOfItems).toBe(10);
    expect(doc.itemListElement).toHaveLength(10);
    expect(doc.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'Coach 1 - Austin Armadillos',
      url: 'http://localhost/jobs/1/coach-1',
    });
    expect(doc.itemListElement[9].position).toBe(10);
  });
});
