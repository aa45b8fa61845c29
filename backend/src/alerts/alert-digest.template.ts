import { MailSite, renderMail, RenderedMail } from '../mail/templates/mail-layout';

export interface DigestJob {
  title: string;
  team: string;
  location: string;
  posted: Date;
  url: string;
}

/** Non-essential: the jobs new to one alert, with "N more" and both ways to stop. */
export function alertDigestMail(
  site: MailSite,
  data: {
    firstName: string;
    alertName: string;
    jobs: DigestJob[];
    total: number;
    boardUrl: string;
    stopAlertUrl: string;
    unsubscribeAllUrl: string;
  },
): Promise<RenderedMail> {
  const more = data.total - data.jobs.length;
  const count = data.total === 1 ? '1 new job' : `${data.total} new jobs`;
  return renderMail(site, {
    subject: `${count} for "${data.alertName}"`,
    preview: data.jobs
      .slice(0, 3)
      .map((job) => job.title)
      .join(' · '),
    greeting: `Hi ${data.firstName},`,
    paragraphs: [`These jobs on ${site.siteName} match your alert "${data.alertName}".`],
    items: data.jobs.map((job) => ({
      title: job.title,
      url: job.url,
      detail: `${job.team} · ${job.location} · posted ${job.posted.toISOString().slice(0, 10)}`,
    })),
    action: {
      label: more > 0 ? `${more} more matched: see them all` : 'See the search on the board',
      url: data.boardUrl,
    },
    notes: [
      `Stop this alert: ${data.stopAlertUrl}`,
      'You receive this because you created this job alert. ' +
        'The link below stops every job alert, without signing in.',
    ],
    unsubscribeUrl: data.unsubscribeAllUrl,
  });
}
