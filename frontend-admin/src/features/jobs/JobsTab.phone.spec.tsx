import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminJob } from '../../test/admin-jobs';
import { fakeApi } from '../../test/fake-api';
import { TAXONOMY } from '../../test/taxonomy';
import { renderInAdmin } from '../../test/render';
import { JobsTab } from './JobsTab';

const laptopWidth = window.innerWidth;
beforeEach(() => {
  window.innerWidth = 390;
});
afterEach(() => {
  window.innerWidth = laptopWidth;
});

it('shows each job as a card on a phone, with its switches and selects at hand', async () => {
  const api = fakeApi({
    'GET /api/jobs/taxonomy': { json: TAXONOMY },
    'GET /api/admin/jobs': (call) => ({
      json: Number(call.search.get('offset')) === 0 ? [adminJob(1), adminJob(2)] : [adminJob(21)],
      headers: { 'X-Total-Count': '21' },
    }),
    'PUT /api/admin/jobs/job-1/featured': (call) => ({
      json: { ...adminJob(1), ...(call.body as object) },
    }),
  });
  const user = userEvent.setup();
  renderInAdmin(<JobsTab />);

  const cards = within(await screen.findByRole('list', { name: 'Jobs' })).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const first = within(cards[0]);
  expect(first.getByText('Position 1')).toBeInTheDocument();
  for (const label of ['Location', 'Classification', 'Status', 'Closes', 'Featured', 'Active']) {
    expect(first.getByText(label, { selector: 'dt' })).toBeInTheDocument();
  }
  expect(first.getByText('Austin, TX')).toBeInTheDocument();
  expect(
    first.getByRole('combobox', { name: 'Level: Position 1, Austin Armadillos' }),
  ).toBeVisible();

  await user.click(first.getByRole('switch', { name: 'Featured: Position 1, Austin Armadillos' }));
  expect(api.callsTo('PUT /api/admin/jobs/job-1/featured')[0].body).toEqual({ isFeatured: true });

  // Server pages, as in the table.
  await user.click(screen.getByTitle('2'));
  expect(await screen.findByText('Position 21')).toBeInTheDocument();
  expect(api.callsTo('GET /api/admin/jobs').at(-1)?.search.get('offset')).toBe('20');
});
