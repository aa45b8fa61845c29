// User Management through the shell: promote and demote, change a password, export, delete;
// and Access Denied for members.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import {
  dialogSettled,
  launchBrowser,
  MOBILE,
  newPage,
  registerUser,
  screenshot,
  signInAsAdmin,
  startServer,
} from './helpers.mjs';
import { openAdmin, openTab, toast } from './admin-helpers.mjs';

describe('admin CMS: user management and access', () => {
  let server;
  let browser;
  let member;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const { page, context } = await newPage(browser);
    member = await registerUser(page, server.baseUrl, {
      firstName: 'Riley',
      lastName: 'Quarterback',
    });
    await context.close();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  const usersOf = async (page) =>
    (await (await page.request.get(`${server.baseUrl}/api/admin/users`)).json()).find(
      (u) => u.email === member.email,
    );

  it('shows Access Denied to a signed-in member', async () => {
    const { page, context } = await newPage(browser);
    const other = await registerUser(page, server.baseUrl);
    assert.ok(other.email);
    await page.goto(`${server.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor({ timeout: 30_000 });
    await page.getByText('You need admin privileges to access this page.').waitFor();
    await context.close();
  });

  it('promotes and demotes a user, changes their password, exports and deletes', async () => {
    const { page, context, errors } = await newPage(browser);
    await signInAsAdmin(page, server.baseUrl);
    await openAdmin(page, server.baseUrl);
    await openTab(page, 'User Management');
    await page.getByText(/^Total registered users:/).waitFor();

    const role = page.getByRole('switch', { name: 'Admin rights of Riley Quarterback' });
    await role.click();
    await toast(page, 'User Updated');
    assert.equal((await usersOf(page)).isAdmin, true);
    // The switch shows the list's value: the toast can come before the list is read again, and
    // a click on the switch still off would promote the user a second time.
    const switchShows = (checked) =>
      page.waitForFunction(
        (value) =>
          document
            .querySelector('[aria-label="Admin rights of Riley Quarterback"]')
            ?.getAttribute('aria-checked') === value,
        String(checked),
      );
    await switchShows(true);
    await role.click();
    await switchShows(false);
    assert.equal((await usersOf(page)).isAdmin, false);

    await page.getByRole('button', { name: 'Change password of Riley Quarterback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    const submit = dialog.getByRole('button', { name: 'Change Password' });
    await dialog
      .getByText('At least 8 characters, not only spaces; common breached passwords are refused')
      .waitFor();
    assert.equal(await submit.isDisabled(), true);
    await dialog.locator('#new-password').fill('short');
    assert.equal(await submit.isDisabled(), true);
    await dialog.locator('#new-password').fill('a-new-password');
    await submit.click();
    await toast(page, 'Password Updated');
    const login = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
      body: JSON.stringify({ email: member.email, password: 'a-new-password' }),
    });
    assert.equal(login.status, 200);

    // The member keeps a job alert; the admin sees it from the user list.
    const created = await fetch(`${server.baseUrl}/api/alerts`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: server.baseUrl,
        Cookie: login.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      },
      body: JSON.stringify({
        name: 'Texas coaching',
        frequency: 'daily',
        filters: { position: 'coach', location: 'TX' },
      }),
    });
    assert.equal(created.status, 201);
    await page.getByRole('button', { name: 'Job alerts of Riley Quarterback' }).click();
    const alerts = page.getByRole('dialog', { name: 'Job alerts of Riley Quarterback' });
    const alert = alerts.getByRole('listitem').filter({ hasText: 'Texas coaching' });
    await alert.getByText('Daily').waitFor();
    await alert.getByText('Position: coach · Location: TX').waitFor();
    await alert.getByText(/Last sent: never/).waitFor();
    await screenshot(page, 'admin-member-alerts');
    await page.keyboard.press('Escape');
    await alerts.waitFor({ state: 'hidden' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Export Users/ }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^users-export-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    assert.match(csv, /^id,email,firstName,lastName,isAdmin/);
    assert.ok(csv.includes(member.email));
    await toast(page, 'Export Successful');

    // On a phone the drawer fits the screen.
    const phone = await newPage(browser, MOBILE);
    await signInAsAdmin(phone.page, server.baseUrl);
    await openAdmin(phone.page, server.baseUrl);
    await openTab(phone.page, 'User Management');
    await phone.page.getByRole('button', { name: 'Job alerts of Riley Quarterback' }).click();
    await phone.page
      .getByRole('dialog', { name: 'Job alerts of Riley Quarterback' })
      .getByText('Position: coach · Location: TX')
      .waitFor();
    await screenshot(phone.page, 'admin-member-alerts');
    await phone.context.close();

    await page.getByRole('button', { name: 'Delete Riley Quarterback' }).click();
    await page
      .getByText('Are you sure you want to delete Riley Quarterback? This action cannot be undone.')
      .waitFor();
    await dialogSettled(page);
    await page
      .getByRole('dialog', { name: 'Delete User' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await toast(page, 'User Deleted');
    assert.equal(await usersOf(page), undefined);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
