// Sign-up (with and without the terms box), sign-in and sign-out, and the route guards.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newPage, registerUser, signIn, startServer } from './helpers.mjs';

describe('auth and route guards', () => {
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

  it('sends a signed-out visitor from /jobs and /admin to /auth, which starts on Sign In', async () => {
    const { page, context } = await newPage(browser);
    for (const path of ['/jobs', '/admin']) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.waitForURL(`${server.baseUrl}/auth`);
    }
    const tab = page.getByRole('tab', { name: 'Sign In' });
    assert.equal(await tab.getAttribute('aria-selected'), 'true');
    await context.close();
  });

  it('refuses sign-up without the terms box, then creates the account and goes to /jobs', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Sign Up' });
    assert.equal(
      await form.getByRole('link', { name: 'Terms of Service' }).getAttribute('href'),
      '/page/terms-of-service',
    );
    await form.getByLabel('First name').fill('Riley');
    await form.getByLabel('Last name').fill('Jordan');
    await form.getByLabel('Email').fill(`riley${Date.now()}@e2e.test`);
    await form.getByLabel('Password').fill('abc');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await form.getByText('Password must be at least 8 characters').waitFor();
    await form.getByText('You must agree to the terms of service to create an account').waitFor();
    assert.equal(new URL(page.url()).pathname, '/auth');

    await form.getByLabel('Password').fill('riley-password');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${server.baseUrl}/jobs`);
    await page.getByText(/^Welcome, riley\d+@e2e\.test$/).waitFor();
    await context.close();
  });

  it('signs in, sends a signed-in user away from /auth, and signs out to /', async () => {
    const { page, context } = await newPage(browser);
    const user = await registerUser(page, server.baseUrl, { firstName: 'Sam' });
    await context.clearCookies();
    await page.goto(`${server.baseUrl}/auth`);
    const form = page.getByRole('form', { name: 'Sign In' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Password').fill('wrong-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText('Login failed').waitFor();

    await signIn(page, server.baseUrl, user);
    await page.goto(`${server.baseUrl}/auth`);
    await page.waitForURL(`${server.baseUrl}/`);
    await page.getByText('Welcome, Sam').waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    await page.goto(`${server.baseUrl}/jobs`);
    await page.waitForURL(`${server.baseUrl}/auth`);
    await context.close();
  });
});
