import { newsletterWelcomeMail } from './newsletter-welcome.template';
import { passwordChangedMail } from './password-changed.template';
import { passwordResetMail } from './password-reset.template';
import { verifyEmailMail } from './verify-email.template';

const site = { siteName: 'Touchdown <Jobs>', publicUrl: 'https://jobs.example.com' };
const url = 'https://jobs.example.com/reset-password?token=abc';

describe('mail templates', () => {
  it('give every message an HTML and a plain-text part with the site and its link', async () => {
    const mails = await Promise.all([
      verifyEmailMail(site, { firstName: 'Jo', url }),
      passwordResetMail(site, { firstName: 'Jo', url }),
      passwordChangedMail(site, { firstName: 'Jo', forgotUrl: url }),
      newsletterWelcomeMail(site, { firstName: 'Jo', preferencesUrl: url, unsubscribeUrl: url }),
    ]);
    for (const mail of mails) {
      expect(mail.subject).toBeTruthy();
      expect(mail.html).toContain(`href="${url}"`);
      expect(mail.html).toContain('prefers-color-scheme: dark');
      expect(mail.text).toContain(url);
      expect(mail.text).toContain('Touchdown <Jobs> · https://jobs.example.com/');
      // Names are text, never markup.
      expect(mail.html).toContain('Touchdown &lt;Jobs&gt;');
      expect(mail.html).not.toContain('Touchdown <Jobs>');
    }
  });

  it('links the unsubscribe page in non-essential mail only', async () => {
    const unsubscribeUrl = 'https://jobs.example.com/unsubscribe?token=t';
    const welcome = await newsletterWelcomeMail(site, {
      firstName: 'Jo',
      preferencesUrl: url,
      unsubscribeUrl,
    });
    expect(welcome.html).toContain(`href="${unsubscribeUrl}"`);
    expect(welcome.text).toContain(`Unsubscribe: ${unsubscribeUrl}`);
    const reset = await passwordResetMail(site, { firstName: 'Jo', url });
    expect(reset.html).not.toContain('Unsubscribe');
  });

  it('escapes what members typed', async () => {
    const mail = await verifyEmailMail(site, { firstName: '<img src=x onerror=alert(1)>', url });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
