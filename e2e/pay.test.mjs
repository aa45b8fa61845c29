// Pay ranges and workplace on the board (docs/product.md#pay-and-workplace): the cards show the
// demo jobs' ranges, and the workplace facet, "Pay listed", the minimum pay and "Highest pay"
// narrow and order the board through the address; the job page shows the same. Screenshots at
// 1366 and 390 px.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  launchBrowser,
  MOBILE,
  newPage,
  registerUser,
  screenshot,
  startServer,
} from './helpers.mjs';

const WIDE = { width: 1366, height: 900 };

/** "$60K–$75K a year" → 75000 (the top of the range, in dollars). */
function topOf(text) {
  const amounts = [...text.matchAll(/\$([\d.]+)(K?)/g)].map(
    ([, n, k]) => Number(n) * (k ? 1000 : 1),
  );
  return Math.max(...amounts);
}

describe('pay and workplace on the board', () => {
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

  const cards = (page) => page.locator('main article');
  const status = (page) => page.locator('main [role="status"]');
  /** The total of the status line: "31 jobs found" or "Showing 24 of 31 jobs". */
  const found = async (page) => {
    const text = await status(page)
      .getByText(/jobs? found|Showing \d+ of/)
      .textContent();
    const m = text.match(/(\d+) jobs? found|of (\d+) jobs/);
    return Number(m[1] ?? m[2]);
  };
  /** The pay ranges the cards show (without the label read to screen readers). */
  const payTexts = async (page) =>
    (await page.getByTestId('job-pay').locator('strong').allTextContents()).map((t) => t.trim());

  it('filters by workplace, pay listed and minimum pay, and orders by highest pay', async () => {
    const { page, errors } = await newPage(browser, WIDE, { locale: 'en-US' });
    await registerUser(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/jobs`);
    await cards(page).first().waitFor();
    // The demo board's ranges, in the member's locale.
    await page.getByTestId('job-pay').first().waitFor();
    const shown = await cards(page).count();
    const pays = await payTexts(page);
    assert.ok(pays.length > shown / 2, `most demo jobs list pay (${pays.length} of ${shown})`);
    assert.ok(
      pays.some((p) => /^\$\d+K–\$\d+K a year$/.test(p)),
      pays.join(' | '),
    );
    assert.ok(
      pays.some((p) => /an hour$/.test(p)),
      'hourly ranges read "an hour"',
    );

    // The workplace facet: Remote's count comes true, and every card says Remote.
    await page.waitForLoadState('networkidle');
    const remote = page.getByRole('checkbox', { name: /^Remote \d+ jobs$/ });
    const label = await remote.evaluate((el) => el.closest('label').textContent);
    const remoteCount = Number(label.match(/(\d+)\s*jobs$/)[1]);
    assert.ok(remoteCount >= 2, `the demo board has remote jobs (${remoteCount})`);
    await remote.click();
    await page.waitForURL(/workplaceType=remote/);
    await status(page).getByText(`${remoteCount} jobs found`).waitFor();
    for (const card of await cards(page).all()) {
      assert.match(await card.textContent(), /Remote/);
    }
    await page.getByRole('button', { name: 'Remove filter Remote' }).click();
    await page.waitForURL((url) => !url.searchParams.has('workplaceType'));

    // Pay listed: every card shows a range.
    await page.waitForLoadState('networkidle');
    await page.getByRole('checkbox', { name: 'Pay listed' }).click();
    await page.waitForURL(/payListed=true/);
    await page.getByRole('button', { name: 'Remove filter Pay listed' }).waitFor();
    await page.waitForLoadState('networkidle');
    const withPay = await found(page);
    assert.ok(withPay >= pays.length, `${withPay} jobs list pay`);
    assert.equal(await page.getByTestId('job-pay').count(), await cards(page).count());

    // A minimum yearly pay: every range shown reaches it (yearly ranges; hourly ones annualised).
    await page.getByLabel('Minimum pay').selectOption('100000');
    await page.waitForURL(/minPay=100000/);
    await page.getByRole('button', { name: /Remove filter \$100K\+ a year/ }).waitFor();
    // The new, shorter list has landed when the status line's total drops.
    await page.waitForFunction((before) => {
      const line = document.querySelector('main [role="status"]')?.textContent ?? '';
      const m = line.match(/(\d+) jobs? found|of (\d+) jobs/);
      return m && Number(m[1] ?? m[2]) < before && document.querySelector('main article');
    }, withPay);
    const rich = await payTexts(page);
    assert.ok(rich.length > 0 && (await found(page)) < withPay, `${rich.length} of ${withPay}`);
    for (const text of rich) assert.ok(/a year$/.test(text) && topOf(text) >= 100000, text);
    await screenshot(page, 'pay-filters');

    // Highest pay first.
    await page.getByLabel('Sort by').selectOption('pay');
    await page.waitForURL(/sort=pay/);
    await cards(page).first().getByRole('heading', { name: 'Special Teams Coordinator' }).waitFor();
    const ordered = (await payTexts(page)).map(topOf);
    assert.deepEqual(
      ordered,
      [...ordered].sort((x, y) => y - x),
    );

    // The job page shows the range and the workplace.
    await cards(page).first().locator(':is(h2, h3) a').click();
    await page.getByRole('heading', { level: 1, name: 'Special Teams Coordinator' }).waitFor();
    await page.getByTestId('job-pay').first().getByText('$250K–$400K a year').waitFor();
    await page.getByText('On-site').first().waitFor();
    await screenshot(page, 'pay-job-page');
    assert.deepEqual(errors, []);
  });

  it('shows pay and the filters on a phone', async () => {
    const { page, errors } = await newPage(browser, MOBILE, { locale: 'en-US' });
    await registerUser(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/jobs?workplaceType=remote,hybrid&payListed=true`);
    await cards(page).first().waitFor();
    await page.getByTestId('job-pay').first().waitFor();
    await screenshot(page, 'pay-cards');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('checkbox', { name: 'Pay listed' }).waitFor();
    assert.equal(await page.getByRole('checkbox', { name: 'Pay listed' }).isChecked(), true);
    await screenshot(page, 'pay-filters-phone');
    await page.goto(`${server.baseUrl}/jobs?sort=pay`);
    await cards(page).first().locator(':is(h2, h3) a').click();
    await page.getByRole('heading', { level: 1, name: 'Special Teams Coordinator' }).waitFor();
    await page.getByTestId('job-pay').first().waitFor();
    await screenshot(page, 'pay-job-page-phone');
    assert.deepEqual(errors, []);
  });
});
