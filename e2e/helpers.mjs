// Shared helpers for the browser suites (e2e/*.test.mjs, run by scripts/test-browser.mjs with
// node:test): start the built app on a fresh embedded database, launch Debian's Chromium through
// playwright-core, sign in, take screenshots. Admin suites (e2e/admin-*.test.mjs) use the same.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SCREENSHOT_DIR = join(ROOT, 'screenshots');

/** The administrator every test server makes sure of (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(baseUrl, child, logs, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with code ${child.exitCode}:\n${logs.join('')}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become ready in ${timeoutMs} ms:\n${logs.join('')}`);
}

/**
 * Starts `node backend/dist/main.js` (the built backend serving the built shell and admin remote)
 * on a free port with a fresh temporary DATA_DIR (SQLite, demo seed, the ADMIN account).
 * Returns { baseUrl, dataDir, stop }.
 */
export async function startServer(extraEnv = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gc-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    // The cheapest argon2id parameters: sign-ups and sign-ins cost a millisecond, not 0.4 s.
    PASSWORD_HASHING: 'test',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const logs = [];
  const child = spawn(process.execPath, [join(ROOT, 'backend', 'dist', 'main.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => logs.push(String(d)));
  child.stderr.on('data', (d) => logs.push(String(d)));
  try {
    await waitUntilReady(baseUrl, child, logs);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    logs,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium through playwright-core (browser downloads are impossible here). */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

/** A fresh context (own cookies) and page at the given viewport; failing requests are collected. */
export async function newPage(browser, viewport = DESKTOP, options = {}) {
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  // Generous: a CI machine shared with the scale test and the bench can be several times slower
  // than usual; a wait that passes costs no more for it.
  page.setDefaultTimeout(30_000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const calls = [];
  apiCalls.set(page, calls);
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/api/')) return;
    calls.push(`${res.request().method()} ${url.pathname} ${res.status()}`);
    if (calls.length > 10) calls.shift();
  });
  return { context, page, errors };
}

const apiCalls = new WeakMap();
/** The page's last ten API answers ("METHOD /api/path status"), for a failing wait's message. */
export function lastApiCalls(page) {
  return apiCalls.get(page) ?? [];
}

/** Signs in through the /auth form and waits for the redirect to /jobs. */
export async function signIn(page, baseUrl, { email, password }) {
  await page.goto(`${baseUrl}/auth`);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/jobs`);
}

export function signInAsAdmin(page, baseUrl) {
  return signIn(page, baseUrl, ADMIN);
}

let userCounter = 0;
/** Registers a new member through the API (sharing the page's cookies: it is then signed in). */
export async function registerUser(page, baseUrl, overrides = {}) {
  userCounter += 1;
  const user = {
    email: `member${Date.now()}${userCounter}@e2e.test`,
    password: 'member-password',
    firstName: 'Casey',
    lastName: 'Morgan',
    termsAccepted: true,
    ...overrides,
  };
  const res = await page.request.post(`${baseUrl}/api/register`, {
    data: user,
    headers: { Origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return user;
}

/**
 * Waits until the shell has drawn the page it was sent to: the network quiet, then its header (the
 * banner) and main region present. A loaded machine can go quiet on the network before React has
 * drawn the page, and a layout check of an empty document passes whatever the layout.
 */
export async function pageDrawn(page) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').waitFor();
  await page.locator('main#main').waitFor();
}

/** A page reached by a link opens at its top, at once (no smooth scroll left to end). */
export async function assertAtTop(page) {
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the new page starts at the top');
}

/** Saves screenshots/{name}-{width}.png (the folder is git-ignored). */
export async function screenshot(page, name) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const { width } = page.viewportSize();
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
}

/**
 * Waits until no Ant Design dialog is still zooming in (or out): a click during the motion can
 * land beside its target (on the mask, which closes the dialog, or on another field).
 */
export async function dialogSettled(page) {
  await page.waitForFunction(() => !document.querySelector('.ant-modal[class*="ant-zoom-"]'));
}
