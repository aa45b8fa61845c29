import { displayInitials } from '../../teams/team-initials';
import type { AdminJobDto } from '../dto/admin-job.dto';
import type { JobDetailDto, JobStatus } from '../dto/job-detail.dto';
import type { JobDto } from '../dto/job.dto';
import { closesAt, ExpiryRule, isExpired } from '../expiry/job-expiry';
import type { JobWithLogo } from './job-board.types';
import type { PayRangeDto } from '../dto/pay-range.dto';
import { remoteRegionsList } from '../pay/job-pay';

/** The board's view of a job: its team's display logo (custom over automatic) and initials. */
export function toJobDto(job: JobWithLogo): JobDto {
  return {
    id: job.id,
    teamName: job.teamName,
    positionTitle: job.positionTitle,
    location: job.location,
    applyUrl: job.applyUrl,
    description: job.description,
    datePosted: job.datePosted,
    isFeatured: job.isFeatured,
    teamLogoUrl: job.logo?.customLogoUrl || job.logo?.logoUrl || null,
    teamInitials: job.logo?.initials || displayInitials(job.teamName),
    department: job.department,
    employmentType: job.employmentType,
    level: job.level,
    ...payOf(job),
    workplaceType: job.workplaceType ?? null,
    remoteRegions: job.workplaceType === 'remote' ? remoteRegionsList(job.remoteRegions) : [],
  };
}

/** The stored pay columns as the answer's range (none without pay). */
function payOf(job: JobWithLogo): { pay?: PayRangeDto } {
  if (!job.salaryUnit || (job.salaryMin == null && job.salaryMax == null)) return {};
  const pay = {
    min: job.salaryMin ?? null,
    max: job.salaryMax ?? null,
    currency: job.salaryCurrency ?? 'USD',
    unit: job.salaryUnit,
  };
  return { pay };
}

export function toAdminJobDto(job: JobWithLogo, rule: ExpiryRule, now: Date): AdminJobDto {
  return {
    ...toJobDto(job),
    isActive: job.isActive,
    validThrough: job.validThrough ?? null,
    closesAt: closesAt(job, rule),
    isExpired: isExpired(job, rule, now),
    sourceId: job.sourceId ?? null,
    lockedFields: job.lockedFields ?? [],
  };
}

/**
 * Whether a job takes applications at `now`. Switched off wins over expired; a job the sweep
 * marked counts as expired too, so the page and the lists never disagree.
 */
export function jobStatus(job: JobWithLogo, rule: ExpiryRule, now: Date): JobStatus {
  if (!job.isActive) return 'inactive';
  if (job.expiredAt || isExpired(job, rule, now)) return 'expired';
  return 'open';
}

export function toJobDetailDto(job: JobWithLogo, rule: ExpiryRule, now: Date): JobDetailDto {
  const status = jobStatus(job, rule, now);
  const closed = status !== 'open';
  return {
    ...toJobDto(job),
    applyUrl: closed ? null : job.applyUrl,
    validThrough: closesAt(job, rule),
    teamWebsite: job.logo?.website ?? null,
    status,
    closed,
  };
}
