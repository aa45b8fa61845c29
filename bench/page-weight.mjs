// What the home page makes a phone download: compressed JavaScript bytes, and whether any admin
// (Ant Design) code comes with it. Debian's Chromium through playwright-core.
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The scripts `/` loads, with their bytes as sent, when the browser sends `headers`. */
async function loadHome(browser, origin, headers) {
  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: headers,
  });
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes().catch(() => null);
    scripts.push({ url: request.url(), bytes: sizes?.responseBodySize ?? 0 });
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.close();
  return scripts;
}

/**
 * `scriptBytes`: as Chromium gets them (it accepts brotli); `gzipBytes`: the same scripts for a
 * browser that accepts gzip only, the measure of the budget.
 */
export async function pageWeight(origin) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const scripts = await loadHome(browser, origin, {});
    const gzip = await loadHome(browser, origin, { 'Accept-Encoding': 'gzip, deflate' });
    return {
      scripts: scripts.length,
      scriptBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
      gzipBytes: gzip.reduce((sum, s) => sum + s.bytes, 0),
      adminCode: scripts.some((s) => /remotes\/admin|antd/i.test(s.url)),
    };
  } finally {
    await browser.close();
  }
}

// `node bench/page-weight.mjs http://127.0.0.1:3000` measures a running server.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await pageWeight(process.argv[2] ?? 'http://127.0.0.1:3000'));
}
