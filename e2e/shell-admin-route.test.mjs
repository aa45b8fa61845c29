// The shell's /admin route: the Admin link for admins, and the admin remote loaded at run time
// only there (its screens are tested by the admin suites, e2e/admin-*.test.mjs).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newPage, signInAsAdmin, startServer } from './helpers.mjs';

describe('the /admin route of the shell', () => {
  let server;
  let browser;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows admins the Admin link and loads the admin remote only on /admin', async () => {
    const { page, context, errors } = await newPage(browser);
    const remote = [];
    page.on('request', (r) => r.url().includes('/remotes/admin/') && remote.push(r.url()));
    await signInAsAdmin(page, server.baseUrl);
    await page.goto(server.baseUrl);
    await page.locator('header').getByRole('link', { name: 'Admin' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(remote, [], 'no admin code before /admin');
    await page.locator('header').getByRole('link', { name: 'Admin' }).first().click();
    await page.waitForURL(`${server.baseUrl}/admin`);
    await page.getByText('Content Management System').first().waitFor({ timeout: 30_000 });
    assert.ok(remote.some((u) => u.endsWith('mf-manifest.json') || u.endsWith('remoteEntry.js')));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows a retry when the remote cannot be loaded', async () => {
    const { page, context } = await newPage(browser);
    await signInAsAdmin(page, server.baseUrl);
    let fail = true;
    await context.route('**/remotes/admin/**', (route) =>
      fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    await page.goto(`${server.baseUrl}/admin`);
    await page.getByText('The admin area could not be loaded').waitFor({ timeout: 30_000 });
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Content Management System').first().waitFor({ timeout: 30_000 });
    await context.close();
  });
});
