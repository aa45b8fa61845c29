import { isJobId, jobPath } from './job-path';

describe('jobPath', () => {
  it('links to /jobs/{id}/{slug of the title}', () => {
    expect(jobPath({ id: 'abc', positionTitle: 'VP, Football Ops & Analytics!' })).toBe(
      '/jobs/abc/vp-football-ops-analytics',
    );
    expect(jobPath({ id: 'abc', positionTitle: '¡¿' })).toBe('/jobs/abc/job');
  });

  it('recognises job ids', () => {
    expect(isJobId('5f0c9a3e-2d1b-4c7a-9e8f-1a2b3c4d5e6f')).toBe(true);
    expect(isJobId('feed.xml')).toBe(false);
    expect(isJobId(undefined)).toBe(false);
  });
});
