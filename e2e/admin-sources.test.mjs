// The admin's Sources tab: an admin tests a Greenhouse board, adds it as a source, and sees its
// first scheduled run and the imported jobs, against a local server answering in Greenhouse's
// shape (the recorded answer the backend's integration tests use).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  MOBILE,
  ROOT,
  launchBrowser,
  newPage,
  screenshot,
  signInAsAdmin,
  startServer,
} from './helpers.mjs';
import { openAdmin, openTab } from './admin-helpers.mjs';

const BOARD = readFileSync(
  join(ROOT, 'backend', 'test', 'fixtures', 'ingestion', 'greenhouse-jobs.json'),
  'utf8',
);

describe('admin CMS: job sources', () => {
  let provider;
  let server;
  let browser;
  before(async () => {
    provider = createServer((req, res) => {
      if (req.url?.startsWith('/v1/boards/gridirontest/jobs')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(BOARD);
      } else {
        res.writeHead(404).end('not found');
      }
    });
    await new Promise((resolve) => provider.listen(0, '127.0.0.1', resolve));
    server = await startServer({
      INGESTION_GREENHOUSE_URL: `http://127.0.0.1:${provider.address().port}`,
      INGESTION_TICK_MS: '1000',
      INGESTION_HOST_INTERVAL_MS: '0',
      INGESTION_ALLOWED_NETWORKS: '127.0.0.1',
    });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => provider?.close(resolve));
  });

  it('tests a board, adds it, and shows its first run and the imported jobs', async () => {
    const { page, context, errors } = await newPage(browser, { width: 1366, height: 900 });
    await signInAsAdmin(page, server.baseUrl);
    await openAdmin(page, server.baseUrl);
    await openTab(page, 'Sources');
    await page.getByText('Add a source').waitFor({ timeout: 30_000 });
    await page.getByLabel('Team', { exact: true }).fill('Dallas Cowboys');
    await page.getByLabel('Board token', { exact: true }).fill('gridirontest');
    await page.getByRole('button', { name: 'Test' }).click();
    await page.getByText('4 postings would be imported').waitFor();
    await page.getByRole('cell', { name: 'Director of Football Analytics' }).waitFor();
    await screenshot(page, 'admin-sources-test');
    await page.getByRole('button', { name: 'Add source' }).click();
    // The schedule picks the new source up within a tick; the tab looks again until it has run.
    await page.getByText(/succeeded, fetched 4, created 4/).waitFor({ timeout: 30_000 });
    await page.getByText('healthy').waitFor();
    await screenshot(page, 'admin-sources');
    const jobs = await (
      await page.request.get(`${server.baseUrl}/api/jobs?position=Analytics`)
    ).json();
    assert.ok(
      jobs.some((j) => j.positionTitle === 'Director of Football Analytics'),
      'the imported job is on the board',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows sources as cards on a phone', async () => {
    const { page, context } = await newPage(browser, MOBILE);
    await signInAsAdmin(page, server.baseUrl);
    await openAdmin(page, server.baseUrl);
    await openTab(page, 'Sources');
    await page.getByText(/created 4/).waitFor({ timeout: 30_000 });
    await screenshot(page, 'admin-sources');
    // The source's mapping: the values its run found, mapped or not, each with a board value.
    await page.getByRole('button', { name: /^Mapping/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Mapping: Dallas Cowboys' });
    await dialog.getByRole('region', { name: 'Department' }).waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'admin-sources-mapping');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });
});
