import { compileMail, type MailContent, renderMail } from './mail-layout';
import { newsletterWelcomeMail } from './newsletter-welcome.template';
import { passwordChangedMail } from './password-changed.template';
import { passwordResetMail } from './password-reset.template';
import { verifyEmailMail } from './verify-email.template';

/** MJML's compiles so far: the real compiler, counted. */
const mockLayouts = { count: 0 };
jest.mock('mjml', () => {
  const actual = jest.requireActual('mjml');
  const compile = actual.default ?? actual;
  return {
    __esModule: true,
    default: (...args: unknown[]) => {
      mockLayouts.count++;
      return compile(...args);
    },
  };
});

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
      // Nothing is fetched from a third party when the mail is opened.
      expect(mail.html).not.toMatch(/fonts\.googleapis|@import|<link /);
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

describe('renderMail', () => {
  const site = { siteName: 'Gridiron <Careers>', publicUrl: 'https://careers.example.com' };
  const content = (n: number, extra: Partial<MailContent> = {}): MailContent => ({
    subject: `${n} new jobs for "Coach & <Scout>"`,
    preview: 'Line Coach · gcslot0x · $1',
    greeting: "Hi O'Neil,",
    paragraphs: ['These jobs match your alert.'],
    items: Array.from({ length: n }, (_, i) => ({
      title: `Coach ${i} <b>&</b>`,
      url: `https://careers.example.com/jobs/${i}?a=1&b="2"`,
      detail: `Team ${i} · Austin, TX · $& $1`,
    })),
    action: { label: 'See them all', url: 'https://careers.example.com/jobs?x=1&y=2' },
    notes: ['Stop this alert: https://careers.example.com/api/alerts/stop?token=a.b'],
    unsubscribeUrl: 'https://careers.example.com/unsubscribe?token=t',
    ...extra,
  });

  it('gives the same HTML as laying the message out on its own, from a layout per shape', async () => {
    for (const message of [
      content(1),
      content(3),
      content(3, { action: undefined, unsubscribeUrl: undefined }),
      content(1, { subject: 'Another subject', greeting: '', notes: [] }),
    ]) {
      expect((await renderMail(site, message)).html).toBe(await compileMail(site, message));
    }
  });

  it('sends no indentation, and keeps the spaces inside texts', async () => {
    expect((await renderMail(site, content(3))).html).not.toMatch(/\n[ \t]/);
    const typed = content(3, { paragraphs: ['Two  spaces\n  and an indented line.'] });
    const { html } = await renderMail(site, typed);
    expect(html).toContain('Two  spaces\n  and an indented line.');
    expect(html).toContain('Team 2 · Austin, TX · $&amp; $1');
  });

  it('lays out a shape once, however many messages share it', async () => {
    const before = mockLayouts.count;
    for (let i = 0; i < 200; i++) await renderMail(site, content(25, { greeting: `Hi ${i},` }));
    expect(mockLayouts.count - before).toBe(1);
    // Another shape (one item fewer) is laid out on its own.
    await renderMail(site, content(24));
    expect(mockLayouts.count - before).toBe(2);
  });
});
