import type { AdminJobListItemDto } from '../api/generated';

/**
 * Job number n as GET /api/admin/jobs answers it: active, not featured, unclassified type, no
 * traffic in the last 30 days.
 */
export const adminJob = (
  n: number,
  extra: Partial<AdminJobListItemDto> = {},
): AdminJobListItemDto => ({
  id: `job-${n}`,
  teamName: 'Austin Armadillos',
  positionTitle: `Position ${n}`,
  location: 'Austin, TX',
  applyUrl: `https://example.com/${n}`,
  description: null,
  datePosted: '2026-11-01T00:00:00Z',
  isFeatured: false,
  isActive: true,
  teamLogoUrl: null,
  teamInitials: 'AA',
  department: 'coaching',
  employmentType: null,
  level: null,
  workplaceType: null,
  remoteRegions: [],
  validThrough: null,
  closesAt: '2027-01-01T00:00:00Z',
  isExpired: false,
  sourceId: null,
  lockedFields: [],
  views30d: 0,
  applyClicks30d: 0,
  ...extra,
});
