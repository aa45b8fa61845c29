// Forgot password (link on the sign-in form, the emailed link, the new password) and the email
// preferences page, on the embedded default: mail is written as .eml files under DATA_DIR/mail.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  MOBILE,
  ROOT,
  launchBrowser,
  newPage,
  registerUser,
  screenshot,
  signIn,
  startServer,
} from './helpers.mjs';

const { simpleParser } = createRequire(join(ROOT, 'backend', 'package.json'))('mailparser');

/** The newest mail to `to` whose subject matches, parsed from the .eml outbox (waits up to 10 s). */
async function mailTo(dataDir, to, subject) {
  const dir = join(dataDir, 'mail');
  for (let i = 0; i < 100; i++) {
    let files = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    } catch {
      // not created yet
    }
    for (const file of files) {
      const mail = await simpleParser(readFileSync(join(dir, file)));
      if (mail.to?.text === to && subject.test(mail.subject ?? '')) return mail;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail ${subject} to ${to}`);
}

const linkIn = (mail, prefix) => mail.text.split(/\s+/).find((w) => w.startsWith(prefix));

describe('account mail pages', () => {
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

  it('resets a forgotten password through the emailed link', async () => {
    const setup = await newPage(browser);
    const user = await registerUser(setup.page, server.baseUrl, { password: 'old-password-1' });
    await setup.context.close();

    const { page, context, errors } = await newPage(browser, MOBILE);
    await page.goto(`${server.baseUrl}/auth`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${server.baseUrl}/forgot-password`);
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('status')
      .getByText(/a link to choose a new password is on its way/)
      .waitFor();
    await screenshot(page, 'forgot-password');

    const mail = await mailTo(server.dataDir, user.email, /^Reset your password$/);
    const link = linkIn(mail, `${server.baseUrl}/reset-password?token=`);
    assert.ok(link, 'the mail carries the reset link');
    await page.goto(link);
    const reset = page.getByRole('form', { name: 'Choose a new password' });
    await reset.getByLabel('New password', { exact: true }).fill('new-password-2');
    await reset.getByLabel('Repeat the new password').fill('new-password-2');
    await reset.getByRole('button', { name: 'Save new password' }).click();
    await page
      .getByRole('status')
      .getByText(/Your password was changed/)
      .waitFor();
    await screenshot(page, 'reset-password');

    // The link works once.
    await page.goto(link);
    await reset.getByLabel('New password', { exact: true }).fill('third-password-3');
    await reset.getByLabel('Repeat the new password').fill('third-password-3');
    await reset.getByRole('button', { name: 'Save new password' }).click();
    await page
      .getByRole('alert')
      .getByText(/invalid, already used or expired/)
      .waitFor();

    await signIn(page, server.baseUrl, { email: user.email, password: 'new-password-2' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows and changes what a member receives, and confirms the address', async () => {
    const { page, context, errors } = await newPage(browser);
    const user = await registerUser(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/account/email`);
    await page.getByText('Not confirmed yet', { exact: false }).waitFor();
    // On a 320 px screen the long address and the resend button stay within the page.
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 320, height: 740 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 320, `no horizontal scrolling at 320 px (scrollWidth ${width})`);
    await page.setViewportSize(viewport);
    const newsletter = page.getByLabel(/newsletter/);
    const alerts = page.getByLabel('Job alert emails');
    assert.equal(await newsletter.isChecked(), true);
    assert.equal(await alerts.isChecked(), true);

    await newsletter.click();
    await page.getByText('Preferences saved').first().waitFor();
    assert.equal(await newsletter.isChecked(), false);
    await page.reload();
    assert.equal(await page.getByLabel(/newsletter/).isChecked(), false);
    await page.getByLabel(/newsletter/).click();
    await page.getByText(/The Gridiron Careers newsletter \(since /).waitFor();

    const mail = await mailTo(server.dataDir, user.email, /^Confirm your email address$/);
    await page.goto(linkIn(mail, `${server.baseUrl}/verify-email?token=`));
    await page.getByRole('heading', { name: 'Address confirmed' }).waitFor();
    await page.getByRole('link', { name: 'Choose what you receive' }).click();
    await page.getByText('Confirmed.').waitFor();
    await screenshot(page, 'email-preferences');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
