// Every mail template with sample data, from the built backend (`npm run build -w backend`
// first): the previews (tools/mail-previews.mjs) and the browser suite's accessibility check of
// mail (e2e/accessibility.test.mjs) render the same messages.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'backend', 'package.json'));
const built = (path) => require(join(root, 'backend/dist', path));
const template = (name) => built(`mail/templates/${name}.template.js`);

/** The sample messages by template name: subject, HTML and text parts. */
export async function sampleMails() {
  const site = { siteName: 'Gridiron Careers', publicUrl: 'https://jobs.example.com' };
  const token = 'q3J9x0oWm1q6h2Jb5c8Zr7yT4uVn0aLk2sDf6gHj9k0';
  const firstName = 'Jordan';
  const jobs = [
    ['Assistant Offensive Line Coach', 'Kansas City Chiefs', 'Kansas City, MO'],
    ['Data Analyst, Football Operations', 'Green Bay Packers', 'Green Bay, WI'],
    ['Director of Ticket Sales', 'Dallas Cowboys', 'Frisco, TX'],
  ];
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
    'alert-digest': built('alerts/alert-digest.template.js').alertDigestMail(site, {
      firstName,
      alertName: 'Coaching in the Midwest',
      jobs: Array.from({ length: 6 }, (_, i) => {
        const [title, team, location] = jobs[i % jobs.length];
        const posted = new Date(Date.UTC(2026, 10, 30 - i));
        return { title, team, location, posted, url: `${site.publicUrl}/jobs/sample-${i}` };
      }),
      total: 9,
      boardUrl: `${site.publicUrl}/jobs?q=coach`,
      stopAlertUrl: `${site.publicUrl}/api/alerts/stop?token=sample.alert.signature`,
      unsubscribeAllUrl: `${site.publicUrl}/unsubscribe?token=sample.alerts.signature`,
    }),
    'saved-job-closing': template('saved-job-closing').savedJobClosingMail(site, {
      firstName,
      positionTitle: 'Data Analyst, Football Operations',
      teamName: 'Green Bay Packers',
      closesOn: 'December 6, 2026',
      jobUrl: `${site.publicUrl}/jobs/sample-1`,
      unsubscribeUrl: `${site.publicUrl}/unsubscribe?token=sample.alerts.signature`,
    }),
  };
  return Object.fromEntries(
    await Promise.all(Object.entries(mails).map(async ([name, mail]) => [name, await mail])),
  );
}
