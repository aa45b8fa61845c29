// Renders every mail template with sample data and screenshots it in Chromium at 360 and 1024 px,
// light and dark: `npm run build -w backend && node tools/mail-previews.mjs` writes
// screenshots/mail/<template>-<width>-<scheme>.png and the HTML and text parts beside them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/helpers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'backend', 'package.json'));
const template = (name) =>
  require(join(root, 'backend/dist/mail/templates', `${name}.template.js`));
const site = { siteName: 'Gridiron Careers', publicUrl: 'https://jobs.example.com' };
const token = 'q3J9x0oWm1q6h2Jb5c8Zr7yT4uVn0aLk2sDf6gHj9k0';
const firstName = 'Jordan';

const mails = {
  'verify-email': template('verify-email').verifyEmailMail(site, {
    firstName,
    url: `${site.publicUrl}/verify-email?token=${token}`,
  }),
  'password-reset': template('password-reset').passwordResetMail(site, {
    firstName,
    url: `${site.publicUrl}/reset-password?token=${token}`,
  }),
  'password-changed': template('password-changed').passwordChangedMail(site, {
    firstName,
    forgotUrl: `${site.publicUrl}/forgot-password`,
  }),
  'newsletter-welcome': template('newsletter-welcome').newsletterWelcomeMail(site, {
    firstName,
    preferencesUrl: `${site.publicUrl}/account/email`,
    unsubscribeUrl: `${site.publicUrl}/unsubscribe?token=sample.newsletter.signature`,
  }),
};

const out = join(root, 'screenshots', 'mail');
mkdirSync(out, { recursive: true });
const browser = await launchBrowser();
try {
  for (const [name, pending] of Object.entries(mails)) {
    const mail = await pending;
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
