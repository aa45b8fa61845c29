// Accessibility: axe finds no serious or critical violation on any public page or any CMS tab (where
// no heading level is skipped either), on a laptop (1366 px) and on a phone (390 px), nor in any
// mail the site sends, light and dark.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_TABS, openAdmin, openTab } from './admin-helpers.mjs';
import { blockingViolations } from './axe-helpers.mjs';
import { launchBrowser, newPage, registerUser, signInAsAdmin, startServer } from './helpers.mjs';
import { sampleMails } from '../tools/mail-samples.mjs';

const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

/** Violations found on several pages, each listed once with the pages it was found on. */
class Problems {
  pagesByViolation = new Map();
  add(page, violations) {
    for (const v of violations) {
      this.pagesByViolation.set(v, [...(this.pagesByViolation.get(v) ?? []), page]);
    }
  }
  assertNone() {
    const lines = [...this.pagesByViolation].map(([v, pages]) => `[${pages.join(', ')}] ${v}`);
    assert.equal(lines.length, 0, `axe violations:\n${lines.join('\n')}`);
  }
}

/**
 * Waits until the page has settled: data loaded, and every animation or transition that ends
 * has ended (a text fading in is checked at its final colours, however busy the machine).
 */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

describe('accessibility (axe)', () => {
  let server;
  let browser;
  let paths;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const get = async (path) => (await fetch(`${server.baseUrl}${path}`)).json();
    const [customPage] = (await get('/api/custom-pages')).filter((p) => p.isActive);
    const [team] = await get('/api/teams');
    const [job] = await get('/api/jobs/featured');
    assert.ok(customPage && team && job, 'the demo seed has a custom page, a team and a job');
    paths = { customPage: `/page/${customPage.slug}`, team: `/teams/${team.slug}`, job: job.id };
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const viewport of WIDTHS) {
    it(`public pages at ${viewport.width} px`, async () => {
      const { page, context } = await newPage(browser, viewport, { bypassCSP: true });
      const problems = new Problems();
      const check = async (name, path, prepare) => {
        await page.goto(`${server.baseUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await prepare?.();
        await settle(page);
        problems.add(name, await blockingViolations(page, ['heading-order']));
      };
      await check('home', '/');
      await check('sign-in', '/auth');
      await check('sign-up', '/auth', () => page.getByRole('tab', { name: 'Sign Up' }).click());
      await check('custom page', paths.customPage);
      await check('team page', paths.team);
      await check('not found', '/no-such-page-here');
      await registerUser(page, server.baseUrl);
      await check('jobs', '/jobs', () => page.locator('main article').first().waitFor());
      await check('job page', `/jobs/${paths.job}`);
      await context.close();
      problems.assertNone();
    });

    it(`every CMS tab at ${viewport.width} px`, async () => {
      const { page, context } = await newPage(browser, viewport, { bypassCSP: true });
      await signInAsAdmin(page, server.baseUrl);
      await openAdmin(page, server.baseUrl);
      const problems = new Problems();
      for (const [tab, , ready] of ADMIN_TABS) {
        await openTab(page, tab);
        await page.locator(`${ready} >> visible=true`).first().waitFor();
        await settle(page);
        problems.add(tab, await blockingViolations(page, ['heading-order']));
      }
      await context.close();
      problems.assertNone();
    });
  }

  it('every mail at 390 px, light and dark', async () => {
    const problems = new Problems();
    const { page, context } = await newPage(browser, WIDTHS[1]);
    for (const [name, mail] of Object.entries(await sampleMails())) {
      for (const colorScheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme });
        await page.setContent(mail.html);
        problems.add(`${name} (${colorScheme})`, await blockingViolations(page));
      }
    }
    await context.close();
    problems.assertNone();
  });
});
