// Screenshots of every CMS tab at 1280 px (screenshots/admin-*.png, git-ignored), for review.
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newPage, screenshot, signInAsAdmin, startServer } from './helpers.mjs';
import { openAdmin, openTab } from './admin-helpers.mjs';

const TABS = [
  ['Page Content', 'content', '[id="content-hero.title"]'],
  ['Carousel Images', 'carousel', 'text=Current Carousel Images'],
  ['Jobs', 'jobs', '.ant-table-row'],
  ['Team Logos', 'team-logos', '.ant-table-row'],
  ['User Management', 'users', '.ant-table-row'],
  ['Page Customization', 'pages', 'text=Footer Link Sections'],
  ['CSV Upload', 'csv', '#csv-file'],
];

describe('admin CMS screenshots', () => {
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

  it('captures every tab at 1280 px', async () => {
    const { page, context } = await newPage(browser);
    await signInAsAdmin(page, server.baseUrl);
    await openAdmin(page, server.baseUrl);
    for (const [tab, name, ready] of TABS) {
      await openTab(page, tab);
      await page.locator('[role="tabpanel"][aria-hidden="false"]').locator(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400); // the tab's ink bar slides for 300 ms
      await screenshot(page, `admin-${name}`);
    }
    // Dialogs: Create Page (slug generated from the title) and Change Password.
    await openTab(page, 'Page Customization');
    await page.getByRole('button', { name: 'Create Page' }).first().click();
    await page.getByRole('dialog').locator('#page-title').fill('Draft Day Guide');
    await page.waitForTimeout(400);
    await screenshot(page, 'admin-pages-create-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await openTab(page, 'User Management');
    await page
      .getByRole('button', { name: /^Change password of / })
      .first()
      .click();
    await page.getByRole('dialog').locator('#new-password').fill('abc');
    await page.waitForTimeout(400);
    await screenshot(page, 'admin-users-password-dialog');
    await context.close();
  });
});
