// Screenshots of every public page at 1280 and 390 px (screenshots/, git-ignored), to look at.
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  newPage,
  registerUser,
  screenshot,
  SCREENSHOT_DIR,
  startServer,
} from './helpers.mjs';

describe('screenshots', () => {
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

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`captures the public pages at ${viewport.width} px`, async () => {
      const { page, context } = await newPage(browser, viewport, { reducedMotion: 'reduce' });
      const shots = [
        ['home', '/', 'Featured jobs'],
        ['auth', '/auth', null],
        ['page', '/page/terms-of-service', null],
        ['not-found', '/no/such/address', null],
      ];
      for (const [name, path] of shots) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        await screenshot(page, name);
      }
      await page.goto(`${server.baseUrl}/auth`);
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await screenshot(page, 'auth-signup-errors');
      if (viewport.width < 768) {
        await page.goto(server.baseUrl);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.screenshot({ path: join(SCREENSHOT_DIR, `menu-${viewport.width}.png`) });
      }
      await registerUser(page, server.baseUrl);
      await page.goto(`${server.baseUrl}/jobs`);
      await page.locator('main article').first().waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'jobs');
      await context.close();
    });
  }
});
