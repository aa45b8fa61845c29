import { MailSite, renderMail, RenderedMail } from './mail-layout';

/** After sign-up (and on request): the link that confirms the address (double opt-in). */
export function verifyEmailMail(
  site: MailSite,
  data: { firstName: string; url: string },
): Promise<RenderedMail> {
  return renderMail(site, {
    subject: 'Confirm your email address',
    preview: `One click to confirm your address at ${site.siteName}.`,
    greeting: `Hi ${data.firstName},`,
    paragraphs: [
      `Welcome to ${site.siteName}. Your account is ready to use.`,
      'Please confirm that this address is yours, so that the newsletter and job alerts you asked for can reach you.',
    ],
    action: { label: 'Confirm my address', url: data.url },
    notes: [
      'The link works for 7 days.',
      'If you did not create an account, you can ignore this email: nothing will be sent to you.',
    ],
  });
}
