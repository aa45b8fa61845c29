// Job alerts in the shell: "Create alert" saves the board's current search, "Follow team" makes
// an instant alert for a team, and "My alerts" renames and pauses them.
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
import { openAdmin, openTab } from './admin-helpers.mjs';

describe('job alerts', () => {
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

  it('creates an alert from a search, follows a team, and manages both', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await registerUser(page, server.baseUrl);

    // No alert yet: the page says so in a card as tall as that message, and the header links it.
    await page.goto(`${server.baseUrl}/jobs`);
    await page.locator('header').getByRole('link', { name: 'Alerts', exact: true }).click();
    const empty = page.getByText('No alerts yet.', { exact: false });
    await empty.waitFor();
    const [message, card] = await Promise.all([
      empty.boundingBox(),
      page.locator('main > div').first().boundingBox(),
    ]);
    const below = card.y + card.height - (message.y + message.height);
    assert.ok(below < 60, `the card ends ${below} px below its message`);

    await page.goto(`${server.baseUrl}/jobs?position=coach`);
    await page.getByRole('button', { name: 'Create alert' }).click();
    const form = page.getByRole('form', { name: 'Create alert' });
    await form.getByText('coach', { exact: true }).waitFor();
    await form.getByLabel('Alert name').fill('Coaching jobs');
    await form.getByLabel('How often').selectOption('weekly');
    await screenshot(page, 'alerts-create');
    await form.getByRole('button', { name: 'Save alert' }).click();
    await page.getByText('Alert created').waitFor();

    const teams = await (await page.request.get(`${server.baseUrl}/api/teams`)).json();
    const team = teams[0];
    await page.goto(`${server.baseUrl}/teams/${team.slug}`);
    // Following is the page's own action: in view on arrival, before the team's jobs.
    const follow = page.getByRole('button', { name: 'Follow team' });
    const jobsHeading = page.getByRole('heading', { name: 'Open positions' });
    await jobsHeading.waitFor();
    const [followBox, jobsBox] = await Promise.all([
      follow.boundingBox(),
      jobsHeading.boundingBox(),
    ]);
    assert.ok(followBox.y < jobsBox.y, 'Follow team comes before the open positions');
    await follow.click();
    await page.getByRole('link', { name: 'Following' }).waitFor();

    const alerts = await (await page.request.get(`${server.baseUrl}/api/alerts`)).json();
    // Both may be created within one second, the creation time's precision on SQLite.
    assert.deepEqual(
      alerts.map((a) => [a.name, a.frequency, a.filters]).sort(([a], [b]) => a.localeCompare(b)),
      [
        ['Coaching jobs', 'weekly', { position: 'coach' }],
        [`Team: ${team.name}`, 'instant', { exactTeamName: team.name }],
      ],
    );

    await page.goto(`${server.baseUrl}/account/alerts`);
    const item = page.getByRole('listitem', { name: 'Coaching jobs' });
    await item.getByLabel('Alert name').fill('Coaches everywhere');
    await item.getByRole('button', { name: 'Rename' }).click();
    await page.getByText('Alert renamed').waitFor();
    const renamed = page.getByRole('listitem', { name: 'Coaches everywhere' });
    await renamed.getByRole('button', { name: 'Pause' }).click();
    await renamed.getByRole('button', { name: 'Resume' }).waitFor();
    await screenshot(page, 'alerts-mine');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'alerts-mine');
    await page.goto(`${server.baseUrl}/jobs?position=coach`);
    await page.getByRole('button', { name: 'Create alert' }).click();
    await screenshot(page, 'alerts-create');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows admins the alerts tab', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await signInAsAdmin(page, server.baseUrl);
    await openAdmin(page, server.baseUrl);
    await openTab(page, 'Alerts');
    await page.getByText('All alerts').waitFor();
    await page.getByText('Digests per day (UTC, last 14 days)').waitFor();
    await screenshot(page, 'admin-alerts');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
