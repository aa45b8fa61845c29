import { Injectable, NotFoundException } from '@nestjs/common';
import { ReadCache } from '../cache/read-cache.service';
import { toJobDto } from '../jobs/board/job-view';
import { JobsQueryService } from '../jobs/jobs-query.service';
import { displayInitials } from './team-initials';
import type { TeamDetailDto, TeamDto } from './dto/team.dto';
import { TeamDirectoryRepository, TeamWithLogo } from './team-directory.repository';
import { assignSlugs } from './team-slug';

/** A team page lists at most this many open jobs (the board has them all). */
export const TEAM_PAGE_JOBS = 100;

@Injectable()
export class TeamsService {
  constructor(
    private readonly directory: TeamDirectoryRepository,
    private readonly jobs: JobsQueryService,
    private readonly cache: ReadCache,
  ) {}

  /**
   * Every partner team by name, with its open-job count. The home page asks for it on every
   * visit, so it is cached (decision 0081) until a job, team or logo changes or the next job
   * closes.
   */
  list(now = new Date()): Promise<TeamDto[]> {
    return this.cache.get(
      'jobs',
      'teams',
      async () => {
        const [teams, counts] = await Promise.all([
          this.directory.findAllWithLogos(),
          this.directory.countOpenJobsByTeam(now),
        ]);
        const slugs = assignSlugs(teams);
        return teams.map((t) => toTeamDto(t, slugs.get(t)!, counts.get(t.name.toLowerCase()) ?? 0));
      },
      { expiresAt: () => this.jobs.nextClosing(now) },
    );
  }

  /** One team by slug; its open jobs (a real query) only for a signed-in caller. */
  async get(slug: string, signedIn: boolean): Promise<TeamDetailDto> {
    const team = (await this.list()).find((t) => t.slug === slug);
    if (!team) throw new NotFoundException(`No team at '${slug}'`);
    const jobs = signedIn
      ? (await this.jobs.findActiveByFilters({ exactTeamName: team.name }, TEAM_PAGE_JOBS, 0)).map(
          toJobDto,
        )
      : null;
    return { ...team, jobs };
  }
}

function toTeamDto(team: TeamWithLogo, slug: string, openJobs: number): TeamDto {
  return {
    name: team.name,
    slug,
    level: team.logo?.level || team.level,
    location: team.location,
    logoUrl: team.logo?.customLogoUrl || team.logo?.logoUrl || team.logoUrl || null,
    initials: displayInitials(team.name, team.logo?.initials || team.initials),
    openJobs,
  };
}
