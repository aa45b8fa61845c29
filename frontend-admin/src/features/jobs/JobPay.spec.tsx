import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminJob } from '../../test/admin-jobs';
import { fakeApi } from '../../test/fake-api';
import { TAXONOMY } from '../../test/taxonomy';
import { renderInAdmin } from '../../test/render';
import { JobsTab } from './JobsTab';

const job = adminJob(1, {
  positionTitle: 'Video Coordinator',
  pay: { min: 50000, max: 60000, currency: 'USD', unit: 'year' },
  workplaceType: 'hybrid',
});

it('shows the pay and workplace and edits them through the admin API', async () => {
  const api = fakeApi({
    'GET /api/jobs/taxonomy': { json: TAXONOMY },
    'GET /api/admin/jobs': { json: [job], headers: { 'X-Total-Count': '1' } },
    'PUT /api/admin/jobs/job-1/pay': { json: job },
  });
  const user = userEvent.setup();
  const { invalidate } = renderInAdmin(<JobsTab />);
  const open = await screen.findByRole('button', {
    name: /edit the pay and workplace of Video Coordinator, Austin Armadillos$/,
  });
  expect(open).toHaveTextContent(/50,000–60,000 USD a year · hybrid/);
  await user.click(open);
  const max = await screen.findByLabelText('Maximum');
  await user.clear(max);
  await user.type(max, '65000');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('PUT /api/admin/jobs/job-1/pay')).toHaveLength(1));
  expect(api.callsTo('PUT /api/admin/jobs/job-1/pay')[0].body).toEqual({
    pay: { min: 50000, max: 65000, currency: 'USD', unit: 'year' },
    workplaceType: 'hybrid',
  });
  await waitFor(() => expect(invalidate).toHaveBeenCalledWith(['Jobs', 'FeaturedJobs']));
});
