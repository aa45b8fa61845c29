import type { JobDetailDto } from '../jobs/dto/job-detail.dto';
import { jobPostingJsonLd, logoUrlOf, SiteInfo } from './job-posting';
import { jobPath } from './job-url';
import { escapeMarkup, scriptJson, summary } from './markup';

/** The title of a job's page (also the shell's document title). */
export function jobPageTitle(
  job: Pick<JobDetailDto, 'positionTitle' | 'teamName'>,
  siteName: string,
) {
  return `${job.positionTitle} - ${job.teamName} | ${siteName}`;
}

/** The meta description of a job's page. */
export function jobPageDescription(job: JobDetailDto): string {
  const lead = `${job.teamName} is hiring: ${job.positionTitle} in ${job.location}.`;
  const closed = job.closed ? ' This position is closed.' : '';
  return summary(`${lead}${closed} ${job.description ?? ''}`);
}

/**
 * The head of a job's page for crawlers without JavaScript: title, description, Open Graph and
 * Twitter tags, canonical link, and the JobPosting JSON-LD while the job is open; a closed job
 * gets `noindex` instead (Google drops it). Every tag carries the `data-seo` key the shell uses
 * for the same tag.
 */
export function jobHeadTags(job: JobDetailDto, site: SiteInfo): { title: string; tags: string } {
  const url = `${site.publicUrl.replace(/\/+$/, '')}${jobPath(job)}`;
  const title = jobPageTitle(job, site.siteName);
  const description = jobPageDescription(job);
  const meta = (attr: 'name' | 'property', name: string, content: string) =>
    `<meta ${attr}="${name}" content="${escapeMarkup(content)}" data-seo="${attr}:${name}">`;
  const tags = [
    meta('name', 'description', description),
    ...(job.closed ? [meta('name', 'robots', 'noindex')] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', logoUrlOf(job, site)),
    `<link rel="canonical" href="${escapeMarkup(url)}" data-seo="canonical">`,
    ...(job.closed
      ? []
      : [
          `<script type="application/ld+json" data-seo="jsonld:jobposting">${scriptJson(
            jobPostingJsonLd(job, url, site),
          )}</script>`,
        ]),
  ];
  return { title, tags: tags.join('') };
}

/** Tags for a job page whose id is unknown: the shell shows its 404 screen. */
export function missingJobHeadTags(siteName: string): { title: string; tags: string } {
  return {
    title: `Job not found | ${siteName}`,
    tags: '<meta name="robots" content="noindex" data-seo="name:robots">',
  };
}

/** Writes a page head into the shell's HTML: its title, and its tags in place of the defaults. */
export function withHead(html: string, head: { title: string; tags: string }): string {
  // Replacement functions, not strings: a `$&` in a job title must stay text.
  return html
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeMarkup(head.title)}</title>`)
    .replace(/<meta\s+name="?description"?[^>]*>/gi, '')
    .replace('</head>', () => `${head.tags}</head>`);
}
