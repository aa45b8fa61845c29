// Screenshots of every CMS tab at 1366, 1024, 390 and 320 px (screenshots/admin-*.png,
// git-ignored), for review; no tab scrolls sideways at any of them, and every section can be chosen.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newPage, screenshot, signInAsAdmin, startServer } from './helpers.mjs';
import { ADMIN_TABS, openAdmin, openTab } from './admin-helpers.mjs';

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

  for (const viewport of [
    { width: 320, height: 740 },
    { width: 390, height: 844 },
    { width: 1024, height: 768 },
    { width: 1366, height: 768 },
  ]) {
    it(`captures every tab at ${viewport.width} px, none wider than the screen`, async () => {
      const { page, context } = await newPage(browser, viewport);
      await signInAsAdmin(page, server.baseUrl);
      await openAdmin(page, server.baseUrl);
      // Every section can be chosen on screen: a tab bar shows all its tabs, or the picker shows.
      const hidden = await page
        .getByRole('tab')
        .evaluateAll((tabs) =>
          tabs
            .filter((tab) => tab.getBoundingClientRect().right > window.innerWidth)
            .map((tab) => tab.textContent),
        );
      assert.deepEqual(hidden, [], `tabs out of sight at ${viewport.width} px`);
      for (const [tab, name, ready] of ADMIN_TABS) {
        await openTab(page, tab);
        await page.locator(`${ready} >> visible=true`).first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400); // the tab's ink bar slides for 300 ms
        await screenshot(page, `admin-${name}`);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= viewport.width, `${tab}: scrollWidth ${width} at ${viewport.width} px`);
      }
      await context.close();
    });
  }

  it('captures the Create Page and Change Password dialogs at 1280 px', async () => {
    const { page, context } = await newPage(browser);
    await signInAsAdmin(page, server.baseUrl);
    await openAdmin(page, server.baseUrl);
    // Dialogs: Create Page (slug generated from the title) and Change Password.
    await openTab(page, 'Page Customization');
    await page.getByText('Footer Link Sections').waitFor();
    await page.waitForLoadState('networkidle');
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
