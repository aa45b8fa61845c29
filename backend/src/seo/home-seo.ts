import { escapeMarkup, scriptJson } from './markup';

/**
 * The home page's SEO tags: title, description, keywords, Open Graph and Twitter tags,
 * canonical link and Organization JSON-LD. The server writes them into the HTML of `/` so that
 * crawlers without JavaScript see them; the shell receives the texts in its run-time config and
 * manages the same tags (same `data-seo` keys) when it navigates.
 */
export interface HomeSeo {
  title: string;
  description: string;
  keywords: string;
}

export function homeSeo(siteName: string): HomeSeo {
  return {
    title: `${siteName} | NFL Jobs and American Football Careers`,
    description:
      'Your gateway to American football careers. Get access to our exclusive database of NFL jobs: coaching, front office, analytics, marketing and operations roles with professional teams, since 2024.',
    keywords:
      'NFL jobs, football jobs, American football careers, NFL coaching jobs, NFL front office jobs, sports analytics jobs, football operations jobs',
  };
}

/** The tags for `<head>`, each marked with the key the shell uses for it. */
export function homeHeadTags(siteName: string, publicUrl: string): string {
  const seo = homeSeo(siteName);
  const url = `${publicUrl.replace(/\/+$/, '')}/`;
  const meta = (attr: 'name' | 'property', name: string, content: string) =>
    `<meta ${attr}="${name}" content="${escapeMarkup(content)}" data-seo="${attr}:${name}">`;
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteName,
    url,
    description: seo.description,
    foundingDate: '2024',
  };
  return [
    meta('name', 'description', seo.description),
    meta('name', 'keywords', seo.keywords),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', seo.title),
    meta('name', 'twitter:description', seo.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', seo.title),
    meta('property', 'og:description', seo.description),
    meta('property', 'og:url', url),
    `<link rel="canonical" href="${escapeMarkup(url)}" data-seo="canonical">`,
    `<script type="application/ld+json" data-seo="jsonld:organization">${scriptJson(organization)}</script>`,
  ].join('');
}

/** Rewrites the shell's HTML for `/`: the home title, and the tags above in place of its own. */
export function withHomeHead(html: string, siteName: string, publicUrl: string): string {
  const title = `<title>${escapeMarkup(homeSeo(siteName).title)}</title>`;
  const withoutDefaults = html
    .replace(/<title>[\s\S]*?<\/title>/i, title)
    .replace(/<meta\s+name="?description"?[^>]*>/gi, '');
  return withoutDefaults.replace('</head>', `${homeHeadTags(siteName, publicUrl)}</head>`);
}
