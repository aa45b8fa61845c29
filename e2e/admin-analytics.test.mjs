// The admin's Analytics tab: views and apply clicks made in a real browser show up in its charts
// and tables; the CSV export parses; bots are not counted; the public home page never loads the
// chart library.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  DESKTOP,
  MOBILE,
  launchBrowser,
  newPage,
  screenshot,
  signInAsAdmin,
  startServer,
} from './helpers.mjs';
import { openAdmin, openTab } from './admin-helpers.mjs';

// Headless Chromium names itself HeadlessChrome, which the bot filter (rightly) skips.
const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('admin CMS: analytics', () => {
  let server;
  let browser;
  let jobs;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    jobs = await (await fetch(`${server.baseUrl}/api/jobs/featured`)).json();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('counts views and apply clicks from a browser, and not from bots', async () => {
    const { page, context } = await newPage(browser, DESKTOP, { userAgent: PERSON });
    await context.route('https://careers.example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Apply</h1>' }),
    );
    const [top, second] = jobs;
    // Top job: three page views (one from an alert email) and two apply clicks; second: one view.
    for (const query of ['', '', '?utm_source=alert']) {
      const viewed = page.waitForResponse((r) => r.url().endsWith(`/api/jobs/${top.id}/views`));
      await page.goto(`${server.baseUrl}/jobs/${top.id}/x${query}`);
      await page.getByRole('heading', { level: 1, name: top.positionTitle }).waitFor();
      await viewed;
    }
    for (let i = 0; i < 2; i += 1) {
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('link', { name: /^Apply Now/ }).click(),
      ]);
      await popup.waitForURL(/utm_medium=job_board/);
      await popup.close();
    }
    const viewed = page.waitForResponse((r) => r.url().endsWith(`/api/jobs/${second.id}/views`));
    await page.goto(`${server.baseUrl}/jobs/${second.id}/x`);
    await viewed;
    await context.close();

    const bot = await newPage(browser, DESKTOP, { userAgent: BOT });
    const botViewed = bot.page.waitForResponse((r) =>
      r.url().endsWith(`/api/jobs/${top.id}/views`),
    );
    await bot.page.goto(`${server.baseUrl}/jobs/${top.id}/x`);
    await botViewed;
    await bot.page.request.get(`${server.baseUrl}/api/jobs/${top.id}/apply`, { maxRedirects: 0 });
    await bot.context.close();

    const admin = await newPage(browser, DESKTOP);
    await signInAsAdmin(admin.page, server.baseUrl);
    const report = await (
      await admin.page.request.get(`${server.baseUrl}/api/admin/analytics?days=7`)
    ).json();
    const today = report.days.at(-1);
    assert.equal(today.views, 4);
    assert.equal(today.applyClicks, 2);
    assert.deepEqual(
      report.topJobs.map((j) => [j.jobId, j.views, j.applyClicks]),
      [
        [top.id, 3, 2],
        [second.id, 1, 0],
      ],
    );
    assert.equal(report.sources.find((s) => s.source === 'alert').views, 1);

    // The CSV export parses: a header and one row per job and day.
    const csv = await (
      await admin.page.request.get(`${server.baseUrl}/api/admin/analytics/export?days=7`)
    ).text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    assert.equal(lines[0].split(',')[0], 'day');
    assert.equal(lines.length, 3);
    assert.ok(lines.some((line) => line.includes(top.id) && line.includes(',3,')));
    await admin.context.close();
  });

  it('draws the charts and tables from the counts, at 1366 and 390 px', async () => {
    for (const viewport of [{ width: 1366, height: 900 }, MOBILE]) {
      const { page, context, errors } = await newPage(browser, viewport);
      await signInAsAdmin(page, server.baseUrl);
      await openAdmin(page, server.baseUrl);
      await openTab(page, 'Analytics');
      await page.locator('.recharts-surface').first().waitFor({ timeout: 30_000 });
      // Lines for the days, a pie for the sources, bars for the teams.
      await page.locator('.recharts-line').first().waitFor();
      await page.locator('.recharts-pie-sector').first().waitFor();
      await page.locator('.recharts-bar-rectangle').first().waitFor();
      await page
        .getByRole('cell', { name: new RegExp(jobs[0].positionTitle) })
        .first()
        .waitFor();
      await page.getByText('66.7%').first().waitFor(); // 2 clicks / 3 views
      if (viewport.width > 1000) {
        // On a wide screen the totals span one row as the charts below them do: the last ends
        // where they end.
        const totals = await page.getByLabel('New members', { exact: true }).boundingBox();
        const chart = await page
          .getByLabel('Views, apply clicks and new members per day')
          .boundingBox();
        const [totalsEnd, chartEnd] = [totals.x + totals.width, chart.x + chart.width];
        assert.ok(
          Math.abs(totalsEnd - chartEnd) <= 1,
          `totals end at ${totalsEnd}, chart ${chartEnd}`,
        );
      }
      await page.getByText('Last 90 days').click();
      await page.locator('.recharts-surface').first().waitFor();
      await page.getByText('Last 7 days').click();
      await page.waitForTimeout(2000); // let the pie settle before the picture
      await screenshot(page, 'admin-analytics');
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('keeps the chart library off the public home page', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const scripts = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') scripts.push(await res.text().catch(() => ''));
    });
    await page.goto(`${server.baseUrl}/`);
    await page.getByTestId('featured-slider').waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok(scripts.length > 0);
    assert.equal(scripts.filter((text) => text.includes('recharts')).length, 0);
    await context.close();
  });
});
