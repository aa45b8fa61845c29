import { render, screen, within } from '@testing-library/react';
import AdminApp from './remote-entry';
import type { AdminRemoteProps } from './contract';
import { fakeApi } from './test/fake-api';
import { ADMIN } from './test/render';

const STATS = {
  activeJobs: 1234,
  partneredTeams: 32,
  successfulPlacements: 12500,
  memberCount: 1048576,
};

function props(overrides: Partial<AdminRemoteProps> = {}): AdminRemoteProps {
  return {
    user: ADMIN,
    signOut: jest.fn(),
    notify: jest.fn(),
    navigate: jest.fn(),
    invalidate: jest.fn(),
    ...overrides,
  };
}

beforeEach(() => {
  fakeApi({
    'GET /api/stats': { json: STATS },
    'GET /api/admin/content/homepage': {
      json: { pageId: 'homepage', content: {}, updatedAt: '2026-11-01T00:00:00Z' },
    },
  });
});

it('shows Access Denied to a signed-in user who is not an admin, and calls no admin API', () => {
  render(<AdminApp {...props({ user: { ...ADMIN, isAdmin: false } })} />);
  expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
  expect(screen.queryByText('Content Management System')).not.toBeInTheDocument();
  expect(globalThis.fetch).not.toHaveBeenCalled();
});

it('shows the CMS header, the four stat cards with thousands separators and the ten tabs', async () => {
  // A desktop's width: the ten tabs fit on one line from 1,200 px.
  const laptopWidth = window.innerWidth;
  window.innerWidth = 1366;
  try {
    render(<AdminApp {...props()} />);
    expect(screen.getByRole('heading', { name: 'Content Management System' })).toBeInTheDocument();
    const card = (name: string) => within(screen.getByLabelText(name));
    expect(await card('Active Jobs').findByText('1,234')).toBeInTheDocument();
    expect(card('Partner Teams').getByText('32')).toBeInTheDocument();
    expect(card('Placements').getByText('12,500')).toBeInTheDocument();
    expect(card('Members').getByText('1,048,576')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Page Content',
      'Carousel Images',
      'Jobs',
      'Team Logos',
      'User Management',
      'Page Customization',
      'CSV Upload',
      'Analytics',
      'Alerts',
      'Sources',
    ]);
  } finally {
    window.innerWidth = laptopWidth;
  }
});

it('chooses the section from a picker at a laptop width, where the ten tabs would not fit', async () => {
  render(<AdminApp {...props()} />);
  const picker = await screen.findByLabelText('Section');
  expect(within(picker).getAllByRole('option')).toHaveLength(10);
  expect(screen.queryAllByRole('tab')).toEqual([]);
});
