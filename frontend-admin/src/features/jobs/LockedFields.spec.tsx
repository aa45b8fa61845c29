import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminJob } from '../../test/admin-jobs';
import { fakeApi } from '../../test/fake-api';
import { renderInAdmin } from '../../test/render';
import { TAXONOMY } from '../../test/taxonomy';
import { JobsTab } from './JobsTab';

const sourced = adminJob(1, {
  positionTitle: 'Video Coordinator',
  sourceId: 'src-1',
  lockedFields: ['department', 'level'],
});
const manual = adminJob(2, { positionTitle: 'Scout', lockedFields: [] });

it('marks the hand-edited fields of a sourced job and unlocks them', async () => {
  const api = fakeApi({
    'GET /api/jobs/taxonomy': { json: TAXONOMY },
    'GET /api/admin/jobs': { json: [sourced, manual], headers: { 'X-Total-Count': '2' } },
    'DELETE /api/admin/jobs/job-1/locked-fields': { json: { ...sourced, lockedFields: [] } },
  });
  const user = userEvent.setup();
  const { invalidate } = renderInAdmin(<JobsTab />);
  const lock = await screen.findByLabelText(
    'Locked fields of Video Coordinator, Austin Armadillos: department, level',
  );
  expect(lock).toHaveTextContent('department, level');
  expect(screen.queryByLabelText(/Locked fields of Scout/)).not.toBeInTheDocument();
  await user.click(
    screen.getByRole('button', {
      name: 'Unlock the edited fields of Video Coordinator, Austin Armadillos',
    }),
  );
  await waitFor(() =>
    expect(api.callsTo('DELETE /api/admin/jobs/job-1/locked-fields')).toHaveLength(1),
  );
  expect(await screen.findByText('Fields Unlocked')).toBeInTheDocument();
  await waitFor(() => expect(invalidate).toHaveBeenCalledWith(['Jobs', 'FeaturedJobs']));
});
