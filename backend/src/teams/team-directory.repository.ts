import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobsQueryService } from '../jobs/jobs-query.service';
import { TeamLogo } from '../team-logos/team-logo.entity';
import { Team } from './team.entity';

export type TeamWithLogo = Team & { logo: TeamLogo | null };

/** The teams for the public team pages, with their logos and open-job counts. */
@Injectable()
export class TeamDirectoryRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsQueryService,
  ) {}

  findAllWithLogos(): Promise<TeamWithLogo[]> {
    return this.dataSource
      .getRepository(Team)
      .createQueryBuilder('team')
      .leftJoinAndMapOne('team.logo', TeamLogo, 'logo', 'logo.teamName = team.name')
      .orderBy('team.name', 'ASC')
      .getMany() as Promise<TeamWithLogo[]>;
  }

  /** Board jobs per team name (lower-cased: MySQL groups names case-insensitively). */
  async countOpenJobsByTeam(now = new Date()): Promise<Map<string, number>> {
    const rows = await this.jobs.countListedByTeam(now);
    const counts = new Map<string, number>();
    for (const r of rows) {
      const key = r.teamName.toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + Number(r.count));
    }
    return counts;
  }
}
