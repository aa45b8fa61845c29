import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminJob } from '../../test/admin-jobs';
import { fakeApi, type FakeAnswer } from '../../test/fake-api';
import { TAXONOMY } from '../../test/taxonomy';
import { renderInAdmin } from '../../test/render';
import { CLICKS_30_DAYS, EMPTY_JOBS_TEXT, JobsTab, VIEWS_30_DAYS } from './JobsTab';

/** 10,000 jobs on the server; each request gets its page only. */
function fakeJobs(total = 10_000) {
  return fakeApi({
    'GET /api/jobs/taxonomy': { json: TAXONOMY },
    'GET /api/admin/jobs': (call) => {
      const limit = Number(call.search.get('limit'));
      const offset = Number(call.search.get('offset'));
      const count = Math.max(0, Math.min(limit, total - offset));
      return {
        json: Array.from({ length: count }, (_, i) =>
          adminJob(offset + i + 1, { isActive: i !== 1 }),
        ),
        headers: { 'X-Total-Count': String(total) },
      };
    },
    'PUT /api/admin/jobs/job-1/featured': (call) => ({ json: adminJob(1, call.body as object) }),
    'PUT /api/admin/jobs/job-1/active': { status: 500, text: 'boom' },
    'DELETE /api/admin/jobs/clear-all': { json: { deletedCount: total } },
    'PUT /api/admin/jobs/job-1/valid-through': (call) => ({
      json: adminJob(1, call.body as object),
    }),
  });
}

afterEach(() => jest.restoreAllMocks());

it('asks the server for one page at a time and shows the total from X-Total-Count', async () => {
  const api = fakeJobs();
  const user = userEvent.setup();
  renderInAdmin(<JobsTab />);
  expect(await screen.findByText('Position 1')).toBeInTheDocument();
  expect(screen.getByText('10,000 total')).toBeInTheDocument();
  expect(screen.getByText('1–20 of 10,000 jobs')).toBeInTheDocument();
  expect(screen.getAllByText('Inactive')).toHaveLength(1);
  const first = api.callsTo('GET /api/admin/jobs')[0].search;
  expect([first.get('limit'), first.get('offset')]).toEqual(['20', '0']);

  await user.click(screen.getByTitle('3'));
  expect(await screen.findByText('Position 41')).toBeInTheDocument();
  const third = api.callsTo('GET /api/admin/jobs').at(-1)!.search;
  expect([third.get('limit'), third.get('offset')]).toEqual(['20', '40']);
});

it("shows each job's views and apply clicks of the last 30 days from the page's own answer", async () => {
  const api = fakeApi({
    'GET /api/jobs/taxonomy': { json: TAXONOMY },
    'GET /api/admin/jobs': {
      json: [adminJob(1, { views30d: 12345, applyClicks30d: 678 }), adminJob(2)],
      headers: { 'X-Total-Count': '2' },
    },
  });
  renderInAdmin(<JobsTab />);
  const row = (await screen.findByText('Position 1')).closest('tr')!;
  expect(screen.getByRole('columnheader', { name: VIEWS_30_DAYS })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: CLICKS_30_DAYS })).toBeInTheDocument();
  expect(within(row).getByText('12,345')).toBeInTheDocument();
  expect(within(row).getByText('678')).toBeInTheDocument();
  const quiet = screen.getByText('Position 2').closest('tr')!;
  expect(within(quiet).getAllByText('0')).toHaveLength(2);
  // The counts come with the page: no request per row.
  expect(api.calls.filter((call) => call.path !== '/api/jobs/taxonomy')).toHaveLength(1);
});

it('switches Featured through the admin API and refreshes the public job lists', async () => {
  const api = fakeJobs(3);
  const user = userEvent.setup();
  const { invalidate } = renderInAdmin(<JobsTab />);
  await user.click(await screen.findByLabelText('Featured: Position 1, Austin Armadillos'));
  await waitFor(() => expect(api.callsTo('PUT /api/admin/jobs/job-1/featured')).toHaveLength(1));
  expect(api.callsTo('PUT /api/admin/jobs/job-1/featured')[0].body).toEqual({ isFeatured: true });
  await waitFor(() => expect(invalidate).toHaveBeenCalledWith(['Jobs', 'FeaturedJobs']));
});

it('shows no toast when switching Active fails, and the switch returns to its state', async () => {
  const api = fakeJobs(3);
  const user = userEvent.setup();
  renderInAdmin(<JobsTab />);
  const active = await screen.findByLabelText('Active: Position 1, Austin Armadillos');
  await user.click(active);
  await waitFor(() => expect(api.callsTo('PUT /api/admin/jobs/job-1/active')).toHaveLength(1));
  await waitFor(() => expect(active).toHaveAttribute('aria-checked', 'true'));
  expect(screen.queryByText(/Failed/)).not.toBeInTheDocument();
});

it('clears all jobs only after the browser confirmation, then toasts the count', async () => {
  const api = fakeJobs(1234);
  const confirm = jest
    .spyOn(window, 'confirm')
    .mockReturnValueOnce(false)
    .mockReturnValueOnce(true);
  const user = userEvent.setup();
  renderInAdmin(<JobsTab />);
  await screen.findByText('Position 1');
  const clear = screen.getByRole('button', { name: /Clear All Jobs/ });

  await user.click(clear);
  expect(confirm).toHaveBeenCalledWith(
    'Are you sure you want to delete ALL jobs? This cannot be undone!',
  );
  expect(api.callsTo('DELETE /api/admin/jobs/clear-all')).toHaveLength(0);

  await user.click(clear);
  expect(await screen.findByText('All Jobs Cleared')).toBeInTheDocument();
  expect(screen.getByText('Successfully deleted 1234 jobs from the database.')).toBeInTheDocument();
});

it('shows the empty text and disables Clear All Jobs when there are no jobs', async () => {
  fakeJobs(0);
  renderInAdmin(<JobsTab />);
  expect(
    await screen.findByText('No jobs found. Upload a CSV file to get started.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Clear All Jobs/ })).toBeDisabled();
});

it('sets and clears a closing date, and marks expired jobs', async () => {
  const api = fakeApi({
    'GET /api/jobs/taxonomy': { json: TAXONOMY },
    'GET /api/admin/jobs': {
      json: [
        adminJob(1),
        adminJob(2, { validThrough: '2026-12-31T23:59:59Z', isExpired: true, isActive: true }),
      ],
      headers: { 'X-Total-Count': '2' },
    },
    'PUT /api/admin/jobs/job-1/valid-through': (call) => ({
      json: adminJob(1, call.body as object),
    }),
    'PUT /api/admin/jobs/job-2/valid-through': (call) => ({
      json: adminJob(2, call.body as object),
    }),
  });
  const { invalidate } = renderInAdmin(<JobsTab />);
  const first = await screen.findByLabelText('Closing date: Position 1, Austin Armadillos');
  expect(first).toHaveValue('');
  expect(screen.getAllByText(/^Default: /)).toHaveLength(1);
  expect(screen.getAllByText('Expired')).toHaveLength(1);
  const second = screen.getByLabelText('Closing date: Position 2, Austin Armadillos');
  expect(second).toHaveValue('2026-12-31');

  fireEvent.change(first, { target: { value: '2027-03-01' } });
  expect(api.callsTo('PUT /api/admin/jobs/job-1/valid-through')).toHaveLength(0);
  fireEvent.click(screen.getByLabelText('Set closing date: Position 1, Austin Armadillos'));
  await waitFor(() =>
    expect(api.callsTo('PUT /api/admin/jobs/job-1/valid-through')).toHaveLength(1),
  );
  expect(api.callsTo('PUT /api/admin/jobs/job-1/valid-through')[0].body).toEqual({
    validThrough: '2027-03-01',
  });
  fireEvent.change(second, { target: { value: '' } });
  fireEvent.click(screen.getByLabelText('Set closing date: Position 2, Austin Armadillos'));
  await waitFor(() =>
    expect(api.callsTo('PUT /api/admin/jobs/job-2/valid-through')).toHaveLength(1),
  );
  expect(api.callsTo('PUT /api/admin/jobs/job-2/valid-through')[0].body).toEqual({
    validThrough: null,
  });
  expect(invalidate).toHaveBeenCalledWith(['Jobs', 'FeaturedJobs', 'Stats']);
});

it('shows 5 skeleton rows while the first page loads', async () => {
  let answer: (value: FakeAnswer) => void = () => undefined;
  const api = fakeApi({
    'GET /api/jobs/taxonomy': { json: TAXONOMY },
    'GET /api/admin/jobs': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
  });
  renderInAdmin(<JobsTab />);
  expect(screen.getByLabelText('Loading jobs').querySelectorAll('.ant-skeleton')).toHaveLength(5);
  await waitFor(() => expect(api.calls).toHaveLength(1));
  answer({ json: [], headers: { 'X-Total-Count': '0' } });
  expect(await screen.findByText(EMPTY_JOBS_TEXT)).toBeInTheDocument();
});
