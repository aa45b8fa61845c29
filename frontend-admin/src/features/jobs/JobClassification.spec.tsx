import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminJob } from '../../test/admin-jobs';
import { fakeApi } from '../../test/fake-api';
import { TAXONOMY } from '../../test/taxonomy';
import { renderInAdmin } from '../../test/render';
import { JobsTab } from './JobsTab';

const job = adminJob(1, {
  positionTitle: 'Video Coordinator',
  department: 'football-operations',
  employmentType: 'seasonal',
  closesAt: null,
});

it('shows the classification and corrects the department through the admin API', async () => {
  const api = fakeApi({
    'GET /api/jobs/taxonomy': { json: TAXONOMY },
    'GET /api/admin/jobs': { json: [job], headers: { 'X-Total-Count': '1' } },
    'PUT /api/admin/jobs/job-1/classification': (call) => ({
      json: { ...job, ...(call.body as object) },
    }),
  });
  const user = userEvent.setup();
  const { invalidate } = renderInAdmin(<JobsTab />);
  const department = await screen.findByLabelText(
    'Department: Video Coordinator, Austin Armadillos',
  );
  // The labels come from GET /api/jobs/taxonomy.
  expect(await screen.findByText('Football Operations & Equipment')).toBeInTheDocument();
  expect(screen.getByText('Seasonal')).toBeInTheDocument();
  await user.click(department);
  await user.click(await screen.findByText('Marketing, Communications & Media'));
  await waitFor(() =>
    expect(api.callsTo('PUT /api/admin/jobs/job-1/classification')).toHaveLength(1),
  );
  expect(api.callsTo('PUT /api/admin/jobs/job-1/classification')[0].body).toEqual({
    department: 'marketing',
  });
  await waitFor(() => expect(invalidate).toHaveBeenCalledWith(['Jobs', 'FeaturedJobs', 'Teams']));
});

it('toasts Update Failed when the server refuses a correction', async () => {
  fakeApi({
    'GET /api/jobs/taxonomy': { json: TAXONOMY },
    'GET /api/admin/jobs': { json: [job], headers: { 'X-Total-Count': '1' } },
    'PUT /api/admin/jobs/job-1/classification': { status: 400, text: 'level must be one of' },
  });
  const user = userEvent.setup();
  renderInAdmin(<JobsTab />);
  await user.click(await screen.findByLabelText('Level: Video Coordinator, Austin Armadillos'));
  await user.click(await screen.findByText('Senior'));
  expect(await screen.findByText('Update Failed')).toBeInTheDocument();
  expect(screen.getByText('400: level must be one of')).toBeInTheDocument();
});
