import type { AppConfig } from '../../app/app-config';
import type { JobDto } from '../../api/api';
import { jobPath } from '../../lib/job-path';
import type { HeadTags } from '../../lib/use-document-head';

/**
 * The home page's head tags. The texts come from the served configuration, so the backend (which
 * writes the same tags into the HTML for crawlers without JavaScript) and the shell agree.
 */
export function homeHeadTags({ siteName, publicUrl, seo }: AppConfig): HeadTags {
  const url = `${publicUrl}/`;
  return {
    title: seo.title,
    meta: {
      description: seo.description,
      keywords: seo.keywords,
      'twitter:card': 'summary_large_image',
      'twitter:title': seo.title,
      'twitter:description': seo.description,
    },
    properties: {
      'og:type': 'website',
      'og:site_name': siteName,
      'og:title': seo.title,
      'og:description': seo.description,
      'og:url': url,
    },
    canonical: url,
    jsonLd: {
      organization: {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: siteName,
        url,
        description: seo.description,
        foundingDate: '2024',
      },
    },
  };
}

/**
 * The jobs page's structured data lists the first 10 jobs, each by its own page on
 * this site (summary-page markup points at the detail pages, not at other sites).
 */
export function jobListJsonLd(jobs: readonly JobDto[], publicUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: `${publicUrl}/jobs`,
    numberOfItems: Math.min(10, jobs.length),
    itemListElement: jobs.slice(0, 10).map((job, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: `${job.positionTitle} - ${job.teamName}`,
      url: `${publicUrl}${jobPath(job)}`,
    })),
  };
}
