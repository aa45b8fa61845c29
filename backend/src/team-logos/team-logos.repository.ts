import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Team } from '../teams/team.entity';
import { TeamLogo } from './team-logo.entity';

@Injectable()
export class TeamLogosRepository {
  constructor(
    @InjectRepository(TeamLogo) private readonly logos: Repository<TeamLogo>,
    @InjectRepository(Team) private readonly teams: Repository<Team>,
  ) {}

  findAllByName(): Promise<TeamLogo[]> {
    return this.logos.find({ order: { teamName: 'ASC' } });
  }

  findByTeamName(teamName: string): Promise<TeamLogo | null> {
    return this.logos.findOneBy({ teamName });
  }

  findTeam(name: string): Promise<Team | null> {
    return this.teams.findOneBy({ name });
  }

  async create(logo: Partial<TeamLogo>): Promise<TeamLogo> {
    await this.logos.insert(this.logos.create(logo));
    return (await this.findByTeamName(logo.teamName!))!;
  }

  async update(id: string, changes: Partial<TeamLogo>): Promise<void> {
    await this.logos.update({ id }, changes);
  }

  findById(id: string): Promise<TeamLogo | null> {
    return this.logos.findOneBy({ id });
  }
}
