import { applyRedirectUrl } from './apply-redirect-url';

describe('applyRedirectUrl', () => {
  it('adds utm_source (the site name) and utm_medium=job_board', () => {
    const url = new URL(applyRedirectUrl('https://team.example/jobs/1?ref=x', 'Gridiron Careers')!);
    expect(url.origin + url.pathname).toBe('https://team.example/jobs/1');
    expect(url.searchParams.get('ref')).toBe('x');
    expect(url.searchParams.get('utm_source')).toBe('Gridiron Careers');
    expect(url.searchParams.get('utm_medium')).toBe('job_board');
  });

  it('keeps parameters the URL already has', () => {
    const url = new URL(
      applyRedirectUrl('https://team.example/a?utm_source=own&utm_medium=site#apply', 'GC')!,
    );
    expect(url.searchParams.getAll('utm_source')).toEqual(['own']);
    expect(url.searchParams.getAll('utm_medium')).toEqual(['site']);
    expect(url.hash).toBe('#apply');
  });

  it('refuses addresses that are not http(s)', () => {
    expect(applyRedirectUrl('javascript:alert(1)', 'GC')).toBeNull();
    expect(applyRedirectUrl('not a url', 'GC')).toBeNull();
  });
});
