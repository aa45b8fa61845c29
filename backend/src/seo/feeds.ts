import type { JobDto } from '../jobs/dto/job.dto';
import { SiteInfo } from './job-posting';
import { jobPath } from './job-url';
import { origin, summary, textToHtml, xmlText } from './markup';

/**
 * robots.txt: everything but the admin screen, the API and the sign-in page, and the sitemap
 * index.
 * The generated team logos live under /api but are the job pages' images, so they stay allowed
 * (the longer rule wins).
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api',
    'Disallow: /auth',
    'Allow: /api/team-initials/',
    '',
    `Sitemap: ${origin(publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * RSS 2.0 of the newest jobs: each item links to the job's page, its guid is the job id (not a
 * link, so it survives a changed title), and its description is escaped HTML.
 */
export function jobsRss(jobs: JobDto[], site: SiteInfo, now: Date): string {
  const base = origin(site.publicUrl);
  const feedUrl = `${base}/jobs/feed.xml`;
  const items = jobs.map((job) => {
    const link = base + jobPath(job);
    const html = textToHtml(job.description?.trim() || `${job.positionTitle} in ${job.location}.`);
    return [
      '    <item>',
      `      <title>${xmlText(`${job.positionTitle} - ${job.teamName}`)}</title>`,
      `      <link>${xmlText(link)}</link>`,
      `      <guid isPermaLink="false">${xmlText(job.id)}</guid>`,
      `      <pubDate>${new Date(job.datePosted).toUTCString()}</pubDate>`,
      `      <category>${xmlText(job.teamName)}</category>`,
      `      <description>${xmlText(`<p><strong>${xmlText(job.location)}</strong></p>${html}`)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlText(`${site.siteName}: newest jobs`)}</title>`,
    `    <link>${xmlText(`${base}/`)}</link>`,
    `    <description>${xmlText(summary('The newest openings in American football: coaching, front office, analytics, marketing and operations.'))}</description>`,
    '    <language>en-us</language>',
    `    <lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xmlText(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
