import { MailSite, renderMail, RenderedMail } from './mail-layout';

/** Non-essential: confirms the newsletter subscription once the address is confirmed. */
export function newsletterWelcomeMail(
  site: MailSite,
  data: { firstName: string; preferencesUrl: string; unsubscribeUrl: string },
): Promise<RenderedMail> {
  return renderMail(site, {
    subject: `You are subscribed to the ${site.siteName} newsletter`,
    preview: 'New openings in football, in your inbox.',
    greeting: `Hi ${data.firstName},`,
    paragraphs: [
      'Thank you for confirming your address. You will receive our newsletter with new openings in coaching, front office, analytics and operations.',
    ],
    action: { label: 'Choose what you receive', url: data.preferencesUrl },
    notes: ['You can unsubscribe at any time with the link below, without signing in.'],
    unsubscribeUrl: data.unsubscribeUrl,
  });
}
