// A job's own public page: reached from the featured slider and the board, open and closed states
// (expired, switched off), unknown jobs, the crawler-facing head, and screenshots at both widths.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN,
  assertAtTop,
  DESKTOP,
  MOBILE,
  launchBrowser,
  newPage,
  registerUser,
  screenshot,
  startServer,
} from './helpers.mjs';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A full-page screenshot of a job page, which opens at its top even when reached by a link. */
async function shot(page, name) {
  await assertAtTop(page);
  await screenshot(page, name);
}

describe('job page /jobs/{id}/{slug}', () => {
  let server;
  let browser;
  let jobs;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    // The demo jobs, read as an admin (the board itself is members-only).
    const { page, context } = await newPage(browser);
    await signInThroughApi(page, ADMIN);
    jobs = await (await page.request.get(`${server.baseUrl}/api/admin/jobs?limit=200`)).json();
    await context.close();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signInThroughApi(page, { email, password }) {
    const res = await page.request.post(`${server.baseUrl}/api/login`, {
      data: { email, password },
      headers: { Origin: server.baseUrl },
    });
    assert.equal(res.status(), 200);
  }

  async function asAdmin(method, path, data) {
    const { page, context } = await newPage(browser);
    await signInThroughApi(page, ADMIN);
    const res = await page.request.fetch(`${server.baseUrl}${path}`, {
      method,
      data,
      headers: { Origin: server.baseUrl },
    });
    assert.equal(res.status(), 200, await res.text());
    await context.close();
  }

  it('a visitor follows a featured job to its page: details, Apply Now in a new tab, sign-up invitation', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, context, errors } = await newPage(browser, viewport);
      await page.goto(`${server.baseUrl}/`);
      const slider = page.getByTestId('featured-slider');
      const title = slider.locator('[aria-hidden="false"] h3 a');
      const name = await title.textContent();
      // On the phone, a slow one (the CPU eight times slower, given twice the time) while the job
      // page opens: a smooth scroll to the top still under way while the page drew could stop
      // short of the top and stay there (four openings in nine with the shell that did so).
      const cdp = viewport === MOBILE ? await context.newCDPSession(page) : null;
      await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 8 });
      await title.click();
      await page.waitForURL(/\/jobs\/[0-9a-f-]{36}\/[a-z0-9-]+$/, { timeout: 60_000 });
      await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 60_000 });
      await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const apply = page.getByRole('link', { name: /^Apply Now/ });
      assert.equal(await apply.getAttribute('target'), '_blank');
      assert.equal(await apply.getAttribute('rel'), 'noopener');
      await page.getByText(/^Posted /).waitFor();
      await page.getByText(/^Closes /).waitFor();
      await page.getByRole('link', { name: 'Sign Up Free' }).waitFor();
      assert.equal(await page.getByRole('heading', { name: /^More jobs at/ }).count(), 0);
      assert.match(
        await page.title(),
        new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `),
      );
      await shot(page, 'job-page-visitor');

      await page.getByRole('link', { name: 'Sign Up Free' }).click();
      await page.getByRole('tab', { name: 'Sign Up', selected: true }).waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('serves the job head to crawlers without JavaScript (canonical, JobPosting JSON-LD)', async () => {
    const job = jobs.find((j) => j.isActive && !j.isExpired);
    const res = await fetch(`${server.baseUrl}/jobs/${job.id}/any-slug`);
    assert.equal(res.status, 200);
    const html = await res.text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)[1];
    assert.match(canonical, new RegExp(`/jobs/${job.id}/[a-z0-9-]+$`));
    const ld = JSON.parse(
      /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)[1],
    );
    assert.equal(ld['@type'], 'JobPosting');
    assert.equal(ld.title, job.positionTitle);
    assert.equal(ld.hiringOrganization.name, job.teamName);
    assert.equal(ld.jobLocation.address.addressCountry, 'US');
  });

  it('a member opens a job from the board and sees more jobs of the same team', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, context, errors } = await newPage(browser, viewport);
      await registerUser(page, server.baseUrl);
      await page.goto(`${server.baseUrl}/jobs`);
      const card = page.locator('main article').first();
      const team = await card.locator(':is(h2, h3) + p').textContent();
      await card.locator(':is(h2, h3) a').click();
      await page.waitForURL(/\/jobs\/[0-9a-f-]{36}\//);
      const more = page.getByRole('region', { name: `More jobs at ${team}` });
      await more.waitFor();
      await more.locator('article').first().waitFor();
      const teams = await more.locator('article :is(h2, h3) + p').allTextContents();
      assert.ok(teams.length >= 1 && teams.every((t) => t === team), teams.join());
      assert.equal(await page.getByRole('link', { name: 'Sign Up Free' }).count(), 0);
      await shot(page, 'job-page-member');
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('says an expired or switched-off job is closed, without Apply Now, noindex', async () => {
    const [expired, inactive] = jobs.filter((j) => j.isActive && !j.isFeatured).slice(0, 2);
    await asAdmin('PUT', `/api/admin/jobs/${expired.id}/valid-through`, {
      validThrough: '2020-01-01',
    });
    await asAdmin('PUT', `/api/admin/jobs/${inactive.id}/active`, { isActive: false });
    for (const job of [expired, inactive]) {
      for (const viewport of [DESKTOP, MOBILE]) {
        const { page, context } = await newPage(browser, viewport);
        const res = await page.goto(`${server.baseUrl}/jobs/${job.id}/x`);
        assert.equal(res.status(), 200);
        await page.getByRole('heading', { name: 'This position is closed' }).waitFor();
        assert.equal(await page.getByRole('link', { name: /^Apply Now/ }).count(), 0);
        const robots = await page.locator('meta[name="robots"]').getAttribute('content');
        assert.equal(robots, 'noindex');
        if (job === expired) await shot(page, 'job-page-closed');
        await context.close();
      }
    }
  });

  it('shows Job Not Found for an unknown job (a 404 for crawlers)', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    const res = await page.goto(`${server.baseUrl}/jobs/${UNKNOWN}/gone`);
    assert.equal(res.status(), 404);
    await page.getByRole('heading', { name: 'Job Not Found' }).waitFor();
    await context.close();
  });
});
