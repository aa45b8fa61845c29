import { footerColumns, footerOrderOf, type FooterPage } from './footer-links';

const page = (slug: string, extra: Partial<FooterPage> = {}): FooterPage => ({
  slug,
  title: slug.toUpperCase(),
  isActive: true,
  ...extra,
});

describe('footerColumns', () => {
  it('has the three columns in order, Job Seekers starting with Browse Jobs', () => {
    const columns = footerColumns([]);
    expect(columns.map((c) => c.title)).toEqual(['Job Seekers', 'Organizations', 'Company']);
    expect(columns[0].links).toEqual([{ label: 'Browse Jobs', to: '/jobs' }]);
    expect(columns[1].links).toEqual([]);
  });

  it('groups active pages by section (default company) and sorts by numeric order', () => {
    const columns = footerColumns([
      page('privacy', { footerSection: 'company', footerOrder: '10' }),
      page('about', { footerSection: 'company', footerOrder: '2' }),
      page('no-section', { footerOrder: '1' }),
      page('resume-tips', { footerSection: 'job-seekers', footerOrder: '2' }),
      page('career', { footerSection: 'job-seekers', footerOrder: '1' }),
      page('pricing', { footerSection: 'organizations' }),
      page('post-jobs', { footerSection: 'organizations', footerOrder: '998' }),
      page('hidden', { footerSection: 'company', footerOrder: '0', isActive: false }),
    ]);
    const slugs = columns.map((c) => c.links.map((l) => l.to));
    expect(slugs[0]).toEqual(['/jobs', '/page/career', '/page/resume-tips']);
    expect(slugs[1]).toEqual(['/page/post-jobs', '/page/pricing']);
    expect(slugs[2]).toEqual(['/page/no-section', '/page/about', '/page/privacy']);
  });

  it('treats a missing or non-numeric order as 999 and keeps ties in API order', () => {
    expect(footerOrderOf({ footerOrder: undefined })).toBe(999);
    expect(footerOrderOf({ footerOrder: '' })).toBe(999);
    expect(footerOrderOf({ footerOrder: 'x' })).toBe(999);
    expect(footerOrderOf({ footerOrder: '0' })).toBe(0);
    const [, , company] = footerColumns([
      page('b', { footerOrder: '999' }),
      page('a'),
      page('c', { footerOrder: '1000' }),
    ]);
    expect(company.links.map((l) => l.to)).toEqual(['/page/b', '/page/a', '/page/c']);
  });

  it('puts an unknown section in Company', () => {
    const [, , company] = footerColumns([page('x', { footerSection: 'other' })]);
    expect(company.links).toEqual([{ label: 'X', to: '/page/x' }]);
  });
});
