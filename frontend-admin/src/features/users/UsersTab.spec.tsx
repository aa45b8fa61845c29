import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUserDto as UserDto } from '../../api/generated';
import { fakeApi, type FakeRoute } from '../../test/fake-api';
import { ADMIN, renderInAdmin } from '../../test/render';
import { NO_ALERTS_TEXT } from './MemberAlertsDrawer';
import { UsersTab } from './UsersTab';

const USERS: UserDto[] = [
  { ...ADMIN, createdAt: '2026-01-02T00:00:00Z', emailConfirmed: true, emailUndeliverable: false },
  {
    id: 'u-2',
    email: 'jordan@example.com',
    firstName: 'Jordan',
    lastName: 'Lee',
    isAdmin: false,
    createdAt: '2026-03-04T00:00:00Z',
    emailConfirmed: false,
    emailUndeliverable: false,
  },
];

function fakeUsers(overrides: Record<string, FakeRoute> = {}, users = USERS) {
  return fakeApi({
    'GET /api/admin/users': { json: users },
    'PATCH /api/admin/users/u-2/admin': (call) => ({
      json: { ...USERS[1], ...(call.body as object) },
    }),
    'PATCH /api/admin/users/u-2/password': { status: 204 },
    'DELETE /api/admin/users/u-2': { status: 204 },
    'GET /api/admin/users/export': {
      text: 'id,email\nu-2,jordan@example.com\n',
      headers: { 'Content-Type': 'text/csv' },
    },
    ...overrides,
  });
}

const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;

it('shows whether each address is confirmed or undeliverable', async () => {
  const bounced = {
    ...USERS[1],
    id: 'u-3',
    firstName: 'Bo',
    email: 'bo@example.com',
    emailUndeliverable: true,
  };
  fakeUsers({}, [...USERS, bounced]);
  renderInAdmin(<UsersTab />);
  expect(within(await row('Ada Admin')).getByText('Confirmed')).toBeTruthy();
  expect(within(await row('Jordan Lee')).getByText('Not confirmed')).toBeTruthy();
  expect(within(await row('Bo Lee')).getByText('Undeliverable')).toBeTruthy();
});

it('shows the count and each user with initials, email, joined date and role', async () => {
  fakeUsers();
  renderInAdmin(<UsersTab />);
  expect(await screen.findByText('Total registered users:')).toHaveTextContent(
    'Total registered users: 2',
  );
  const jordan = await row('Jordan Lee');
  expect(within(jordan).getByText('JL')).toBeInTheDocument();
  expect(within(jordan).getByText('jordan@example.com')).toBeInTheDocument();
  expect(within(jordan).getByText(/^Joined /)).toBeInTheDocument();
  expect(within(jordan).getByText('User')).toBeInTheDocument();
  expect(within(await row('Ada Admin')).getByText('Admin')).toBeInTheDocument();
  // An admin cannot remove their own rights or delete themselves.
  expect(screen.getByLabelText('Admin rights of Ada Admin')).toBeDisabled();
});

it('shows the empty text', async () => {
  fakeUsers({}, []);
  renderInAdmin(<UsersTab />);
  expect(await screen.findByText('No users found')).toBeInTheDocument();
});

it('grants admin rights with the switch and toasts', async () => {
  const api = fakeUsers();
  const user = userEvent.setup();
  renderInAdmin(<UsersTab />);
  await user.click(await screen.findByLabelText('Admin rights of Jordan Lee'));
  expect(await screen.findByText('User Updated')).toBeInTheDocument();
  expect(api.callsTo('PATCH /api/admin/users/u-2/admin')[0].body).toEqual({ isAdmin: true });
});

it('shows a new role at once, so flipping back before the list is read again demotes', async () => {
  // The list read after the change never answers: the switch must not wait for it.
  let reads = 0;
  const api = fakeUsers({
    'GET /api/admin/users': () =>
      reads++ === 0 ? { json: USERS } : new Promise<never>(() => undefined),
  });
  const user = userEvent.setup();
  renderInAdmin(<UsersTab />);
  const role = await screen.findByLabelText('Admin rights of Jordan Lee');
  await user.click(role);
  expect(await screen.findByText('User Updated')).toBeInTheDocument();
  expect(role).toBeChecked();
  expect(within(await row('Jordan Lee')).getByText('Admin')).toBeInTheDocument();
  await waitFor(() => expect(role).toBeEnabled());
  await user.click(role);
  await waitFor(() => expect(api.callsTo('PATCH /api/admin/users/u-2/admin')).toHaveLength(2));
  expect(api.callsTo('PATCH /api/admin/users/u-2/admin')[1].body).toEqual({ isAdmin: false });
  await waitFor(() => expect(role).not.toBeChecked());
});

it('shows the server refusal of a role change', async () => {
  fakeUsers({
    'PATCH /api/admin/users/u-2/admin': { status: 409, text: 'The last admin cannot be demoted' },
  });
  const user = userEvent.setup();
  renderInAdmin(<UsersTab />);
  await user.click(await screen.findByLabelText('Admin rights of Jordan Lee'));
  expect(await screen.findByText('Update Failed')).toBeInTheDocument();
  expect(screen.getByText('409: The last admin cannot be demoted')).toBeInTheDocument();
});

it('changes a password only once it has 8 characters, not all blank', async () => {
  const api = fakeUsers();
  const user = userEvent.setup();
  renderInAdmin(<UsersTab />);
  await user.click(await screen.findByLabelText('Change password of Jordan Lee'));
  const button = (await screen.findAllByText('Change Password')).at(-1)!.closest('button')!;
  expect(button).toBeDisabled();
  expect(
    screen.getByText(
      'At least 8 characters, not only spaces; common breached passwords are refused',
    ),
  ).toBeInTheDocument();
  const input = screen.getByLabelText('New Password');
  fireEvent.change(input, { target: { value: '1234567' } });
  expect(button).toBeDisabled();
  fireEvent.change(input, { target: { value: ' '.repeat(9) } });
  expect(button).toBeDisabled();
  fireEvent.change(input, { target: { value: 'kickoff-2026' } });
  expect(button).toBeEnabled();
  await user.click(button);
  expect(await screen.findByText('Password Updated')).toBeInTheDocument();
  expect(api.callsTo('PATCH /api/admin/users/u-2/password')[0].body).toEqual({
    newPassword: 'kickoff-2026',
  });
});

it('asks before deleting a user, with the exact text', async () => {
  const api = fakeUsers();
  const user = userEvent.setup();
  const { invalidate } = renderInAdmin(<UsersTab />);
  await user.click(await screen.findByLabelText('Delete Jordan Lee'));
  expect(
    await screen.findByText(
      'Are you sure you want to delete Jordan Lee? This action cannot be undone.',
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByText('Delete').closest('button')!);
  expect(await screen.findByText('User Deleted')).toBeInTheDocument();
  expect(api.callsTo('DELETE /api/admin/users/u-2')).toHaveLength(1);
  expect(invalidate).toHaveBeenCalledWith(['Users', 'Stats']);
});

it('downloads the export as users-export-{date}.csv', async () => {
  fakeUsers();
  const user = userEvent.setup();
  const clicks: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push(this.download);
  });
  renderInAdmin(<UsersTab />);
  await user.click(await screen.findByText('Export Users'));
  expect(await screen.findByText('Export Successful')).toBeInTheDocument();
  const today = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  expect(clicks).toEqual([
    `users-export-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`,
  ]);
});

it('reports a failed export', async () => {
  fakeUsers({ 'GET /api/admin/users/export': { status: 500, text: 'boom' } });
  const user = userEvent.setup();
  renderInAdmin(<UsersTab />);
  await user.click(await screen.findByText('Export Users'));
  expect(await screen.findByText('Export Failed')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('Failed to export user list')).toBeInTheDocument());
});

it("opens a member's job alerts from the list: name, search, frequency, paused, last sent", async () => {
  const alerts = [
    {
      id: 'a-1',
      name: 'Texas coaching',
      filters: { position: 'coach', location: 'TX', department: ['coaching', 'scouting'] },
      frequency: 'daily',
      paused: false,
      lastSentAt: '2026-11-20T08:00:00Z',
      createdAt: '2026-11-01T00:00:00Z',
    },
    {
      id: 'a-2',
      name: 'Anything',
      filters: {},
      frequency: 'instant',
      paused: true,
      lastSentAt: null,
      createdAt: '2026-11-02T00:00:00Z',
    },
  ];
  const api = fakeUsers({
    'GET /api/admin/users/u-2/alerts': { json: alerts },
  });
  const user = userEvent.setup();
  renderInAdmin(<UsersTab />);
  await user.click(within(await row('Jordan Lee')).getByLabelText('Job alerts of Jordan Lee'));
  const drawer = (await screen.findByText('Job alerts of Jordan Lee')).closest<HTMLElement>(
    '[role="dialog"]',
  )!;
  const texas = (await within(drawer).findByText('Texas coaching')).closest('li')!;
  expect(within(texas).getByText('Daily')).toBeTruthy();
  expect(within(texas).queryByText('Paused')).toBeNull();
  expect(
    within(texas).getByText('Position: coach · Location: TX · Department: coaching, scouting'),
  ).toBeTruthy();
  expect(texas).toHaveTextContent(
    `Last sent: ${new Date('2026-11-20T08:00:00Z').toLocaleString()}`,
  );
  const anything = within(drawer).getByText('Anything').closest('li')!;
  expect(within(anything).getByText('Instant')).toBeTruthy();
  expect(within(anything).getByText('Paused')).toBeTruthy();
  expect(within(anything).getByText('Every job')).toBeTruthy();
  expect(anything).toHaveTextContent('Last sent: never');
  expect(api.callsTo('GET /api/admin/users/u-2/alerts')).toHaveLength(1);
});

it('says when a member has no job alerts', async () => {
  fakeUsers({ 'GET /api/admin/users/admin-1/alerts': { json: [] } });
  const user = userEvent.setup();
  renderInAdmin(<UsersTab />);
  await user.click(within(await row('Ada Admin')).getByLabelText('Job alerts of Ada Admin'));
  expect(await screen.findByText('Job alerts of Ada Admin')).toBeTruthy();
  expect(await screen.findByText(NO_ALERTS_TEXT)).toBeTruthy();
});
