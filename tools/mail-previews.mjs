// Renders every mail template with sample data and screenshots it in Chromium at 360 and 1024 px,
// light and dark: `npm run build -w backend && node tools/mail-previews.mjs` writes
// screenshots/mail/<template>-<width>-<scheme>.png and the HTML and text parts beside them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/helpers.mjs';
import { sampleMails } from './mail-samples.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const mails = await sampleMails();

const out = join(root, 'screenshots', 'mail');
mkdirSync(out, { recursive: true });
const browser = await launchBrowser();
try {
  for (const [name, mail] of Object.entries(mails)) {
    writeFileSync(join(out, `${name}.html`), mail.html);
    writeFileSync(join(out, `${name}.txt`), mail.text);
    for (const width of [360, 1024]) {
      for (const colorScheme of ['light', 'dark']) {
        const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme });
        await page.setContent(mail.html);
        await page.screenshot({
          path: join(out, `${name}-${width}-${colorScheme}.png`),
          fullPage: true,
        });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        if (overflow > 0) console.warn(`${name} at ${width} px scrolls sideways by ${overflow} px`);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`Mail previews in ${out}`);
