// The router's error screen: after a deploy an open page asks for chunk files that are gone; the
// page reloads once to fetch the new build and, when the chunk still fails, shows a friendly error.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESKTOP, launchBrowser, newPage, MOBILE, screenshot, startServer } from './helpers.mjs';

describe('route error screen', () => {
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
    it(`reloads once for a missing chunk, then shows the error with a way home (${viewport.width} px)`, async () => {
      const { page, context } = await newPage(browser, viewport);
      // Every chunk but the entry answers 404, as files replaced by a deploy would.
      await context.route(/\/static\/(?!main\.)[^/]+\.js$/, (route) =>
        route.fulfill({ status: 404, body: 'Not Found' }),
      );
      let loads = 0;
      page.on('load', () => loads++);
      await page.goto(`${server.baseUrl}/page/privacy-policy`);
      const heading = page.getByRole('heading', { name: 'Something went wrong' });
      await heading.waitFor();
      assert.equal(loads, 2, 'one reload, then no more');
      const home = page.getByRole('link', { name: 'Go to the home page' });
      assert.equal(await home.getAttribute('href'), '/');
      await screenshot(page, 'route-error');
      await page.waitForTimeout(500);
      assert.equal(loads, 2, 'the error screen stays');
      await context.unroute(/\/static\/(?!main\.)[^/]+\.js$/);
      await home.click();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      assert.notEqual(await heading.count(), 1);
      await context.close();
    });
  }
});
