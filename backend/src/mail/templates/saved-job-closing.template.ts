import { MailSite, renderMail, RenderedMail } from './mail-layout';

/** Non-essential (job alerts list): a saved job closes in about three days. */
export function savedJobClosingMail(
  site: MailSite,
  data: {
    firstName: string;
    positionTitle: string;
    teamName: string;
    closesOn: string;
    jobUrl: string;
    unsubscribeUrl: string;
  },
): Promise<RenderedMail> {
  return renderMail(site, {
    subject: `Closing soon: ${data.positionTitle} at ${data.teamName}`,
    preview: `Applications close on ${data.closesOn}.`,
    greeting: `Hi ${data.firstName},`,
    paragraphs: [
      `You saved ${data.positionTitle} at ${data.teamName}. Applications close on ${data.closesOn}.`,
    ],
    action: { label: 'View the job', url: data.jobUrl },
    notes: ['You get this because you saved the job and receive job alert emails.'],
    unsubscribeUrl: data.unsubscribeUrl,
  });
}
