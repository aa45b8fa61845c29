// Faceted search on the jobs board (the whole search in the address, Back and Forward, chips,
// sort) and the team pages (visitor and member states, the home page's #teams section).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  newPage,
  registerUser,
  screenshot,
  signInAsAdmin,
  startServer,
} from './helpers.mjs';

describe('faceted search and team pages', () => {
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

  /**
   * The number shown beside a facet option, e.g. "Coaching 4 jobs" → 4, once the counts of the
   * current search have arrived (the previous ones stay on screen, marked busy, meanwhile).
   */
  async function optionCount(page, label) {
    await page.locator('fieldset[aria-busy="true"]').first().waitFor({ state: 'detached' });
    const text = await page.getByRole('checkbox', { name: new RegExp(`^${label} \\d+ jobs$`) });
    const name = await text.evaluate((el) => el.closest('label').textContent);
    return Number(name.match(/(\d+)\s*jobs$/)[1]);
  }
  const status = (page) => page.locator('main [role="status"]');
  const cards = (page) => page.locator('main article');
  const params = (page) => new URL(page.url()).searchParams;

  it('keeps the whole search in the address, with live counts, chips and Back', async () => {
    const { page, errors } = await newPage(browser, DESKTOP);
    await registerUser(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/jobs`);
    await cards(page).first().waitFor();
    await page.getByRole('checkbox', { name: /^Coaching \d+ jobs$/ }).waitFor();

    // Choosing an option shows exactly as many jobs as its count said.
    const coaching = await optionCount(page, 'Coaching');
    assert.ok(coaching > 1, `the demo board has coaching jobs (${coaching})`);
    // The address is the source of truth: a box shows checked once the navigation lands, so
    // click and wait for the address (Playwright's check() reads the state at once).
    await page.waitForLoadState('networkidle');
    await page.getByRole('checkbox', { name: /^Coaching \d+ jobs$/ }).click();
    await page.waitForURL(/department=coaching/);
    await status(page).getByText(`${coaching} jobs found`).waitFor();
    assert.equal(await cards(page).count(), coaching);
    await page.getByRole('button', { name: 'Remove filter Coaching' }).waitFor();

    // A second facet narrows further; Senior's count (coaching applied) comes true.
    const senior = await optionCount(page, 'Senior');
    await page.waitForLoadState('networkidle');
    await page.getByRole('checkbox', { name: /^Senior \d+ jobs$/ }).click();
    await page.waitForURL(/level=senior/);
    await status(page)
      .getByText(senior === 1 ? '1 job found' : `${senior} jobs found`)
      .waitFor();
    assert.equal(params(page).get('department'), 'coaching');
    await screenshot(page, 'jobs-facets');

    // Back undoes the last choice, Forward redoes it.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('level'));
    await status(page).getByText(`${coaching} jobs found`).waitFor();
    assert.equal(
      await page.getByRole('checkbox', { name: /^Senior \d+ jobs$/ }).isChecked(),
      false,
    );
    await page.goForward();
    await page.waitForURL(/level=senior/);
    assert.equal(await page.getByRole('checkbox', { name: /^Senior \d+ jobs$/ }).isChecked(), true);

    // Texts and the order join the address; a fresh load of it restores everything.
    await page.getByRole('search').getByLabel('Location').fill('TX');
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await page.waitForURL(/location=TX/);
    await page.getByLabel('Sort by').selectOption('closing');
    await page.waitForURL(/sort=closing/);
    const shared = page.url();
    const other = await newPage(browser, DESKTOP);
    await registerUser(other.page, server.baseUrl);
    await other.page.goto(shared);
    await other.page.getByRole('button', { name: 'Remove filter Location: TX' }).waitFor();
    assert.equal(await other.page.getByRole('search').getByLabel('Location').inputValue(), 'TX');
    assert.equal(
      await other.page.getByRole('checkbox', { name: /^Coaching \d+ jobs$/ }).isChecked(),
      true,
    );
    assert.equal(await other.page.getByLabel('Sort by').inputValue(), 'closing');
    await other.context.close();

    // Removing a chip drops one filter; Clear all drops the rest but keeps the order.
    await page.getByRole('button', { name: 'Remove filter Location: TX' }).click();
    await page.waitForURL((url) => !url.searchParams.has('location'));
    assert.equal(await page.getByRole('search').getByLabel('Location').inputValue(), '');
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.waitForURL((url) => url.search === '?sort=closing');
    assert.equal(await page.getByRole('button', { name: 'Clear all' }).count(), 0);
    await status(page)
      .getByText(/of \d+ jobs|\d+ jobs found/)
      .waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('sorts closing soon first: a job closing tomorrow leads', async () => {
    const { page } = await newPage(browser, DESKTOP);
    await signInAsAdmin(page, server.baseUrl);
    const jobs = await (await page.request.get(`${server.baseUrl}/api/jobs?limit=200`)).json();
    const oldest = jobs.at(-1);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const res = await page.request.put(
      `${server.baseUrl}/api/admin/jobs/${oldest.id}/valid-through`,
      { data: { validThrough: tomorrow }, headers: { Origin: server.baseUrl } },
    );
    assert.equal(res.status(), 200);
    await page.goto(`${server.baseUrl}/jobs`);
    await cards(page).first().waitFor();
    assert.notEqual(
      await cards(page).first().locator(':is(h2, h3)').textContent(),
      oldest.positionTitle,
    );
    await page.getByLabel('Sort by').selectOption('closing');
    await page.waitForURL(/sort=closing/);
    await page.waitForFunction(
      (title) => document.querySelector('main article :is(h2, h3)')?.textContent === title,
      oldest.positionTitle,
    );
    await page.context().close();
  });

  it('opens the filters behind a button on a phone', async () => {
    const { page } = await newPage(browser, MOBILE);
    await registerUser(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/jobs?department=coaching`);
    await cards(page).first().waitFor();
    const toggle = page.getByRole('button', { name: 'Filters (1)' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.getByRole('checkbox', { name: /^Coaching/ }).isVisible(), false);
    await page.getByRole('button', { name: 'Remove filter Coaching' }).waitFor();
    await screenshot(page, 'jobs-facets-closed');
    await toggle.click();
    await page.getByRole('checkbox', { name: /^Coaching/ }).waitFor();
    await screenshot(page, 'jobs-facets');
    await page.context().close();
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`shows visitors a team's count and a sign-up call to action (${viewport.width} px)`, async () => {
      const { page, errors } = await newPage(browser, viewport);
      await page.goto(`${server.baseUrl}/`);
      const section = page.locator('#teams');
      await section.getByRole('heading', { name: 'Partner Teams' }).waitFor();
      const link = section.getByRole('link', { name: /Austin Armadillos/ });
      const count = Number((await link.textContent()).match(/(\d+) open jobs?/)[1]);
      assert.ok(count > 0);
      assert.equal(await section.getByRole('link').count(), 10);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, 'home-teams');
      await link.click();
      await page.waitForURL(`${server.baseUrl}/teams/austin-armadillos`);
      await page.getByRole('heading', { level: 1, name: 'Austin Armadillos' }).waitFor();
      await page.getByText(`${count} open jobs`).first().waitFor();
      await page.getByRole('heading', { name: `${count} open positions are waiting` }).waitFor();
      await page.getByRole('link', { name: 'Sign up to see the jobs' }).waitFor();
      assert.equal(await cards(page).count(), 0);
      assert.equal(await page.title(), 'Austin Armadillos - Gridiron Careers');
      await screenshot(page, 'team-visitor');
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }

  it("shows members the team's open jobs and a way to the board", async () => {
    const { page } = await newPage(browser, DESKTOP);
    await registerUser(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/teams/austin-armadillos`);
    await page.getByRole('heading', { name: 'Open positions' }).waitFor();
    const count = Number((await page.getByText(/^\d+ open jobs?$/).textContent()).match(/\d+/)[0]);
    assert.equal(await cards(page).count(), count);
    assert.equal(await page.getByRole('link', { name: 'Sign up to see the jobs' }).count(), 0);
    await screenshot(page, 'team-member');
    await page.getByRole('link', { name: 'See them on the jobs board' }).click();
    await page.waitForURL(/\/jobs\?teamName=Austin\+Armadillos/);
    await status(page).getByText(`${count} jobs found`).waitFor();
    await page.context().close();
  });

  it('answers an unknown team with Team Not Found, and the Teams link lands on #teams', async () => {
    const { page } = await newPage(browser, DESKTOP);
    await page.goto(`${server.baseUrl}/teams/no-such-team`);
    await page.getByRole('heading', { name: 'Team Not Found' }).waitFor();
    await page.getByRole('link', { name: 'All partner teams' }).click();
    await page.waitForURL(`${server.baseUrl}/#teams`);
    await page.locator('#teams').getByRole('link').first().waitFor();
    await page.waitForFunction(() => {
      const top = document.getElementById('teams').getBoundingClientRect().top;
      return Math.abs(top) < 120;
    });
    // The header's Teams link, from another page, lands on the same section.
    await page.goto(`${server.baseUrl}/auth`);
    await page.getByRole('banner').getByRole('link', { name: 'Teams', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/#teams`);
    await page.waitForFunction(() => {
      const top = document.getElementById('teams').getBoundingClientRect().top;
      return Math.abs(top) < 120;
    });
    await page.context().close();
  });

  it('lets an admin correct a department in the Jobs tab, and the board follows', async () => {
    const { page } = await newPage(browser, DESKTOP);
    await signInAsAdmin(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/admin`);
    await page.getByRole('tab', { name: 'Jobs' }).click();
    const select = page.getByLabel('Department: Pro Scout, San Antonio Missions');
    await select.waitFor();
    await select.click();
    await page.getByRole('option', { name: 'Coaching' }).click();
    await page.waitForFunction(async (url) => {
      const res = await fetch(`${url}/api/jobs?position=pro%20scout&department=coaching`);
      return (await res.json()).length === 1;
    }, server.baseUrl);
    await screenshot(page, 'admin-jobs-classification');
    await page.context().close();
  });
});
