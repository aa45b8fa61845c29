export const FOOTER_SECTIONS = [
  { value: 'job-seekers', label: 'Job Seekers' },
  { value: 'organizations', label: 'Organizations' },
  { value: 'company', label: 'Company' },
] as const;

export type FooterSection = (typeof FOOTER_SECTIONS)[number]['value'];

/** A page without a known footerSection is listed under "other" in the admin view. */
export const OTHER_SECTION = {
  value: 'other',
  label: 'Other (not in the footer columns)',
} as const;

export const sectionOf = (footerSection: string | null | undefined): string =>
  FOOTER_SECTIONS.some((s) => s.value === footerSection) ? footerSection! : OTHER_SECTION.value;
