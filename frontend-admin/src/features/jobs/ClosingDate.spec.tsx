import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminJobDto } from '../../api/generated';
import { fakeApi } from '../../test/fake-api';
import { renderInAdmin } from '../../test/render';
import { extendedDay } from './ClosingDate';
import type { JobWithExpiry } from './job-expiry-api';
import { JobsTab } from './JobsTab';

const job = (extra: Partial<JobWithExpiry> = {}): AdminJobDto =>
  ({
    id: 'job-1',
    teamName: 'Austin Armadillos',
    positionTitle: 'Line Coach',
    location: 'Austin, TX',
    applyUrl: 'https://example.com/1',
    description: null,
    datePosted: '2026-09-01T00:00:00Z',
    isFeatured: false,
    isActive: true,
    teamLogoUrl: null,
    teamInitials: 'AA',
    validThrough: null,
    closesAt: '2026-10-31T00:00:00Z',
    isExpired: true,
    ...extra,
  }) as AdminJobDto;

afterEach(() => jest.restoreAllMocks());

/** Generous waits: the whole CMS suite shares a loaded machine. */
const slow = { timeout: 10_000 };

it('suggests 30 days from today, or from a later closing date', () => {
  const now = new Date(2026, 10, 21, 12);
  expect(extendedDay('2026-10-31T00:00:00Z', now)).toBe('2026-12-21');
  expect(extendedDay(new Date(2027, 0, 10, 12).toISOString(), now)).toBe('2027-02-09');
  expect(extendedDay(null, now)).toBe('2026-12-21');
});

it('shows an expired job as Expired and extends it to the chosen day', async () => {
  let expired = true;
  const api = fakeApi({
    'GET /api/admin/jobs': () => ({
      json: [
        expired
          ? job()
          : job({
              isExpired: false,
              validThrough: '2027-01-15T23:59:59Z',
              closesAt: '2027-01-15T23:59:59Z',
            }),
      ],
      headers: { 'X-Total-Count': '1' },
    }),
    'PUT /api/admin/jobs/job-1/valid-through': (call) => {
      expired = false;
      return { json: job({ isExpired: false, validThrough: String(call.body) }) };
    },
  });
  const user = userEvent.setup();
  renderInAdmin(<JobsTab />);
  expect(await screen.findByText('Expired', {}, slow)).toBeInTheDocument();
  expect(
    screen.getByText(new Date('2026-10-31T00:00:00Z').toLocaleDateString()),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Extend: Line Coach, Austin Armadillos' }));
  const input = await screen.findByLabelText(
    'Closing date: Line Coach, Austin Armadillos',
    {},
    slow,
  );
  expect((input as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await user.clear(input);
  await user.type(input, '2027-01-15');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(
    () => expect(api.callsTo('PUT /api/admin/jobs/job-1/valid-through')).toHaveLength(1),
    slow,
  );
  expect(api.callsTo('PUT /api/admin/jobs/job-1/valid-through')[0].body).toEqual({
    validThrough: '2027-01-15',
  });
  expect(await screen.findByText('Job Updated', {}, slow)).toBeInTheDocument();
  // The list is fetched again: the job is no longer expired.
  await waitFor(() => expect(screen.queryByText('Expired')).not.toBeInTheDocument(), slow);
  expect(api.callsTo('GET /api/admin/jobs').length).toBeGreaterThanOrEqual(2);
});

it('resets a job to the default listing period and reports failures', async () => {
  const api = fakeApi({
    'GET /api/admin/jobs': {
      json: [
        job({
          isExpired: false,
          validThrough: '2027-01-15T23:59:59Z',
          closesAt: '2027-01-15T23:59:59Z',
        }),
      ],
      headers: { 'X-Total-Count': '1' },
    },
    'PUT /api/admin/jobs/job-1/valid-through': { status: 500, text: 'boom' },
  });
  const user = userEvent.setup();
  renderInAdmin(<JobsTab />);
  await user.click(
    await screen.findByRole(
      'button',
      { name: 'Change closing date: Line Coach, Austin Armadillos' },
      slow,
    ),
  );
  await user.click(await screen.findByRole('button', { name: 'Use default' }, slow));
  await waitFor(
    () => expect(api.callsTo('PUT /api/admin/jobs/job-1/valid-through')).toHaveLength(1),
    slow,
  );
  expect(api.callsTo('PUT /api/admin/jobs/job-1/valid-through')[0].body).toEqual({
    validThrough: null,
  });
  expect(await screen.findByText('Update Failed', {}, slow)).toBeInTheDocument();
});
