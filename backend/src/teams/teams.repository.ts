import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { TeamLogo } from '../team-logos/team-logo.entity';
import { generateInitials } from './team-initials';
import { Team } from './team.entity';

/** The level given to a team that a CSV import creates (an admin can change it). */
export const DEFAULT_TEAM_LEVEL = 'Professional';

export interface NewTeam {
  name: string;
  location: string;
}

@Injectable()
export class TeamsRepository {
  /**
   * Makes sure each named team has its team and team-logo records (initials generated from the
   * name), inside the caller's transaction. Inserts ignore a name the database already holds
   * under its collation (MySQL compares case-insensitively). Answers how many team records it
   * created: the records holding these names after, less those before (names equal under the
   * collation make one record).
   */
  async createMissing(manager: EntityManager, teams: NewTeam[]): Promise<number> {
    if (!teams.length) return 0;
    const names = teams.map((t) => t.name);
    const [existingTeams, existingLogos] = await Promise.all([
      manager.find(Team, { select: { name: true }, where: { name: In(names) } }),
      manager.find(TeamLogo, { select: { teamName: true }, where: { teamName: In(names) } }),
    ]);
    const hasTeam = new Set(existingTeams.map((t) => t.name));
    const hasLogo = new Set(existingLogos.map((l) => l.teamName));

    const newTeams = teams.filter((t) => !hasTeam.has(t.name));
    let created = 0;
    if (newTeams.length) {
      await manager
        .createQueryBuilder()
        .insert()
        .into(Team)
        .values(
          newTeams.map((t) => ({
            name: t.name,
            initials: generateInitials(t.name),
            level: DEFAULT_TEAM_LEVEL,
            location: t.location,
            logoUrl: null,
          })),
        )
        .orIgnore()
        .execute();
      const after = await manager.count(Team, { where: { name: In(names) } });
      created = after - existingTeams.length;
    }
    const newLogos = teams.filter((t) => !hasLogo.has(t.name));
    if (newLogos.length) {
      await manager
        .createQueryBuilder()
        .insert()
        .into(TeamLogo)
        .values(
          newLogos.map((t) => ({
            teamName: t.name,
            initials: generateInitials(t.name),
            level: DEFAULT_TEAM_LEVEL,
            isCustom: false,
          })),
        )
        .orIgnore()
        .execute();
    }
    return created;
  }
}
