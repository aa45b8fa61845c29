// Saved jobs: the bookmark on job cards and job pages, the Saved jobs page (open first, closed
// marked, removable) linked from the header; visitors see no bookmark.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  DESKTOP,
  MOBILE,
  launchBrowser,
  newPage,
  registerUser,
  screenshot,
  signInAsAdmin,
  startServer,
} from './helpers.mjs';

describe('saved jobs', () => {
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

  it('a member saves from the board and a job page, then manages the Saved jobs page', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await registerUser(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/jobs`);
    const cards = page.locator('main article');
    await cards.first().waitFor();
    const firstTitle = await cards.nth(0).locator(':is(h2, h3) a').textContent();
    const secondTitle = await cards.nth(1).locator(':is(h2, h3) a').textContent();

    const save1 = cards.nth(0).getByRole('button', { name: `Save job: ${firstTitle}` });
    await save1.click();
    await page.waitForFunction(
      (name) =>
        document
          .querySelector(`button[aria-label="Save job: ${name}"]`)
          ?.getAttribute('aria-pressed') === 'true',
      firstTitle,
    );

    // The second one from its own page.
    await cards.nth(1).locator(':is(h2, h3) a').click();
    await page.getByRole('heading', { level: 1, name: secondTitle }).waitFor();
    const save2 = page.getByRole('button', { name: `Save job: ${secondTitle}` });
    await save2.click();
    await page.waitForFunction(
      (name) =>
        document
          .querySelector(`button[aria-label="Save job: ${name}"]`)
          ?.getAttribute('aria-pressed') === 'true',
      secondTitle,
    );

    // An admin switches the first job off: it stays saved, marked closed, listed last.
    const admin = await newPage(browser, DESKTOP);
    await signInAsAdmin(admin.page, server.baseUrl);
    const saved = await (await page.request.get(`${server.baseUrl}/api/saved-jobs`)).json();
    const first = saved.find((job) => job.positionTitle === firstTitle);
    const off = await admin.page.request.put(
      `${server.baseUrl}/api/admin/jobs/${first.id}/active`,
      {
        data: { isActive: false },
        headers: { Origin: server.baseUrl },
      },
    );
    assert.equal(off.status(), 200);
    await admin.context.close();

    await page.getByRole('link', { name: 'Saved jobs' }).first().click();
    await page.waitForURL(`${server.baseUrl}/saved-jobs`);
    const rows = page.getByRole('list', { name: 'Saved jobs' }).locator('li');
    // The page shows the bookmarks already loaded while it fetches them afresh; the "Closed"
    // marker says the fresh list (with the switched-off job) has arrived.
    await page.getByRole('list', { name: 'Saved jobs' }).getByText('Closed').waitFor();
    assert.deepEqual(await rows.locator('h2').allTextContents(), [secondTitle, firstTitle]);
    assert.equal(await rows.nth(0).getByText('Closed').count(), 0);
    await rows.nth(1).getByText('Closed').waitFor();
    await screenshot(page, 'saved-jobs');

    await rows
      .nth(0)
      .getByRole('button', { name: `Remove ${secondTitle} from saved jobs` })
      .click();
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-label="Saved jobs"] li').length === 1,
    );
    assert.deepEqual(errors, []);
    await context.close();

    const mobile = await newPage(browser, MOBILE);
    await registerUser(mobile.page, server.baseUrl);
    await mobile.page.goto(`${server.baseUrl}/saved-jobs`);
    await mobile.page.getByText('No saved jobs yet').waitFor();
    await screenshot(mobile.page, 'saved-jobs-empty');
    await mobile.context.close();
  });

  it('shows visitors no bookmark and sends them to sign in for the Saved jobs page', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto(`${server.baseUrl}/`);
    const slider = page.getByTestId('featured-slider');
    await slider.locator('article').first().waitFor();
    assert.equal(await page.getByRole('button', { name: /^Save job:/ }).count(), 0);
    assert.equal(await page.getByRole('link', { name: 'Saved jobs' }).count(), 0);
    await page.goto(`${server.baseUrl}/saved-jobs`);
    await page.waitForURL(/\/auth/);
    await context.close();
  });
});
