// The jobs board: cards, each search filter, empty states, Load more, Apply Now in a new tab.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newPage, pageDrawn, registerUser, startServer } from './helpers.mjs';

describe('jobs board', () => {
  let server;
  let browser;
  let page;
  let context;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ({ page, context } = await newPage(browser));
    await registerUser(page, server.baseUrl);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  const cards = () => page.locator('main article');
  const status = () => page.locator('main [role="status"]');

  async function search(filters) {
    const form = page.getByRole('search');
    await form.getByLabel('Position').fill(filters.position ?? '');
    await form.getByLabel('Team').fill(filters.teamName ?? '');
    await form.getByLabel('Location').fill(filters.location ?? '');
    await form.getByRole('button', { name: 'Search Jobs' }).click();
  }

  it('shows the admin texts, the cards and the result count, and loads more', async () => {
    await page.goto(`${server.baseUrl}/jobs`);
    await page.getByRole('heading', { level: 1, name: 'Football Jobs' }).waitFor();
    await page.getByText('Discover your next opportunity in American football').waitFor();
    await cards().first().waitFor();
    const total = Number((await status().textContent()).match(/of (\d+) jobs/)[1]);
    assert.ok(total > 24, `expected more than one page of demo jobs, got ${total}`);
    assert.equal(await cards().count(), 24);
    const first = cards().first();
    await first.getByText(/^Posted (Today|1 day ago|\d+ days ago|\d+ weeks? ago|.+)$/).waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('main article').length === n,
      total,
    );
    await status().getByText(`${total} jobs found`).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Load more' }).count(), 0);
    const jsonLd = await page.locator('script[data-seo="jsonld:jobs"]').textContent();
    const items = JSON.parse(jsonLd).itemListElement;
    assert.equal(items.length, 10);
    // Each item names the job's own page on this site (the board's first card first).
    const firstHref = await cards().first().locator(':is(h2, h3) a').getAttribute('href');
    assert.equal(items[0].url, `${server.baseUrl}${firstHref}`);
  });

  it('filters by position, team name and location, and shows the empty state', async () => {
    await page.goto(`${server.baseUrl}/jobs`);
    await cards().first().waitFor();

    await search({ position: 'data scientist' });
    await page.waitForFunction(() => {
      const titles = [...document.querySelectorAll('main article :is(h2, h3)')];
      return titles.length > 0 && titles.every((h) => /data scientist/i.test(h.textContent));
    });
    assert.ok((await cards().count()) >= 1);

    await search({ teamName: 'lumberjacks' });
    await page.waitForFunction(() => {
      const teams = [...document.querySelectorAll('main article :is(h2, h3) + p')].map(
        (p) => p.textContent,
      );
      return teams.length > 0 && teams.every((t) => t === 'Portland Lumberjacks');
    });

    await search({ location: 'TX' });
    await page.waitForFunction(() => {
      const text = [...document.querySelectorAll('main article li:first-child')].map(
        (l) => l.textContent,
      );
      return text.length > 0 && text.every((t) => t.includes(', TX'));
    });

    await search({ position: 'no such position anywhere' });
    await page.getByText('No jobs found').waitFor();
    await page.getByText('Try adjusting your search criteria').waitFor();
  });

  it('opens Apply Now in a new tab with rel="noopener"', async () => {
    await page.goto(`${server.baseUrl}/jobs`);
    const apply = cards()
      .first()
      .getByRole('link', { name: /^Apply Now/ });
    assert.equal(await apply.getAttribute('target'), '_blank');
    assert.equal(await apply.getAttribute('rel'), 'noopener');
    const href = await apply.getAttribute('href');
    // The demo apply links point at example.com: answer them locally instead of going online.
    await context.route('https://careers.example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Apply</h1>' }),
    );
    const [popup] = await Promise.all([context.waitForEvent('page'), apply.click()]);
    await popup.waitForURL(/utm_medium=job_board/);
    // Apply Now goes through the board's counting redirect to the job's own URL, tagged.
    assert.match(href, /^\/api\/jobs\/[0-9a-f-]{36}\/apply$/);
    const target = new URL(popup.url());
    assert.equal(target.host, 'careers.example.com');
    assert.equal(target.searchParams.get('utm_medium'), 'job_board');
    assert.equal(await popup.evaluate(() => window.opener), null);
    await popup.close();
    assert.equal(new URL(page.url()).pathname, '/jobs');
  });

  it('fits every card within the board, and the member pages, on a 320 px screen', async () => {
    const phone = await browser.newPage({ viewport: { width: 320, height: 740 } });
    await phone.context().addCookies(await context.cookies());
    try {
      await phone.goto(`${server.baseUrl}/jobs`);
      await phone.locator('main article').first().waitFor();
      // A long team name beside the Featured badge once made a card wider than the screen.
      // The cards keep the page's margins: none reaches further right than the search form.
      const outside = await phone.evaluate(() => {
        const edge = document.querySelector('[role="search"]').getBoundingClientRect().right;
        return [...document.querySelectorAll('main article')]
          .filter((card) => card.getBoundingClientRect().right > edge + 0.5)
          .map((card) => card.getAttribute('aria-label'));
      });
      assert.deepEqual(outside, [], 'cards wider than the board at 320 px');
      const job = await phone.locator('main article :is(h2, h3) a').first().getAttribute('href');
      for (const path of ['/jobs', job, '/saved-jobs', '/account/alerts']) {
        if (path !== '/jobs') await phone.goto(`${server.baseUrl}${path}`);
        await pageDrawn(phone);
        const width = await phone.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(
          width <= 320,
          `${path}: no horizontal scrolling at 320 px (scrollWidth ${width})`,
        );
      }
    } finally {
      await phone.close();
    }
  });
});
