import { slugify } from './slug';

export type FooterSection = 'job-seekers' | 'organizations' | 'company';

export interface FooterPage {
  slug: string;
  title: string;
  isActive: boolean;
  footerSection?: string | null;
  footerOrder?: string | null;
}

export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterColumn {
  section: FooterSection;
  title: string;
  links: FooterLink[];
}

export const FOOTER_COLUMNS: ReadonlyArray<{ section: FooterSection; title: string }> = [
  { section: 'job-seekers', title: 'Job Seekers' },
  { section: 'organizations', title: 'Organizations' },
  { section: 'company', title: 'Company' },
];

/** footerOrder is text holding a number; missing or not a number sorts as 999 (last). */
export function footerOrderOf(page: Pick<FooterPage, 'footerOrder'>): number {
  const raw = page.footerOrder?.trim();
  if (!raw) return 999;
  const n = Number(raw);
  return Number.isFinite(n) ? n : 999;
}

function sectionOf(page: FooterPage): FooterSection {
  const section = page.footerSection ? slugify(page.footerSection) : '';
  return section === 'job-seekers' || section === 'organizations' ? section : 'company';
}

/**
 * Active pages grouped by footerSection (default company), sorted by footerOrder; the
 * Job Seekers column always starts with Browse Jobs. Ties keep the order of the API answer.
 */
export function footerColumns(pages: readonly FooterPage[]): FooterColumn[] {
  const active = pages.filter((p) => p.isActive);
  return FOOTER_COLUMNS.map(({ section, title }) => {
    const links = active
      .map((page, index) => ({ page, index }))
      .filter(({ page }) => sectionOf(page) === section)
      .sort((a, b) => footerOrderOf(a.page) - footerOrderOf(b.page) || a.index - b.index)
      .map(({ page }) => ({ label: page.title, to: `/page/${page.slug}` }));
    if (section === 'job-seekers') links.unshift({ label: 'Browse Jobs', to: '/jobs' });
    return { section, title, links };
  });
}
