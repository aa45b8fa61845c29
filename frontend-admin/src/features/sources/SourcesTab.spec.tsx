import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SourceDto } from '../../api/generated';
import { fakeApi } from '../../test/fake-api';
import { renderInAdmin } from '../../test/render';
import { TAXONOMY } from '../../test/taxonomy';
import { SourcesTab } from './SourcesTab';

const source: SourceDto = {
  id: 'src-1',
  teamName: 'Austin Armadillos',
  provider: 'greenhouse',
  token: 'armadillos',
  region: 'global',
  everyMinutes: 60,
  paused: false,
  mapping: { department: {}, employmentType: {}, level: { IC3: 'mid' } },
  unmapped: { department: { 'Football Ops': '' }, employmentType: {}, level: {} },
  nextRunAt: '2026-11-24T12:00:00.000Z',
  consecutiveFailures: 0,
  flag: null,
  health: 'healthy',
  lastRuns: [],
};

it("edits a source's mapping: unmapped values are tagged and saved with the mapped ones", async () => {
  const api = fakeApi({
    'GET /api/admin/sources': { json: [source] },
    'GET /api/jobs/taxonomy': { json: TAXONOMY },
    'PATCH /api/admin/sources/src-1': (call) => ({ json: { ...source, ...(call.body as object) } }),
  });
  const user = userEvent.setup();
  renderInAdmin(<SourcesTab />);
  await user.click(await screen.findByRole('button', { name: 'Mapping (1 unmapped)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mapping: Austin Armadillos' });
  expect(
    within(dialog).getByText('1 value the runs found has no board value yet.'),
  ).toBeInTheDocument();
  const departments = within(dialog).getByRole('region', { name: 'Department' });
  expect(within(departments).getByText('Football Ops')).toBeInTheDocument();
  expect(within(departments).getByText('unmapped')).toBeInTheDocument();
  const levels = within(dialog).getByRole('region', { name: 'Level' });
  expect(within(levels).getByText('Mid')).toBeInTheDocument();
  expect(within(levels).queryByText('unmapped')).not.toBeInTheDocument();

  await user.click(within(departments).getByLabelText('Department for Football Ops'));
  await user.click(await screen.findByText('Football Operations & Equipment'));
  await user.click(within(dialog).getByRole('button', { name: 'Save mapping' }));
  await waitFor(() => expect(api.callsTo('PATCH /api/admin/sources/src-1')).toHaveLength(1));
  expect(api.callsTo('PATCH /api/admin/sources/src-1')[0].body).toEqual({
    mapping: {
      department: { 'Football Ops': 'football-operations' },
      employmentType: {},
      level: { IC3: 'mid' },
    },
  });
});
