// What the home page makes a phone download: compressed JavaScript bytes, and whether any admin
// (Ant Design) code comes with it. Debian's Chromium through playwright-core.
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

export async function pageWeight(origin) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes().catch(() => null);
      scripts.push({ url: request.url(), bytes: sizes?.responseBodySize ?? 0 });
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    return {
      scripts: scripts.length,
      scriptBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
      adminCode: scripts.some((s) => /remotes\/admin|antd/i.test(s.url)),
    };
  } finally {
    await browser.close();
  }
}
