import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, SelectQueryBuilder } from 'typeorm';
import { SQLITE_UNICODE_LOWER } from '../database/data-source-options';
import { TeamLogo } from '../team-logos/team-logo.entity';
import { containsPattern, LIKE_ESCAPE } from './contains-pattern';
import { FacetFilters, JobSort, whereFacets } from './job-facet-filters';
import { Job } from './job.entity';

/**
 * Board search filters: each given text must appear, case-insensitively, in its field; each
 * facet with chosen values must hold one of them; `exactTeamName` is one team (its team page).
 */
export interface JobFilters extends FacetFilters {
  position?: string;
  teamName?: string;
  location?: string;
  exactTeamName?: string;
}

/** The columns an import writes; `id` is only used when the row is new. */
export type JobUpsert = Pick<
  Job,
  | 'id'
  | 'teamName'
  | 'positionTitle'
  | 'location'
  | 'applyUrl'
  | 'applyUrlHash'
  | 'description'
  | 'datePosted'
  | 'isFeatured'
  | 'isActive'
  | 'department'
  | 'employmentType'
  | 'level'
>;

/** What an import may keep from an existing job when its row leaves a cell empty. */
export type ExistingJob = Pick<
  Job,
  | 'applyUrlHash'
  | 'description'
  | 'datePosted'
  | 'isFeatured'
  | 'isActive'
  | 'department'
  | 'employmentType'
  | 'level'
>;

const UPSERT_UPDATES: Array<keyof JobUpsert> = [
  'teamName',
  'positionTitle',
  'location',
  'applyUrl',
  'description',
  'datePosted',
  'isFeatured',
  'isActive',
  'department',
  'employmentType',
  'level',
];

/** A job with its team's logo record (null when the team has none). */
export type JobWithLogo = Job & { logo: TeamLogo | null };

const FILTER_COLUMNS: Record<'position' | 'teamName' | 'location', string> = {
  position: 'positionTitle',
  teamName: 'teamName',
  location: 'location',
};

@Injectable()
export class JobsRepository {
  private readonly sqlite: boolean;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
  }

  /** One page of active jobs matching the filters, in `sort` order, each with its team's logo. */
  findActiveByFilters(
    filters: JobFilters,
    limit: number,
    offset: number,
    sort: JobSort = 'newest',
  ): Promise<JobWithLogo[]> {
    return this.pageOf(this.activeMatching(filters), limit, offset, sort);
  }

  /** How many active jobs match the filters (answered from the board index alone). */
  async countActiveByFilters(filters: JobFilters): Promise<number> {
    return this.count(this.activeMatching(filters));
  }

  /** Active featured jobs, newest first (the home page slider). */
  findFeaturedActive(max: number): Promise<JobWithLogo[]> {
    const qb = this.withLogo(
      this.jobs()
        .where('job.isFeatured = :featured', { featured: true })
        .andWhere('job.isActive = :active', { active: true }),
    );
    return this.newestFirst(qb).limit(max).getMany() as Promise<JobWithLogo[]>;
  }

  /** One page of every job, active or not, newest first (the admin list). */
  findPage(limit: number, offset: number): Promise<JobWithLogo[]> {
    return this.pageOf(this.jobs(), limit, offset);
  }

  countAll(): Promise<number> {
    return this.count(this.jobs());
  }

  countActive(): Promise<number> {
    return this.count(this.jobs().where('job.isActive = :active', { active: true }));
  }

  findByIdWithLogo(id: string): Promise<JobWithLogo | null> {
    return this.withLogo(
      this.jobs().where('job.id = :id', { id }),
    ).getOne() as Promise<JobWithLogo | null>;
  }

  /** Sets the department, employment type and/or level of one job. */
  async updateClassification(
    id: string,
    changes: Partial<Pick<Job, 'department' | 'employmentType' | 'level'>>,
  ): Promise<void> {
    await this.dataSource.getRepository(Job).update({ id }, changes);
  }

  /** Sets the featured and/or active switch of one job. */
  async updateFlags(
    id: string,
    flags: Partial<Pick<Job, 'isFeatured' | 'isActive'>>,
  ): Promise<void> {
    await this.dataSource.getRepository(Job).update({ id }, flags);
  }

  /** Deletes every job; answers how many there were. */
  async deleteAll(): Promise<number> {
    const result = await this.dataSource.createQueryBuilder().delete().from(Job).execute();
    return result.affected ?? 0;
  }

  /** The jobs (in the caller's transaction) whose apply-URL hashes are among `hashes`. */
  findByApplyUrlHashes(manager: EntityManager, hashes: string[]): Promise<ExistingJob[]> {
    if (!hashes.length) return Promise.resolve([]);
    return manager.find(Job, {
      select: {
        applyUrlHash: true,
        description: true,
        datePosted: true,
        isFeatured: true,
        isActive: true,
        department: true,
        employmentType: true,
        level: true,
      },
      where: { applyUrlHash: In(hashes) },
    });
  }

  /**
   * Inserts or updates a batch of jobs in one statement, keyed by apply-URL hash (ON CONFLICT on
   * SQLite, ON DUPLICATE KEY on MySQL); an existing job keeps its id and creation time.
   */
  async upsertByApplyUrl(manager: EntityManager, rows: JobUpsert[]): Promise<void> {
    if (!rows.length) return;
    await manager
      .createQueryBuilder()
      .insert()
      .into(Job)
      .values(rows)
      .orUpdate(UPSERT_UPDATES, ['applyUrlHash'])
      .updateEntity(false)
      .execute();
  }

  private jobs(): SelectQueryBuilder<Job> {
    return this.dataSource.getRepository(Job).createQueryBuilder('job');
  }

  /**
   * The jobs on the board (active) that match the filters: the one definition of "on the board"
   * shared by the list, its counts, the facet counts and the team pages.
   */
  activeMatching(filters: JobFilters): SelectQueryBuilder<Job> {
    const qb = this.jobs().where('job.isActive = :active', { active: true });
    if (filters.exactTeamName) {
      qb.andWhere('job.teamName = :exactTeamName', { exactTeamName: filters.exactTeamName });
    }
    whereFacets(qb, filters);
    for (const key of Object.keys(FILTER_COLUMNS) as Array<keyof typeof FILTER_COLUMNS>) {
      const term = filters[key];
      if (!term) continue;
      const column = `job.${FILTER_COLUMNS[key]}`;
      // MySQL: the utf8mb4_unicode_ci collation makes LIKE case-insensitive. SQLite: both sides
      // are lower-cased with JavaScript's Unicode rules (SQLite's own folding is ASCII only).
      const [field, value] = this.sqlite
        ? [`${SQLITE_UNICODE_LOWER}(${column})`, term.toLowerCase()]
        : [column, term];
      qb.andWhere(`${field} LIKE :${key} ESCAPE '${LIKE_ESCAPE}'`, {
        [key]: containsPattern(value),
      });
    }
    return qb;
  }

  /**
   * A page in two steps: the ids of the page from an index alone (the filters and the order are
   * all in IDX_jobs_board / IDX_jobs_posted), then the full rows of just those ids. Reading whole
   * rows while skipping past non-matching ones costs a row lookup per skipped job; this way a
   * rare term or a deep offset scans only the compact index.
   */
  private async pageOf(
    matching: SelectQueryBuilder<Job>,
    limit: number,
    offset: number,
    sort: JobSort = 'newest',
  ): Promise<JobWithLogo[]> {
    const select = matching.select('job.id', 'id');
    const ids = (
      await (sort === 'closing' ? this.closingFirst(select) : this.newestFirst(select))
        .limit(limit)
        .offset(offset)
        .getRawMany<{ id: string }>()
    ).map((r) => r.id);
    if (!ids.length) return [];
    const rows = (await this.withLogo(
      this.jobs().where('job.id IN (:...ids)', { ids }),
    ).getMany()) as JobWithLogo[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private withLogo(qb: SelectQueryBuilder<Job>): SelectQueryBuilder<Job> {
    return qb.leftJoinAndMapOne('job.logo', TeamLogo, 'logo', 'logo.teamName = job.teamName');
  }

  private newestFirst(qb: SelectQueryBuilder<Job>): SelectQueryBuilder<Job> {
    return qb.orderBy('job.datePosted', 'DESC').addOrderBy('job.id', 'DESC');
  }

  /**
   * Soonest to close first. Jobs carry no closing date yet, and a job closes a fixed time after it
   * arrives, so the oldest posting closes first (decision 0070); ties by id, as the newest order.
   */
  private closingFirst(qb: SelectQueryBuilder<Job>): SelectQueryBuilder<Job> {
    return qb.orderBy('job.datePosted', 'ASC').addOrderBy('job.id', 'ASC');
  }

  private async count(qb: SelectQueryBuilder<Job>): Promise<number> {
    const row = await qb.select('COUNT(*)', 'total').getRawOne<{ total: string | number }>();
    return Number(row?.total ?? 0);
  }
}
