import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, type FakeFetch, type FakeRoutes } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { MEMBER } from '../test/fixtures';

const user = MEMBER;

const job = (id: string, extra: object = {}) => ({
  id,
  teamName: 'Dallas Cowboys',
  positionTitle: `Analyst ${id}`,
  location: 'Dallas, TX',
  applyUrl: `https://jobs.example.com/${id}`,
  description: 'Build models.',
  datePosted: new Date().toISOString(),
  isFeatured: false,
  teamLogoUrl: null,
  teamInitials: 'DAL',
  ...extra,
});

const publicRoutes: FakeRoutes = {
  'GET /api/user': { status: 401 },
  'GET /api/custom-pages': { body: [] },
  'GET /api/carousel-images': { body: [] },
  'GET /api/jobs/featured': { body: [] },
  'GET /api/stats': {
    body: { activeJobs: 31, partneredTeams: 10, successfulPlacements: 140, memberCount: 2 },
  },
  'GET /api/admin/content/homepage': { status: 404, body: 'Not Found' },
  'GET /api/admin/content/jobs': { status: 404, body: 'Not Found' },
};

let fake: FakeFetch;
afterEach(() => fake.restore());

describe('routes', () => {
  it('home: default hero, empty carousel and featured messages, real stats, footer', async () => {
    fake = installFakeFetch(publicRoutes);
    renderApp('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your gateway to American football careers',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse NFL Jobs' })).toHaveAttribute('href', '/jobs');
    expect(await screen.findByText('No carousel images available')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'No featured jobs available. Mark jobs as featured in the admin panel to display them here.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Active Jobs')).toBeInTheDocument();
    expect(screen.getByText('31')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All NFL Jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
    const seekers = screen.getByRole('navigation', { name: 'Job Seekers' });
    expect(within(seekers).getAllByRole('link')[0]).toHaveTextContent('Browse Jobs');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/',
    );
    expect(document.querySelector('script[type="application/ld+json"]')?.textContent).toContain(
      '"@type":"Organization"',
    );
  });

  it('does not ask for the user when the server saw no session cookie', async () => {
    const { 'GET /api/user': _user, ...withoutUser } = publicRoutes;
    fake = installFakeFetch(withoutUser);
    const { router } = renderApp('/jobs', { signedOut: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
    expect(fake.calls.some((c) => c.url.pathname === '/api/user')).toBe(false);
  });

  it('home: shows the carousel the server wrote into the page on the first render, unasked', async () => {
    const { 'GET /api/carousel-images': _carousel, ...withoutCarousel } = publicRoutes;
    fake = installFakeFetch(withoutCarousel);
    const image = (id: string, sortOrder: string) => ({
      id,
      imageUrl: `/uploads/carousel/${id}.webp`,
      imagePath: `carousel/${id}`,
      originalFileName: `${id}.webp`,
      altText: `Image ${id}`,
      sortOrder,
      isActive: true,
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    renderApp('/', { carousel: [image('b', '2'), image('a', '1')] });
    const first = screen.getByRole('img', { name: 'Image a' });
    expect(first).toHaveAttribute('src', '/uploads/carousel/a.webp');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('button', { name: 'Next image' })).toBeInTheDocument();
    expect(await screen.findByText('Active Jobs')).toBeInTheDocument();
    expect(screen.queryByText('No carousel images available')).not.toBeInTheDocument();
    expect(fake.calls.some((c) => c.url.pathname === '/api/carousel-images')).toBe(false);
  });

  it('home: the texts the server wrote into the page, or their defaults when none, unasked', async () => {
    const { 'GET /api/admin/content/homepage': _content, ...withoutContent } = publicRoutes;
    fake = installFakeFetch(withoutContent);
    const stored = {
      pageId: 'homepage',
      content: { hero: { title: 'Coaching jobs, all in one place' } },
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    const first = renderApp('/', { homeContent: stored });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coaching jobs, all in one place' }),
    ).toBeInTheDocument();
    first.unmount();
    renderApp('/', { homeContent: null });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your gateway to American football careers',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Active Jobs')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.url.pathname.startsWith('/api/admin/content'))).toBe(false);
  });

  it('guards /jobs: a signed-out visitor is sent to /auth', async () => {
    fake = installFakeFetch(publicRoutes);
    const { router } = renderApp('/jobs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
  });

  it('jobs: empty states depend on whether a filter is set', async () => {
    fake = installFakeFetch({
      ...publicRoutes,
      'GET /api/user': { body: user },
      'GET /api/jobs': { body: [], headers: { 'X-Total-Count': '0' } },
    });
    renderApp('/jobs');
    expect(await screen.findByText('No job listings are currently available')).toBeInTheDocument();
    expect(screen.getByText('No jobs found')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Team'), 'Nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Search Jobs' }));
    expect(await screen.findByText('Try adjusting your search criteria')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.url.search.includes('teamName=Nobody'))).toBe(true);
  });

  it('jobs: cards, result count, Apply Now in a new tab and Load more', async () => {
    const first = Array.from({ length: 24 }, (_, i) => job(`a${i}`));
    fake = installFakeFetch({
      ...publicRoutes,
      'GET /api/user': { body: user },
      'GET /api/jobs': (url) =>
        url.searchParams.get('offset') === '0'
          ? { body: first, headers: { 'X-Total-Count': '25' } }
          : { body: [job('last', { isFeatured: true })], headers: { 'X-Total-Count': '25' } },
    });
    renderApp('/jobs');
    expect(await screen.findByRole('heading', { name: 'Analyst a0' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 24 of 25 jobs');
    const apply = screen.getAllByRole('link', { name: /Apply Now: Analyst a0/ })[0];
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener');
    expect(screen.getAllByText('Posted Today')).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Analyst last' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('25 jobs found');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('custom page: content as HTML with line breaks, document title with the site name', async () => {
    fake = installFakeFetch({
      ...publicRoutes,
      'GET /api/custom-pages/about-us': {
        body: {
          id: 'p',
          slug: 'about-us',
          title: 'About Us',
          isActive: true,
          content: 'Line one\nLine <strong>two</strong>',
        },
      },
    });
    renderApp('/page/about-us');
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText('two').tagName).toBe('STRONG');
    expect(document.title).toBe('About Us - Gridiron Careers');
    expect(screen.getAllByRole('link', { name: /Back to Jobs/ })).toHaveLength(2);
  });

  it('custom page: unavailable when inactive, not found on 404', async () => {
    fake = installFakeFetch({
      ...publicRoutes,
      'GET /api/custom-pages/old': {
        body: { id: 'p', slug: 'old', title: 'Old', isActive: false },
      },
    });
    const { router } = renderApp('/page/old');
    expect(await screen.findByRole('heading', { name: 'Page Unavailable' })).toBeInTheDocument();
    expect(
      screen.getByText('This page is currently unavailable. Please check back later.'),
    ).toBeInTheDocument();
    await act(() => router.navigate('/page/missing'));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();
  });

  it('shows the 404 screen for unknown paths', async () => {
    fake = installFakeFetch(publicRoutes);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});

describe('header and auth', () => {
  it('signs in with pending text, goes to /jobs, and signs out to / with "Signing out..."', async () => {
    let signedIn = false;
    let releaseLogin: () => void = () => undefined;
    let releaseLogout: () => void = () => undefined;
    fake = installFakeFetch({
      ...publicRoutes,
      'GET /api/user': () => (signedIn ? { body: user } : { status: 401 }),
      'GET /api/jobs': { body: [], headers: { 'X-Total-Count': '0' } },
      'POST /api/login': () => {
        signedIn = true;
        return { body: user };
      },
      'POST /api/logout': { status: 204 },
    });
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/api/login')) {
        await new Promise<void>((resolve) => (releaseLogin = resolve));
      }
      if (url.endsWith('/api/logout')) {
        await new Promise<void>((resolve) => (releaseLogout = resolve));
      }
      return original(input, init);
    }) as typeof fetch;
    const { router } = renderApp('/auth');
    const form = await screen.findByRole('form', { name: 'Sign In' });
    await userEvent.type(within(form).getByLabelText('Email'), 'jordan@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    act(() => releaseLogin());
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(await screen.findByText('Welcome, jordan@example.com')).toBeInTheDocument();
    // jsdom applies no media queries: the header's desktop part counts as hidden.
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));
    expect(await within(menu).findByRole('button', { name: 'Signing out...' })).toBeDisabled();
    act(() => releaseLogout());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Get Started')).toBeInTheDocument();
    expect(screen.queryByText(/^Welcome/)).not.toBeInTheDocument();
    globalThis.fetch = original;
  });

  it('shows the sign-up field messages and does not call the API', async () => {
    fake = installFakeFetch(publicRoutes);
    renderApp('/auth');
    await userEvent.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    const form = screen.getByRole('form', { name: 'Sign Up' });
    await userEvent.type(within(form).getByLabelText('Email'), 'not-an-email');
    await userEvent.type(within(form).getByLabelText('Password'), '123');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(
      screen.getByText('You must agree to the terms of service to create an account'),
    ).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('opens the mobile menu with the same items', async () => {
    fake = installFakeFetch(publicRoutes);
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Browse Jobs', 'Teams', 'About', 'Sign In', 'Get Started']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});

it('jobs: a session that ended meanwhile (401) sends the user to /auth', async () => {
  let signedIn = true;
  fake = installFakeFetch({
    ...publicRoutes,
    'GET /api/user': () => (signedIn ? { body: user } : { status: 401 }),
    'GET /api/jobs': () => {
      signedIn = false;
      return { status: 401, body: 'Unauthorized' };
    },
  });
  const { router } = renderApp('/jobs');
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
});

it('jobs: 6 skeleton cards while the list loads', async () => {
  fake = installFakeFetch({ ...publicRoutes, 'GET /api/user': { body: user } });
  const original = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    (input instanceof Request ? input.url : String(input)).includes('/api/jobs?')
      ? new Promise<Response>(() => undefined)
      : original(input, init)) as typeof fetch;
  renderApp('/jobs');
  const skeletons = await screen.findByTestId('job-skeletons');
  expect(skeletons.children).toHaveLength(6);
  expect(screen.getByRole('status')).toHaveTextContent('Loading jobs');
  globalThis.fetch = original;
});
