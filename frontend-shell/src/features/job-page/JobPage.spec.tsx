import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, type FakeFetch, type FakeRoutes } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { MEMBER } from '../../test/fixtures';

const ID = '5f0c9a3e-2d1b-4c7a-9e8f-1a2b3c4d5e6f';
const member = MEMBER;

const detail = (extra: object = {}) => ({
  id: ID,
  teamName: 'Austin Armadillos',
  positionTitle: 'Assistant Line Coach',
  location: 'Austin, TX',
  applyUrl: 'https://careers.example.com/aa/coach',
  description: 'Coach the line.\nGrade every snap.',
  datePosted: '2026-11-20T12:00:00.000Z',
  isFeatured: true,
  teamLogoUrl: null,
  teamInitials: 'AA',
  validThrough: '2027-01-19T12:00:00.000Z',
  status: 'open',
  closed: false,
  ...extra,
});

const boardJob = (id: string, teamName = 'Austin Armadillos') => ({
  ...detail({ id, positionTitle: `Scout ${id}`, teamName }),
  validThrough: undefined,
  status: undefined,
  closed: undefined,
});

const base: FakeRoutes = {
  'GET /api/user': { status: 401 },
  'GET /api/custom-pages': { body: [] },
  [`GET /api/jobs/${ID}`]: { body: detail() },
  [`POST /api/jobs/${ID}/views`]: { status: 204 },
};

let fake: FakeFetch;
afterEach(() => fake.restore());

const meta = (key: string) => document.head.querySelector(`[data-seo="${key}"]`);

describe('job page /jobs/{id}/{slug}', () => {
  it("counts one view with the address's utm_source (alert emails)", async () => {
    fake = installFakeFetch(base);
    renderApp(`/jobs/${ID}/assistant-line-coach?utm_source=alert`);
    await screen.findByRole('heading', { level: 1, name: 'Assistant Line Coach' });
    const views = () =>
      fake.calls.filter((c) => c.method === 'POST' && c.url.pathname === `/api/jobs/${ID}/views`);
    await waitFor(() => expect(views()).toHaveLength(1), { timeout: 4000 });
    expect(JSON.parse(String(views()[0].init?.body))).toMatchObject({ utmSource: 'alert' });
  });

  it('shows an open job to a visitor: details, Apply Now in a new tab, sign-up invitation', async () => {
    fake = installFakeFetch(base);
    renderApp(`/jobs/${ID}/assistant-line-coach`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Assistant Line Coach' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Austin Armadillos')).toBeInTheDocument();
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();
    expect(screen.getByText(/^Posted /)).toHaveTextContent(
      `Posted ${new Date('2026-11-20T12:00:00.000Z').toLocaleDateString()}`,
    );
    expect(screen.getByText(/^Closes /)).toHaveTextContent(
      `Closes ${new Date('2027-01-19T12:00:00.000Z').toLocaleDateString()}`,
    );
    expect(screen.getByText(/Coach the line\./)).toBeInTheDocument();
    const apply = screen.getByRole('link', { name: /^Apply Now: Assistant Line Coach/ });
    expect(apply).toHaveAttribute('href', `/api/jobs/${ID}/apply`);
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener');
    const cta = screen.getByRole('complementary', {
      name: 'Get access to our exclusive database of NFL jobs!',
    });
    expect(within(cta).getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute(
      'href',
      '/auth?tab=signup',
    );
    expect(screen.queryByRole('heading', { name: /More jobs at/ })).not.toBeInTheDocument();
    // Members-only board: a visitor's page never asks for the list.
    expect(fake.calls.some((c) => c.url.pathname === '/api/jobs')).toBe(false);

    expect(document.title).toBe('Assistant Line Coach - Austin Armadillos | Gridiron Careers');
    expect(meta('canonical')).toHaveAttribute(
      'href',
      `http://localhost/jobs/${ID}/assistant-line-coach`,
    );
    expect(meta('name:description')?.getAttribute('content')).toMatch(
      /^Austin Armadillos is hiring: Assistant Line Coach in Austin, TX\./,
    );
    expect(meta('name:robots')).toBeNull();
  });

  it('removes the job tags only the server writes when the reader leaves the page', async () => {
    fake = installFakeFetch(base);
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="application/ld+json" data-seo="jsonld:jobposting">{}</script>' +
        '<meta property="og:image" content="x" data-seo="property:og:image">',
    );
    const { router } = renderApp(`/jobs/${ID}/assistant-line-coach`);
    await screen.findByRole('heading', { level: 1, name: 'Assistant Line Coach' });
    expect(meta('jsonld:jobposting')).not.toBeNull();
    await act(() => router.navigate('/page/missing'));
    expect(meta('jsonld:jobposting')).toBeNull();
    expect(meta('property:og:image')).toBeNull();
    expect(meta('canonical')).toBeNull();
  });

  it('shows a member more open jobs of the same team (not this one, not other teams)', async () => {
    fake = installFakeFetch({
      ...base,
      'GET /api/user': { body: member },
      'GET /api/jobs': {
        body: [boardJob(ID), boardJob('a1'), boardJob('b1', 'Austin Armadillos B'), boardJob('a2')],
        headers: { 'X-Total-Count': '4' },
      },
    });
    renderApp(`/jobs/${ID}/x`);
    const section = await screen.findByRole('region', { name: 'More jobs at Austin Armadillos' });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(2));
    expect(within(section).getByRole('link', { name: 'Scout a1' })).toHaveAttribute(
      'href',
      '/jobs/a1/scout-a1',
    );
    expect(within(section).queryByText('Scout b1')).not.toBeInTheDocument();
    const call = fake.calls.find((c) => c.url.pathname === '/api/jobs');
    expect(call?.url.searchParams.get('teamName')).toBe('Austin Armadillos');
    expect(screen.queryByRole('link', { name: 'Sign Up Free' })).not.toBeInTheDocument();
  });

  it.each([
    ['expired', 'expired'],
    ['switched off', 'inactive'],
  ])(
    'says a %s job is closed, without Apply Now, and keeps it out of the index',
    async (_l, status) => {
      fake = installFakeFetch({
        ...base,
        [`GET /api/jobs/${ID}`]: { body: detail({ status, closed: true, applyUrl: null }) },
      });
      renderApp(`/jobs/${ID}/assistant-line-coach`);
      expect(await screen.findByRole('heading', { name: 'This position is closed' })).toBeVisible();
      expect(screen.queryByRole('link', { name: /Apply Now/ })).not.toBeInTheDocument();
      expect(screen.queryByText(/^Closes /)).not.toBeInTheDocument();
      expect(meta('name:robots')).toHaveAttribute('content', 'noindex');
    },
  );

  it('shows Job Not Found for an unknown job, and for an id that is not one without asking', async () => {
    fake = installFakeFetch({
      ...base,
      [`GET /api/jobs/${ID}`]: { status: 404, body: { statusCode: 404, message: 'Job not found' } },
    });
    const { unmount } = renderApp(`/jobs/${ID}/gone`);
    expect(await screen.findByRole('heading', { name: 'Job Not Found' })).toBeInTheDocument();
    expect(meta('name:robots')).toHaveAttribute('content', 'noindex');
    unmount();
    fake.calls.length = 0;
    renderApp('/jobs/not-a-job');
    expect(await screen.findByRole('heading', { name: 'Job Not Found' })).toBeInTheDocument();
    expect(fake.calls.some((c) => c.url.pathname.startsWith('/api/jobs/'))).toBe(false);
  });
});

describe('links to job pages', () => {
  it('the featured slider and job cards link each title to its page', async () => {
    fake = installFakeFetch({
      ...base,
      'GET /api/carousel-images': { body: [] },
      'GET /api/stats': {
        body: { activeJobs: 1, partneredTeams: 1, successfulPlacements: 0, memberCount: 1 },
      },
      'GET /api/admin/content/homepage': { status: 404, body: 'Not Found' },
      'GET /api/jobs/featured': { body: [boardJob('f1')] },
    });
    renderApp('/');
    const slider = await screen.findByTestId('featured-slider');
    expect(await within(slider).findByRole('link', { name: 'Scout f1' })).toHaveAttribute(
      'href',
      '/jobs/f1/scout-f1',
    );
  });
});
