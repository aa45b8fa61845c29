import type { JobTaxonomyDto } from '../api/generated';

/** Part of GET /api/jobs/taxonomy as the backend answers it (backend/src/jobs/job-taxonomy.ts). */
export const TAXONOMY: JobTaxonomyDto = {
  department: [
    { value: 'coaching', label: 'Coaching' },
    { value: 'marketing', label: 'Marketing, Communications & Media' },
    { value: 'football-operations', label: 'Football Operations & Equipment' },
    { value: 'other', label: 'Other' },
  ],
  employmentType: [
    { value: 'full-time', label: 'Full time' },
    { value: 'seasonal', label: 'Seasonal' },
  ],
  level: [
    { value: 'mid', label: 'Mid' },
    { value: 'senior', label: 'Senior' },
  ],
  workplaceType: [
    { value: 'on-site', label: 'On-site' },
    { value: 'hybrid', label: 'Hybrid' },
    { value: 'remote', label: 'Remote' },
  ],
};
