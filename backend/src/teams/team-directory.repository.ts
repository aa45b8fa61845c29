import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobsRepository } from '../jobs/jobs.repository';
import { TeamLogo } from '../team-logos/team-logo.entity';
import { Team } from './team.entity';

export type TeamWithLogo = Team & { logo: TeamLogo | null };

/** The teams for the public team pages, with their logos and open-job counts. */
@Injectable()
export class TeamDirectoryRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsRepository,
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
    const qb = (await this.jobs.activeMatching({}, now))
      .select('job.teamName', 'teamName')
      .addSelect('COUNT(*)', 'count')
      .groupBy('job.teamName');
    const rows = await qb.getRawMany<{ teamName: string; count: string | number }>();
    const counts = new Map<string, number>();
    for (const r of rows) {
      const key = r.teamName.toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + Number(r.count));
    }
    return counts;
  }
}
