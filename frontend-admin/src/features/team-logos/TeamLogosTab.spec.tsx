import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamLogoDto } from '../../api/generated';
import { fakeApi } from '../../test/fake-api';
import { chooseFile, imageFile } from '../../test/files';
import { renderInAdmin } from '../../test/render';
import { TeamLogosTab } from './TeamLogosTab';

const team = (name: string, extra: Partial<TeamLogoDto> = {}): TeamLogoDto => ({
  id: name,
  teamName: name,
  logoUrl: null,
  customLogoUrl: null,
  initials: 'AA',
  level: 'Professional',
  website: null,
  isCustom: false,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  ...extra,
});

function fakeTeams(
  teams = [
    team('Austin Armadillos'),
    team('Orlando Thunder', {
      initials: 'OT',
      isCustom: true,
      customLogoUrl: '/uploads/logos/ot.png',
    }),
  ],
) {
  return fakeApi({
    'GET /api/admin/team-logos': { json: teams },
    'PUT /api/admin/team-logos/Austin%20Armadillos': (call) => ({
      json: team('Austin Armadillos', call.body as object),
    }),
    'POST /api/admin/team-logos/upload-url': {
      json: { uploadUrl: '/api/uploads/t1', imagePath: 'logos/aa.png' },
    },
    'PUT /api/uploads/t1': { status: 204 },
  });
}

it("lists teams with level, initials and 'Custom logo' or 'Auto-generated'", async () => {
  fakeTeams();
  renderInAdmin(<TeamLogosTab />);
  const austin = (await screen.findByText('Austin Armadillos')).closest('tr')!;
  expect(within(austin).getByText('Auto-generated')).toBeInTheDocument();
  expect(within(austin).getByText('Professional')).toBeInTheDocument();
  const orlando = screen.getByText('Orlando Thunder').closest('tr')!;
  expect(within(orlando).getByText('Custom logo')).toBeInTheDocument();
  expect(within(orlando).getByAltText('Orlando Thunder logo')).toHaveAttribute(
    'src',
    '/uploads/logos/ot.png',
  );
});

it('shows the empty text', async () => {
  fakeTeams([]);
  renderInAdmin(<TeamLogosTab />);
  expect(
    await screen.findByText(
      'No teams found. Teams will appear automatically when you upload jobs via CSV.',
    ),
  ).toBeInTheDocument();
});

it('edits initials and level, validating the initials', async () => {
  const api = fakeTeams();
  const user = userEvent.setup();
  const { invalidate } = renderInAdmin(<TeamLogosTab />);
  await user.click(await screen.findByLabelText('Edit Austin Armadillos'));
  const initials = await screen.findByLabelText('Initials');
  const save = screen.getByText('Save').closest('button')!;
  fireEvent.change(initials, { target: { value: '' } });
  await user.click(save);
  expect(await screen.findByText('Initials are required')).toBeInTheDocument();

  fireEvent.change(initials, { target: { value: 'a-1' } });
  expect(await screen.findByText('Use 1 to 4 letters or digits')).toBeInTheDocument();
  fireEvent.change(initials, { target: { value: 'atx' } });
  fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'College' } });
  await user.click(save);

  expect(await screen.findByText('Team Updated')).toBeInTheDocument();
  expect(api.callsTo('PUT /api/admin/team-logos/Austin%20Armadillos')[0].body).toEqual({
    initials: 'ATX',
    level: 'College',
    website: null,
  });
  expect(invalidate).toHaveBeenCalledWith(['Teams', 'Jobs', 'FeaturedJobs']);
});

it('uploads a custom logo through the signed upload flow', async () => {
  const api = fakeTeams();
  const austin = async () => (await screen.findByText('Austin Armadillos')).closest('tr')!;
  renderInAdmin(<TeamLogosTab />);
  chooseFile((await austin()).querySelector('input[type="file"]')!, imageFile('aa.png'));
  expect(await screen.findByText('Logo uploaded for Austin Armadillos')).toBeInTheDocument();
  expect(api.callsTo('POST /api/admin/team-logos/upload-url')[0].body).toEqual({
    fileName: 'aa.png',
  });
  await waitFor(() =>
    expect(api.callsTo('PUT /api/admin/team-logos/Austin%20Armadillos')[0].body).toEqual({
      imagePath: 'logos/aa.png',
    }),
  );
});

it('refuses a logo that is not an image', async () => {
  const api = fakeTeams();
  renderInAdmin(<TeamLogosTab />);
  const row = (await screen.findByText('Austin Armadillos')).closest('tr')!;
  chooseFile(
    row.querySelector('input[type="file"]')!,
    new File(['x'], 'logo.txt', { type: 'text/plain' }),
  );
  expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
  expect(api.callsTo('POST /api/admin/team-logos/upload-url')).toHaveLength(0);
});

it('removes a custom logo from the Edit dialog', async () => {
  const api = fakeApi({
    'GET /api/admin/team-logos': {
      json: [team('Orlando Thunder', { isCustom: true, customLogoUrl: '/uploads/logos/ot.png' })],
    },
    'PUT /api/admin/team-logos/Orlando%20Thunder': { json: team('Orlando Thunder') },
  });
  const user = userEvent.setup();
  renderInAdmin(<TeamLogosTab />);
  await user.click(await screen.findByLabelText('Edit Orlando Thunder'));
  await user.click(await screen.findByText('Remove custom logo'));
  expect(await screen.findByText('Orlando Thunder shows its initials again.')).toBeInTheDocument();
  expect(api.callsTo('PUT /api/admin/team-logos/Orlando%20Thunder')[0].body).toEqual({
    imagePath: null,
  });
});
