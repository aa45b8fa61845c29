import { MailSite, renderMail, RenderedMail } from './mail-layout';

/** The single-use link to choose a new password (one hour). */
export function passwordResetMail(
  site: MailSite,
  data: { firstName: string; url: string },
): Promise<RenderedMail> {
  return renderMail(site, {
    subject: 'Reset your password',
    preview: 'Choose a new password within the next hour.',
    greeting: `Hi ${data.firstName},`,
    paragraphs: [`Someone asked to reset the password of your ${site.siteName} account.`],
    action: { label: 'Choose a new password', url: data.url },
    notes: [
      'The link works once, for one hour. Choosing a new password signs you out everywhere else.',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
  });
}
