import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { SiteContent } from '../content/site-content.entity';
import { JobsQueryService } from '../jobs/jobs-query.service';
import { Team } from '../teams/team.entity';
import { User } from '../users/user.entity';

/** The counts behind the stats tiles; each reads an index, not the rows. */
@Injectable()
export class StatsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsQueryService,
  ) {}

  /** Jobs on the board: active and not expired (the same condition as the board's list). */
  countActiveJobs(now = new Date()): Promise<number> {
    return this.jobs.countActive(now);
  }

  nextJobClosing(now = new Date()): Promise<Date | null> {
    return this.jobs.nextClosing(now);
  }

  countTeams(): Promise<number> {
    return countRows(this.from(Team, 'team'));
  }

  countUsers(): Promise<number> {
    return countRows(this.from(User, 'user'));
  }

  async findPageContent(pageId: string): Promise<Record<string, unknown> | null> {
    const row = await this.dataSource.getRepository(SiteContent).findOneBy({ pageId });
    return row?.content ?? null;
  }

  private from<T extends ObjectLiteral>(entity: EntityTarget<T>, alias: string) {
    return this.dataSource.getRepository(entity).createQueryBuilder(alias);
  }
}

/** COUNT(*) (TypeORM's count() is COUNT(DISTINCT id), which MySQL cannot answer from an index). */
async function countRows<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Promise<number> {
  const row = await qb.select('COUNT(*)', 'total').getRawOne<{ total: string | number }>();
  return Number(row?.total ?? 0);
}
