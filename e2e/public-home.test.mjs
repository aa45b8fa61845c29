// Home (carousel, stats, featured slider, footer), custom pages, the 404 screen, the mobile menu.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN,
  assertAtTop,
  launchBrowser,
  MOBILE,
  newPage,
  pageDrawn,
  signInAsAdmin,
  startServer,
} from './helpers.mjs';

describe('home, custom pages, 404 and mobile menu', () => {
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

  const api = async (path) => (await fetch(`${server.baseUrl}${path}`)).json();

  it('shows the hero over the carousel, whose arrows and dots move between active images', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(server.baseUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Browse NFL Jobs' }).waitFor();
    const images = (await api('/api/carousel-images')).filter((i) => i.isActive);
    const carousel = page.getByRole('region', { name: 'Featured images' });
    if (images.length > 1) {
      const current = () =>
        carousel.locator('button[aria-current="true"]').getAttribute('aria-label');
      assert.equal(await current(), `Show image 1 of ${images.length}`);
      await carousel.getByRole('button', { name: 'Next image' }).click();
      assert.equal(await current(), `Show image 2 of ${images.length}`);
      await carousel.getByRole('button', { name: 'Previous image' }).click();
      await carousel.getByRole('button', { name: 'Previous image' }).click();
      assert.equal(await current(), `Show image ${images.length} of ${images.length}`);
      const img = carousel.locator('img').first();
      assert.equal(await img.getAttribute('height'), '1024');
      assert.equal(Math.round((await img.boundingBox()).height), 400);
    } else if (images.length === 0) {
      await page.getByText('No carousel images available').waitFor();
    }
    await context.close();
  });

  it('animates the stats tiles to the real values', async () => {
    const stats = await api('/api/stats');
    const { page, context } = await newPage(browser);
    // Every number a counter shows, from the page's start: whether the counters ran up does not
    // depend on how soon this test looks at them.
    await page.addInitScript(() => {
      window.counterTexts = new Set();
      new MutationObserver((records) => {
        for (const { target } of records) {
          const el = target.nodeType === Node.TEXT_NODE ? target.parentElement : target;
          if (el?.matches?.('dd span[aria-hidden="true"]')) window.counterTexts.add(el.textContent);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(server.baseUrl);
    const tile = (label) => page.locator('dl > div', { hasText: label }).locator('dd');
    await tile('Active Jobs').getByText(String(stats.activeJobs), { exact: true }).waitFor();
    await tile('Partner Teams').getByText(String(stats.partneredTeams), { exact: true }).waitFor();
    // Counters: a 1 s pause, then 3500 / 4000 ms up to the real value (and not there at once).
    const counter = (label) => tile(label).locator('[aria-hidden="true"]');
    for (const [label, value] of [
      ['Successful Placements', stats.successfulPlacements],
      ['Active Members', stats.memberCount],
    ]) {
      await counter(label)
        .getByText(value.toLocaleString('en-US'), { exact: true })
        .waitFor({ timeout: 20_000 });
    }
    const shown = await page.evaluate(() => window.counterTexts.size);
    assert.ok(shown >= 10, `the counters run up rather than jump (${shown} numbers shown)`);
    await context.close();
  });

  it('slides through featured jobs with arrows and dots, pausing while hovered', async () => {
    const featured = await api('/api/jobs/featured');
    assert.ok(featured.length > 1, 'the demo seed has several featured jobs');
    const { page, context } = await newPage(browser);
    await page.goto(server.baseUrl);
    const slider = page.getByRole('region', { name: 'Featured jobs' });
    const visibleTitle = () => slider.locator('[aria-hidden="false"] h3').textContent();
    assert.equal(await visibleTitle(), featured[0].positionTitle);
    await slider.getByRole('button', { name: 'Next job' }).click();
    assert.equal(await visibleTitle(), featured[1].positionTitle);
    await slider.getByRole('button', { name: `Show job 1 of ${featured.length}` }).click();
    assert.equal(await visibleTitle(), featured[0].positionTitle);
    await slider.getByRole('button', { name: 'Previous job' }).click();
    assert.equal(await visibleTitle(), featured.at(-1).positionTitle);
    // Hovered: no autoplay for longer than the 4000 ms interval.
    await slider.hover();
    await page.waitForTimeout(4600);
    assert.equal(await visibleTitle(), featured.at(-1).positionTitle);
    // Not hovered: it moves on by itself (wrapping to the first job). The wait is long: the
    // interval's length is the unit tests' matter, and a busy machine delays timers.
    await page.mouse.move(0, 0);
    await page.waitForFunction(
      (title) =>
        document.querySelector('[aria-label="Featured jobs"] [aria-hidden="false"] h3')
          ?.textContent === title,
      featured[0].positionTitle,
      { timeout: 15_000 },
    );
    const apply = slider.locator('[aria-hidden="false"]').getByRole('link', { name: /^Apply Now/ });
    assert.equal(await apply.getAttribute('target'), '_blank');
    await page.getByRole('link', { name: 'View All NFL Jobs' }).waitFor();
    await context.close();
  });

  it('lists active custom pages in the footer columns, Job Seekers starting with Browse Jobs', async () => {
    const pages = (await api('/api/custom-pages')).filter((p) => p.isActive);
    const { page, context } = await newPage(browser);
    await page.goto(server.baseUrl);
    const footer = page.locator('footer');
    for (const title of ['Job Seekers', 'Organizations', 'Company', 'Quick Links']) {
      await footer.getByRole('heading', { name: title }).waitFor();
    }
    const seekers = footer.getByRole('navigation', { name: 'Job Seekers' }).getByRole('link');
    assert.equal(await seekers.first().textContent(), 'Browse Jobs');
    for (const p of pages) {
      await footer.locator(`a[href="/page/${p.slug}"]`).waitFor({ state: 'attached' });
    }
    await footer.getByText(/© \d{4} Gridiron Careers/).waitFor();
    await footer.getByRole('link', { name: /support@/ }).waitFor();

    // A footer link, clicked at the foot of the long home page, opens its page at the top at once.
    await footer.locator(`a[href="/page/${pages[0].slug}"]`).click();
    await page.getByRole('heading', { level: 1, name: pages[0].title }).waitFor();
    await assertAtTop(page);
    await context.close();
  });

  it('shows a custom page with its title, the unavailable and the not-found states', async () => {
    const { page, context } = await newPage(browser);
    const pages = (await api('/api/custom-pages')).filter((p) => p.isActive);
    assert.ok(pages.length > 0, 'the demo seed has footer pages');
    await page.goto(`${server.baseUrl}/page/${pages[0].slug}`);
    await page.getByRole('heading', { level: 1, name: pages[0].title }).waitFor();
    assert.equal(await page.title(), `${pages[0].title} - Gridiron Careers`);
    assert.equal(await page.getByRole('link', { name: /Back to Jobs/ }).count(), 2);

    // An inactive page, made by the admin through the API.
    await page.request.post(`${server.baseUrl}/api/login`, {
      data: ADMIN,
      headers: { Origin: server.baseUrl },
    });
    const created = await page.request.post(`${server.baseUrl}/api/admin/custom-pages`, {
      data: {
        title: 'Hidden Page',
        slug: 'hidden-page',
        content: '<p>Secret</p>',
        footerSection: 'company',
        footerOrder: '5',
        isActive: false,
      },
      headers: { Origin: server.baseUrl },
    });
    assert.ok(created.ok(), `create page: ${created.status()} ${await created.text()}`);
    await page.request.post(`${server.baseUrl}/api/logout`, {
      headers: { Origin: server.baseUrl },
    });
    await page.goto(`${server.baseUrl}/page/hidden-page`);
    await page.getByRole('heading', { name: 'Page Unavailable' }).waitFor();
    await page.getByText('This page is currently unavailable. Please check back later.').waitFor();

    await page.goto(`${server.baseUrl}/page/no-such-page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByText("The page you're looking for doesn't exist or has been moved.").waitFor();
    await page.getByRole('link', { name: 'Back to Jobs' }).waitFor();
    await context.close();
  });

  it('shows 404 Page Not Found for an unknown address', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.baseUrl}/no/such/address`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await context.close();
  });

  it('opens and follows the mobile menu at 390 px', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto(server.baseUrl);
    const header = page.locator('header');
    assert.equal(
      await header.getByRole('link', { name: 'Browse Jobs' }).first().isVisible(),
      false,
    );
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Browse Jobs', 'Teams', 'About', 'Sign In', 'Get Started']) {
      assert.ok(await menu.getByRole('link', { name, exact: true }).isVisible(), name);
    }
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    assert.equal(new URL(page.url()).hash, '#about');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `no horizontal scrolling at 390 px (scrollWidth ${width})`);
    await context.close();
  });

  it('fits a 320 px screen without horizontal scrolling', async () => {
    const { page, context } = await newPage(browser, { width: 320, height: 740 });
    const paths = ['/', '/auth', '/forgot-password', '/teams/austin-armadillos'];
    for (const path of [...paths, '/page/terms-of-service', '/nowhere']) {
      await page.goto(`${server.baseUrl}${path}`);
      await pageDrawn(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 320, `${path}: scrollWidth ${width} at 320 px`);
    }
    await context.close();
  });

  it("lays an admin's header out on one line, or behind the menu, at tablet and laptop widths", async () => {
    // An admin has the most header links: Saved jobs, Alerts and Admin besides the rest.
    const { page, context } = await newPage(browser, { width: 768, height: 800 });
    await signInAsAdmin(page, server.baseUrl);
    for (const width of [768, 1024, 1199, 1200, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/jobs']) {
        await page.goto(`${server.baseUrl}${path}`);
        await pageDrawn(page);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const layout = await page.evaluate(() => {
          const header = document.querySelector('header');
          const items = [...header.querySelectorAll('a, button')]
            .map((el) => el.getBoundingClientRect())
            .filter((box) => box.width > 0 && box.top < 64)
            .sort((a, b) => a.left - b.left);
          return {
            scrollWidth: document.documentElement.scrollWidth,
            height: header.getBoundingClientRect().height,
            overlaps: items.filter((box, i) => i > 0 && box.left < items[i - 1].right - 0.5).length,
          };
        });
        const where = `${path} at ${width} px`;
        assert.ok(layout.scrollWidth <= width, `${where}: scrollWidth ${layout.scrollWidth}`);
        assert.equal(layout.height, 64, `${where}: the header keeps one line`);
        assert.equal(layout.overlaps, 0, `${where}: header items overlap`);
      }
    }
    await context.close();
  });

  it('serves the home SEO tags in the HTML and downloads no admin code on public pages', async () => {
    const html = await (await fetch(server.baseUrl)).text();
    for (const marker of [
      'name="description"',
      'name="keywords"',
      'property="og:title"',
      'name="twitter:card"',
      'rel="canonical"',
      '"@type":"Organization"',
    ]) {
      assert.ok(html.includes(marker), marker);
    }
    const { page, context } = await newPage(browser);
    const urls = [];
    page.on('request', (r) => urls.push(r.url()));
    for (const path of ['/', '/auth', '/page/no-such-page', '/nowhere']) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
    }
    const admin = urls.filter((u) => u.includes('/remotes/admin') || /antd/i.test(u));
    assert.deepEqual(admin, []);
    await context.close();
  });
});
