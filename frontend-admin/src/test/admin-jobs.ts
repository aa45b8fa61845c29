import type { AdminJobDto } from '../api/generated';

/** Job number n as GET /api/admin/jobs answers it: active, not featured, unclassified type. */
export const adminJob = (n: number, extra: Partial<AdminJobDto> = {}): AdminJobDto => ({
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
  ...extra,
});
