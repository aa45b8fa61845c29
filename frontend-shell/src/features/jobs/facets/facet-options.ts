import type { Department, EmploymentType, JobSort, Level, WorkplaceType } from '../../../api/api';

/** The values the board's facets accept (the labels come with the counts from the API). */
export const FACET_VALUES = {
  department: [
    'coaching',
    'scouting',
    'analytics',
    'business',
    'marketing',
    'sales',
    'football-operations',
    'medical',
    'other',
  ] satisfies Department[],
  employmentType: [
    'full-time',
    'part-time',
    'internship',
    'seasonal',
    'contract',
  ] satisfies EmploymentType[],
  level: ['entry', 'mid', 'senior', 'executive'] satisfies Level[],
  workplaceType: ['on-site', 'hybrid', 'remote'] satisfies WorkplaceType[],
};

export type Facet = keyof typeof FACET_VALUES;
export const FACETS: Facet[] = ['department', 'employmentType', 'level', 'workplaceType'];

/** The minimum yearly pay a member may ask for (US dollars; docs/product.md#pay-and-workplace). */
export const MIN_PAY_CHOICES = [40_000, 60_000, 80_000, 100_000, 150_000];

export const FACET_TEXTS = {
  filters: 'Filters',
  facetTitle: {
    department: 'Department',
    employmentType: 'Job type',
    level: 'Level',
    workplaceType: 'Workplace',
  },
  pay: 'Pay',
  payListed: 'Pay listed',
  minPay: 'Minimum pay',
  anyPay: 'Any',
  minPayChoice: (amount: string) => `${amount}+ a year`,
  clearAll: 'Clear all',
  activeFilters: 'Active filters',
  remove: (label: string) => `Remove filter ${label}`,
  textChip: { position: 'Position', teamName: 'Team', location: 'Location' },
  sortLabel: 'Sort by',
  sort: {
    newest: 'Newest',
    closing: 'Closing soon',
    pay: 'Highest pay',
  } satisfies Record<JobSort, string>,
} as const;
