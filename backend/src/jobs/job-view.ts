import { displayInitials } from '../teams/display-initials';
import type { AdminJobDto } from './dto/admin-job.dto';
import type { JobDto } from './dto/job.dto';
import type { JobWithLogo } from './jobs.repository';

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
  };
}

export function toAdminJobDto(job: JobWithLogo): AdminJobDto {
  return { ...toJobDto(job), isActive: job.isActive };
}
