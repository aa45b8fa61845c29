import type { CarouselImageDto, SiteContentDto } from '../api/generated';

/** The run-time configuration the server writes into index.html (`<script id="app-config">`). */
export interface HomeSeo {
  title: string;
  description: string;
  keywords: string;
}

export interface AppConfig {
  siteName: string;
  publicUrl: string;
  adminRemoteUrl: string;
  seo: HomeSeo;
  /** The server saw no session cookie: signed out for sure, no need to ask GET /api/user. */
  signedOut?: boolean;
  /** The home page's carousel images, written into the HTML of `/` (as GET /api/carousel-images). */
  carousel?: CarouselImageDto[];
  /**
   * The home page's stored texts, written into the HTML of `/` (as GET
   * /api/admin/content/homepage); null: none are stored, the defaults show.
   */
  homeContent?: SiteContentDto | null;
}

export const DEFAULT_SITE_NAME = 'Gridiron Careers';
export const TAGLINE = 'Your gateway to American football careers';

function defaults(): AppConfig {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return {
    siteName: DEFAULT_SITE_NAME,
    publicUrl: origin,
    adminRemoteUrl: '/remotes/admin/mf-manifest.json',
    seo: {
      title: `${DEFAULT_SITE_NAME} | ${TAGLINE}`,
      description: TAGLINE,
      keywords: 'NFL jobs, football jobs, American football careers',
    },
  };
}

/** Reads the served configuration; missing or malformed values fall back to the defaults. */
export function readAppConfig(doc: Document = document): AppConfig {
  const base = defaults();
  const text = doc.getElementById('app-config')?.textContent;
  if (!text) return base;
  try {
    const served = JSON.parse(text) as Partial<AppConfig>;
    return {
      ...base,
      ...served,
      publicUrl: (served.publicUrl ?? base.publicUrl).replace(/\/+$/, ''),
      seo: { ...base.seo, ...served.seo },
      carousel: Array.isArray(served.carousel) ? served.carousel : undefined,
      homeContent: servedContent(served.homeContent),
    };
  } catch {
    return base;
  }
}

/** Stored texts as served: an object with a `content` object, or null (none stored). */
function servedContent(value: unknown): SiteContentDto | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return undefined;
  const content = (value as { content?: unknown }).content;
  return content && typeof content === 'object' && !Array.isArray(content)
    ? (value as SiteContentDto)
    : undefined;
}
