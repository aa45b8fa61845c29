import { MailSite, renderMail, RenderedMail } from './mail-layout';

/** Notice after a password reset, so an account owner notices a reset they did not make. */
export function passwordChangedMail(
  site: MailSite,
  data: { firstName: string; forgotUrl: string },
): Promise<RenderedMail> {
  return renderMail(site, {
    subject: 'Your password was changed',
    preview: `The password of your ${site.siteName} account was just changed.`,
    greeting: `Hi ${data.firstName},`,
    paragraphs: [
      `The password of your ${site.siteName} account was just changed, and every other session was signed out.`,
    ],
    action: { label: 'This was not me', url: data.forgotUrl },
    notes: ['If you made this change, there is nothing more to do.'],
  });
}
