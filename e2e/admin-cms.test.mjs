// The admin CMS through the shell: each change an admin makes shows on the public pages of the
// same tab without a reload (docs/product.md#client-data), and the destructive actions ask first.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  dialogSettled,
  launchBrowser,
  newPage,
  ROOT,
  screenshot,
  signInAsAdmin,
  startServer,
} from './helpers.mjs';
import { clientNavigate, openTab, toast } from './admin-helpers.mjs';

describe('admin CMS: content, carousel, CSV import, featured jobs, footer pages, clear all', () => {
  let server;
  let browser;
  let page;
  let context;
  let errors;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ page, context, errors } = await newPage(browser));
    await signInAsAdmin(page, server.baseUrl);
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  const home = async () => {
    await clientNavigate(page, '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  };
  const backToAdmin = async (tab) => {
    await clientNavigate(page, '/admin');
    await page.getByText('Content Management System').first().waitFor({ timeout: 30_000 });
    if (tab) await openTab(page, tab);
  };

  it('edits the hero title, and the home page of the same tab shows it', async () => {
    await page.goto(server.baseUrl);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await backToAdmin('Page Content');
    const title = page.locator('[id="content-hero.title"]');
    await title.waitFor();
    assert.equal(await page.getByRole('button', { name: /Save Changes/ }).count(), 0);
    await title.fill('Coaching jobs, all in one place');
    await page.getByRole('button', { name: /Save Changes/ }).click();
    await toast(page, 'Content Saved');
    await home();
    await page
      .getByRole('heading', { level: 1, name: 'Coaching jobs, all in one place' })
      .waitFor();
  });

  it('uploads a carousel image, and the home carousel shows it', async () => {
    await backToAdmin('Carousel Images');
    await page.getByText('Recommended image size: 1536x1024').waitFor();
    await page
      .locator('.ant-upload input[type="file"]')
      .setInputFiles(join(ROOT, 'backend/test/fixtures/field.jpg'));
    await page.getByAltText('Preview of the chosen image').waitFor();
    await page.locator('#carousel-alt').fill('Practice field at dawn');
    await page.getByRole('button', { name: /Upload Image/ }).click();
    await toast(page, 'Success');
    await page.getByText('Practice field at dawn').waitFor();
    await home();
    await page
      .getByRole('region', { name: 'Featured images' })
      .locator('img[alt="Practice field at dawn"]')
      .waitFor({ state: 'attached' });
  });

  it('refuses a file that is not an image', async () => {
    await backToAdmin('Carousel Images');
    await page.locator('.ant-upload input[type="file"]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await toast(page, 'Invalid File Type');
    assert.equal(await page.getByAltText('Preview of the chosen image').count(), 0);
  });

  it('imports a CSV, shows the report, and the board lists the new jobs', async () => {
    await backToAdmin('CSV Upload');
    const upload = page.getByRole('button', { name: /Upload CSV/ });
    assert.equal(await upload.isDisabled(), true);
    const today = new Date().toISOString().slice(0, 10);
    const csv = [
      'team_name,position_title,location,apply_url,date_posted,description',
      `Tulsa Roughnecks,Assistant Special Teams Coach,"Tulsa, OK",https://example.com/apply/e2e-1,${today},Coach the kicking game`,
      `Tulsa Roughnecks,Football Data Analyst,"Tulsa, OK",https://example.com/apply/e2e-2,${today},SQL and Python`,
      `Tulsa Roughnecks,Broken Row,"Tulsa, OK",not-a-url,${today},`,
    ].join('\n');
    await page.locator('#csv-file').setInputFiles({
      name: 'jobs.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await upload.click();
    await toast(page, 'CSV Upload Successful');
    await page.getByText('Import Report').waitFor();
    assert.equal(
      (await page.getByRole('group', { name: 'Inserted' }).textContent()).trim(),
      'Inserted2',
    );
    await page.getByText(/^Line 4: /).waitFor();

    await clientNavigate(page, '/jobs');
    await page.getByText('Football Data Analyst').first().waitFor();
    await page.getByText('Assistant Special Teams Coach').first().waitFor();
  });

  it('shows the bytes uploaded, then the rows processed, of a large CSV', async () => {
    await backToAdmin('CSV Upload');
    // 40,000 rows the import checks and skips (no apply URL), so the board stays as it was.
    const rows = Array.from({ length: 40_000 }, (_, i) => `Team ${i},Scout ${i},City,,2026-01-01`);
    const csv = ['team_name,position_title,location,apply_url,date_posted', ...rows].join('\n');
    // A slow uplink (real bytes, paced by the browser) so the upload's progress can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    await page.locator('#csv-file').setInputFiles({
      name: 'many.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: /Upload CSV/ }).click();
    const seen = new Set();
    const watch = setInterval(async () => {
      for (const name of ['Upload progress', 'Import progress']) {
        const bar = page.getByRole('progressbar', { name });
        if (await bar.count().catch(() => 0)) seen.add(name);
      }
      const status = await page
        .getByRole('status')
        .filter({ hasText: /^(Uploading|Importing)/ })
        .first()
        .textContent({ timeout: 50 })
        .catch(() => null);
      if (status) seen.add(status.replace(/[\d.,]+/g, 'N'));
    }, 50);
    try {
      await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
      await screenshot(page, 'admin-csv-progress');
      await page
        .getByRole('group', { name: 'Skipped' })
        .filter({ hasText: '40,000' })
        .waitFor({ timeout: 60_000 });
    } finally {
      clearInterval(watch);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    assert.ok(seen.has('Upload progress'), [...seen].join(' | '));
    assert.ok(seen.has('Uploading: N MB of N MB'), [...seen].join(' | '));
    assert.ok(!(await page.getByRole('progressbar').count()), 'the bar goes with the report');

    // Crossing the phone breakpoint swaps the tab bar for the Section picker and back; the tab
    // keeps its report (a full-page screenshot resizes the page the same way).
    const report = page.getByRole('group', { name: 'Skipped' }).filter({ hasText: '40,000' });
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('combobox', { name: 'Section' }).waitFor();
    assert.ok(await report.isVisible(), 'the report stays on a phone');
    await page.setViewportSize(desktop);
    await page.getByRole('tab', { name: 'CSV Upload' }).waitFor();
    assert.ok(await report.isVisible(), 'the report stays back on the desktop');
  });

  it('features a job, and the home slider shows it', async () => {
    await backToAdmin('Jobs');
    const name = 'Featured: Football Data Analyst, Tulsa Roughnecks';
    const featured = page.getByRole('switch', { name });
    await featured.waitFor();
    assert.equal(await featured.getAttribute('aria-checked'), 'false');
    await featured.click();
    await page.waitForFunction(
      (label) =>
        document.querySelector(`[aria-label="${label}"]`)?.getAttribute('aria-checked') === 'true',
      name,
    );
    await home();
    await page
      .getByRole('region', { name: 'Featured jobs' })
      .locator('h3', { hasText: 'Football Data Analyst' })
      .waitFor({ state: 'attached' });
  });

  it("sets a job's closing date in the Jobs table, whose dates read on one line", async () => {
    await backToAdmin('Jobs');
    const label = 'Football Data Analyst, Tulsa Roughnecks';
    const closing = page.getByRole('textbox', { name: `Closing date: ${label}` });
    // A click, not a fill: it fails when the field lies under the table's pinned columns.
    await closing.click();
    await closing.fill('2031-03-15');
    await page.getByRole('button', { name: `Set closing date: ${label}` }).click();
    await page.getByRole('button', { name: `Set closing date: ${label}` }).waitFor({
      state: 'detached',
    });
    await backToAdmin('Jobs');
    assert.equal(await closing.inputValue(), '2031-03-15');
    const lines = await closing.evaluate((input) => {
      const row = input.closest('tr');
      const posted = [...row.children].find((td) => /^\d+\/\d+\/\d{4}$/.test(td.textContent));
      const range = document.createRange();
      range.selectNodeContents(posted);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    assert.equal(lines, 1, 'the posting date on one line');
  });

  it('creates a footer page, the footer links it; deactivated, it shows Page Unavailable', async () => {
    await backToAdmin('Page Customization');
    await page.getByRole('button', { name: 'Create Page' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#page-title').fill('Draft Day Guide');
    assert.equal(await dialog.locator('#page-slug').inputValue(), 'draft-day-guide');
    await dialog.getByText('Page will be accessible at /page/draft-day-guide').waitFor();
    await dialog.locator('#page-content').fill('<p>Everything about the draft.</p>');
    await dialog.getByRole('button', { name: 'Create Page' }).click();
    await toast(page, 'Page Created');
    await page.getByTestId('page-draft-day-guide').waitFor();

    await home();
    await page.locator('footer a[href="/page/draft-day-guide"]').waitFor({ state: 'attached' });

    await backToAdmin('Page Customization');
    await page.getByRole('button', { name: 'Edit Draft Day Guide' }).click();
    const active = page.getByRole('dialog').locator('#page-active');
    await active.waitFor();
    await dialogSettled(page);
    await active.click();
    // Off before saving: a failure below is then the list's, not the switch's. The switch shows
    // its new state once React has rendered the click, which may come after the click returns.
    await page.getByRole('dialog').locator('#page-active[aria-checked="false"]').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Save Page' }).click();
    await toast(page, 'Page Updated');
    await page.getByTestId('page-draft-day-guide').getByText('Inactive').waitFor();

    await home();
    await page.locator('footer').getByRole('heading', { name: 'Company' }).waitFor();
    assert.equal(await page.locator('footer a[href="/page/draft-day-guide"]').count(), 0);
    await clientNavigate(page, '/page/draft-day-guide');
    await page.getByRole('heading', { name: 'Page Unavailable' }).waitFor();
  });

  it('creates a missing standard page from its suggestion tile', async () => {
    await backToAdmin('Page Customization');
    const tile = page.getByRole('button', { name: /^Pricing.*click to create$/ });
    await tile.click();
    await toast(page, 'Page Created');
    await page.getByTestId('page-pricing').waitFor();
    assert.equal(await tile.count(), 0);
    await clientNavigate(page, '/page/pricing');
    await page
      .getByText(/60 days/)
      .first()
      .waitFor();
  });

  it('clears all jobs after the browser confirmation, and the board is empty', async () => {
    await backToAdmin('Jobs');
    const messages = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      return dialog.accept();
    });
    await page.getByRole('button', { name: /Clear All Jobs/ }).click();
    await toast(page, 'All Jobs Cleared');
    assert.deepEqual(messages, [
      'Are you sure you want to delete ALL jobs? This cannot be undone!',
    ]);
    await page.getByText(/^Successfully deleted \d+ jobs from the database\.$/).waitFor();
    await page.getByText('No jobs found. Upload a CSV file to get started.').waitFor();
    assert.equal(await page.getByRole('button', { name: /Clear All Jobs/ }).isDisabled(), true);
    await clientNavigate(page, '/jobs');
    await page.getByText('No jobs found').first().waitFor();
    assert.deepEqual(errors, []);
  });
});
