import type { Department, EmploymentType, JobSort, Level } from '../../../api/api';

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
};

export type Facet = keyof typeof FACET_VALUES;
export const FACETS: Facet[] = ['department', 'employmentType', 'level'];

export const FACET_TEXTS = {
  filters: 'Filters',
  facetTitle: { department: 'Department', employmentType: 'Job type', level: 'Level' },
  clearAll: 'Clear all',
  activeFilters: 'Active filters',
  remove: (label: string) => `Remove filter ${label}`,
  textChip: { position: 'Position', teamName: 'Team', location: 'Location' },
  sortLabel: 'Sort by',
  sort: { newest: 'Newest', closing: 'Closing soon' } satisfies Record<JobSort, string>,
} as const;
