import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { BroadcasterResult } from 'typeorm/subscriber/BroadcasterResult';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { SQLITE_UNICODE_LOWER } from '../database/data-source-options';
import { TeamLogo } from '../team-logos/team-logo.entity';
import { containsPattern, LIKE_ESCAPE } from './contains-pattern';
import { Job } from './job.entity';
import { JobRows } from './job-rows';
import { DAY_MS, expiredCondition, ExpiryRule, openCondition } from './job-expiry';
import { FacetFilters, JobSort, whereFacets } from './job-facet-filters';
import { closingOrder } from './job-sort';
import { JobSearchIndex, StoredText } from './search-index/job-search-index';

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
  | 'validThrough'
  | 'expiredAt'
  | 'department'
  | 'employmentType'
  | 'level'
>;

/**
 * What an import may keep from an existing job when its row leaves a cell empty, with its id and
 * searched text (what the search index needs of it before the write, see upsertByApplyUrl).
 */
export type ExistingJob = Pick<
  Job,
  | 'id'
  | 'teamName'
  | 'positionTitle'
  | 'location'
  | 'applyUrlHash'
  | 'description'
  | 'datePosted'
  | 'isFeatured'
  | 'isActive'
  | 'validThrough'
  | 'department'
  | 'employmentType'
  | 'level'
>;

const EXISTING_COLUMNS: ReadonlyArray<keyof ExistingJob> = [
  'id',
  'teamName',
  'positionTitle',
  'location',
  'applyUrlHash',
  'description',
  'datePosted',
  'isFeatured',
  'isActive',
  'validThrough',
  'department',
  'employmentType',
  'level',
];

const UPSERT_UPDATES: ReadonlyArray<keyof JobUpsert> = [
  'teamName',
  'positionTitle',
  'location',
  'applyUrl',
  'description',
  'datePosted',
  'isFeatured',
  'isActive',
  'validThrough',
  'expiredAt',
  'department',
  'employmentType',
  'level',
];

const UPSERT_COLUMNS: ReadonlyArray<keyof JobUpsert> = ['id', 'applyUrlHash', ...UPSERT_UPDATES];

/** Columns of the jobs table as a hand-written statement names them. */
type JobColumns<K extends keyof Job> = Array<{
  property: K;
  metadata: ColumnMetadata;
  quoted: string;
  select: string;
}> & { table: string; byName: Map<string, { quoted: string }> };

/** `?, ?, ?` for `count` values (both drivers take `?` placeholders). */
const placeholders = (count: number) => Array(count).fill('?').join(', ');

/** A job with its team's logo record (null when the team has none). */
export type JobWithLogo = Job & { logo: TeamLogo | null };

/** A line of the sitemap or the feed: enough to link to the job's page. */
export type JobLink = Pick<Job, 'id' | 'positionTitle' | 'datePosted' | 'createdAt'>;

const FILTER_COLUMNS: Record<'position' | 'teamName' | 'location', string> = {
  position: 'positionTitle',
  teamName: 'teamName',
  location: 'location',
};

@Injectable()
export class JobsRepository {
  private readonly sqlite: boolean;
  private readonly expiry: ExpiryRule;
  private readonly columnLists = new Map<readonly (keyof Job)[], JobColumns<keyof Job>>();
  private readonly rows: JobRows;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly searchIndex: JobSearchIndex,
  ) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
    this.expiry = { lifetimeDays: config.jobLifetimeDays };
    this.rows = new JobRows(dataSource);
  }

  /**
   * One page of listed jobs (active and open at `now`) matching the filters, newest (or soonest
   * closing) first, each with its team's logo.
   */
  async findActiveByFilters(
    filters: JobFilters,
    limit: number,
    offset: number,
    sort: JobSort = 'newest',
    now = new Date(),
  ): Promise<JobWithLogo[]> {
    return this.pageOf(await this.activeMatching(filters, now), limit, offset, sort);
  }

  /** How many listed jobs match the filters (answered from the board index alone). */
  async countActiveByFilters(filters: JobFilters, now = new Date()): Promise<number> {
    return this.count(await this.activeMatching(filters, now));
  }

  /** Listed featured jobs, newest first (the home page slider). */
  findFeaturedActive(max: number, now = new Date()): Promise<JobWithLogo[]> {
    const qb = this.withLogo(
      this.listed(this.jobs().where('job.isFeatured = :featured', { featured: true }), now),
    );
    return this.newestFirst(qb).limit(max).getMany() as Promise<JobWithLogo[]>;
  }

  /** The newest listed jobs with their logos (the RSS feed). */
  findNewestListed(max: number, now = new Date()): Promise<JobWithLogo[]> {
    return this.pageOf(this.listed(this.jobs(), now), max, 0);
  }

  /** Links to the newest listed jobs, read from the board index alone (the sitemap). */
  findListedLinks(max: number, now = new Date()): Promise<JobLink[]> {
    return this.newestFirst(
      this.listed(this.jobs(), now).select([
        'job.id',
        'job.positionTitle',
        'job.datePosted',
        'job.createdAt',
      ]),
    )
      .limit(max)
      .getMany();
  }

  /**
   * Adds the board's condition to a query: active, not marked expired by the sweep, and still
   * open at `now` by the dates (so a job leaves at its closing moment, swept or not).
   */
  listed(qb: SelectQueryBuilder<Job>, now: Date, alias = 'job'): SelectQueryBuilder<Job> {
    const open = openCondition(alias, this.expiry, now);
    return qb
      .andWhere(`${alias}.isActive = :listedActive`, { listedActive: true })
      .andWhere(`${alias}.expiredAt IS NULL`)
      .andWhere(open.sql, open.params);
  }

  /**
   * The next moment a listed job closes (its own date, or the default lifetime after it arrived),
   * or null when none will: cached board answers must not outlive it.
   */
  async nextClosing(now = new Date()): Promise<Date | null> {
    const own = await this.listed(this.jobs(), now)
      .select('MIN(job.validThrough)', 'at')
      .andWhere('job.validThrough IS NOT NULL')
      .getRawOne<{ at: Date | string | null }>();
    const candidates = [own?.at];
    if (this.expiry.lifetimeDays > 0) {
      const arrived = await this.listed(this.jobs(), now)
        .select('MIN(job.createdAt)', 'at')
        .andWhere('job.validThrough IS NULL')
        .getRawOne<{ at: Date | string | null }>();
      if (arrived?.at) {
        candidates.push(new Date(toDate(arrived.at).getTime() + this.expiry.lifetimeDays * DAY_MS));
      }
    }
    const times = candidates.filter((at) => at != null).map((at) => toDate(at!).getTime());
    return times.length ? new Date(Math.min(...times)) : null;
  }

  /** One page of every job, active or not, newest first (the admin list). */
  findPage(limit: number, offset: number): Promise<JobWithLogo[]> {
    return this.pageOf(this.jobs(), limit, offset);
  }

  countAll(): Promise<number> {
    return this.count(this.jobs());
  }

  countActive(now = new Date()): Promise<number> {
    return this.count(this.listed(this.jobs(), now));
  }

  findByIdWithLogo(id: string): Promise<JobWithLogo | null> {
    return this.withLogo(
      this.jobs().where('job.id = :id', { id }),
    ).getOne() as Promise<JobWithLogo | null>;
  }

  /**
   * Sets a job's own closing date (null: the default lifetime) and clears the sweep's mark: the
   * dates decide from now on, and the next sweep marks the job again if it is still expired.
   */
  async updateValidThrough(id: string, validThrough: Date | null): Promise<void> {
    await this.dataSource.getRepository(Job).update({ id }, { validThrough, expiredAt: null });
  }

  /**
   * The expiry sweep, two idempotent statements (replicas may run it at the same time): marks
   * the jobs expired at `now` that are not marked yet, and unmarks marked ones that are open again
   * (a longer JOB_LIFETIME_DAYS, a date moved by hand in the database). Answers how many changed.
   */
  async markExpired(now: Date): Promise<{ marked: number; unmarked: number }> {
    const expired = expiredCondition('', this.expiry, now);
    const open = openCondition('', this.expiry, now);
    const update = () => this.dataSource.createQueryBuilder().update(Job);
    const marked = await update()
      .set({ expiredAt: now })
      .where('expiredAt IS NULL')
      .andWhere(expired.sql, expired.params)
      .execute();
    const unmarked = await update()
      .set({ expiredAt: null })
      .where('expiredAt IS NOT NULL')
      .andWhere(open.sql, open.params)
      .execute();
    return { marked: marked.affected ?? 0, unmarked: unmarked.affected ?? 0 };
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

  /** Deletes every job (and the search index's postings); answers how many there were. */
  deleteAll(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const result = await manager.createQueryBuilder().delete().from(Job).execute();
      await this.searchIndex.clear(manager);
      return result.affected ?? 0;
    });
  }

  /**
   * Whether the caller's transaction sees any job at all. An import into an empty board has no
   * existing jobs to look up; on MySQL the lookups would read the same snapshot (REPEATABLE
   * READ), so jobs others commit meanwhile are invisible to them either way.
   */
  async anyIn(manager: EntityManager): Promise<boolean> {
    const row = await manager
      .createQueryBuilder(Job, 'job')
      .select('1', 'one')
      .limit(1)
      .getRawOne();
    return row !== undefined;
  }

  /**
   * The jobs (in the caller's transaction) whose apply-URL hashes are among `hashes`. One plain
   * statement with a placeholder per hash: TypeORM's `In()` costs more in parameter bookkeeping
   * than the indexed lookup itself at import batch sizes.
   */
  async findByApplyUrlHashes(manager: EntityManager, hashes: string[]): Promise<ExistingJob[]> {
    if (!hashes.length) return [];
    const columns = this.columnsOf(manager, EXISTING_COLUMNS);
    const rows = (await manager.query(
      `SELECT ${columns.map((c) => c.select).join(', ')} FROM ${columns.table} ` +
        `WHERE ${columns.byName.get('applyUrlHash')!.quoted} IN (${placeholders(hashes.length)})`,
      hashes,
    )) as Array<Record<string, unknown>>;
    const driver = manager.connection.driver;
    return rows.map((raw) => {
      const job = {} as Record<string, unknown>;
      for (const column of columns) {
        job[column.property] = driver.prepareHydratedValue(raw[column.property], column.metadata);
      }
      return job as unknown as ExistingJob;
    });
  }

  /**
   * Inserts or updates a batch of jobs in one statement, keyed by apply-URL hash (ON CONFLICT on
   * SQLite, ON DUPLICATE KEY on MySQL); an existing job keeps its id and creation time. The
   * import's single write path: the statement is written out here (values converted by the
   * driver as TypeORM would) instead of by the query builder, whose per-parameter bookkeeping
   * grows with the square of the batch. Subscribers hear one insert event for the batch. The
   * search index needs the batch's stored text from before the write (read here, unless the
   * caller already has the batch's existing jobs from findByApplyUrlHashes in this transaction)
   * and files the changed words after, in the same transaction.
   */
  async upsertByApplyUrl(
    manager: EntityManager,
    rows: JobUpsert[],
    existing?: ReadonlyMap<string, ExistingJob>,
  ): Promise<void> {
    if (!rows.length) return;
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) {
      await manager.transaction((inner) => this.upsertByApplyUrl(inner, rows, existing));
      return;
    }
    const before: StoredText = existing
      ? new Map(existing)
      : await this.searchIndex.storedText(
          manager,
          rows.map((r) => r.applyUrlHash),
        );
    const columns = this.columnsOf(manager, UPSERT_COLUMNS);
    const driver = manager.connection.driver;
    const values: unknown[] = [];
    for (const row of rows) {
      for (const column of columns) {
        values.push(driver.preparePersistentValue(row[column.property], column.metadata));
      }
    }
    const updates = UPSERT_UPDATES.map((p) => columns.byName.get(p)!.quoted);
    const tuple = `(${placeholders(columns.length)})`;
    const sql =
      `INSERT INTO ${columns.table} (${columns.map((c) => c.quoted).join(', ')}) ` +
      `VALUES ${Array(rows.length).fill(tuple).join(', ')} ` +
      (this.sqlite
        ? `ON CONFLICT (${columns.byName.get('applyUrlHash')!.quoted}) DO UPDATE SET ` +
          updates.map((c) => `${c} = excluded.${c}`).join(', ')
        : `ON DUPLICATE KEY UPDATE ${updates.map((c) => `${c} = VALUES(${c})`).join(', ')}`);
    await manager.query(sql, values);
    const broadcast = new BroadcasterResult();
    runner.broadcaster.broadcastAfterInsertEvent(broadcast, manager.connection.getMetadata(Job));
    await broadcast.wait();
    await this.searchIndex.indexJobs(manager, rows, before);
  }

  /** The named columns of the jobs table, quoted for this driver (computed once per list). */
  private columnsOf<K extends keyof Job>(manager: EntityManager, properties: readonly K[]) {
    let columns = this.columnLists.get(properties);
    if (!columns) {
      const metadata = manager.connection.getMetadata(Job);
      const driver = manager.connection.driver;
      const list = properties.map((property) => {
        const column = metadata.findColumnWithPropertyName(property)!;
        const quoted = driver.escape(column.databaseName);
        return {
          property,
          metadata: column,
          quoted,
          select: `${quoted} AS ${driver.escape(property)}`,
        };
      });
      columns = Object.assign(list, {
        table: driver.escape(metadata.tablePath),
        byName: new Map(list.map((c) => [c.property as string, c])),
      });
      this.columnLists.set(properties, columns);
    }
    return columns as JobColumns<K>;
  }

  private jobs(): SelectQueryBuilder<Job> {
    return this.dataSource.getRepository(Job).createQueryBuilder('job');
  }

  /**
   * The listed jobs that match the filters: the one definition of "on the board" shared by the
   * list, its counts, the facet counts and the team pages.
   */
  async activeMatching(filters: JobFilters, now = new Date()): Promise<SelectQueryBuilder<Job>> {
    const qb = this.listed(this.jobs(), now);
    // The word index narrows a selective search to its candidates (decision 0083); the LIKE
    // conditions below stay the exact check.
    const candidates = await this.searchIndex.candidates({
      positionTitle: filters.position,
      teamName: filters.teamName,
      location: filters.location,
    });
    if (candidates?.length === 0) qb.andWhere('1 = 0');
    else if (candidates)
      qb.andWhere('job.id IN (:...searchCandidates)', { searchCandidates: candidates });
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
   * A page in one query: a derived table picks the ids of the page from an index alone (the
   * filters and the order are all in IDX_jobs_board / IDX_jobs_posted), and the full rows and
   * logos of just those ids are joined to it. Reading whole rows while skipping past
   * non-matching ones would cost a row lookup per skipped job; this way a rare term or a deep
   * offset scans only the compact index, and the page costs one round trip (decision 0084).
   */
  private async pageOf(
    matching: SelectQueryBuilder<Job>,
    limit: number,
    offset: number,
    sort: JobSort = 'newest',
  ): Promise<JobWithLogo[]> {
    // The page carries its sort keys, so the join is ordered by sorting the page's ids alone
    // (ordering by the joined rows would copy them, descriptions included, to a temporary table).
    const select = matching.select('job.id', 'id').addSelect('job.datePosted', 'datePosted');
    const ids = (sort === 'closing' ? this.closingFirst(select) : this.newestFirst(select))
      .limit(limit)
      .offset(offset);
    const page = this.withLogo(this.jobs())
      .innerJoin(`(${ids.getQuery()})`, 'page', 'page.id = job.id')
      .setParameters(ids.getParameters());
    this.rows.select(page);
    if (sort === 'closing') {
      if (closingOrder(this.sqlite, this.expiry).neverCloses) {
        page.addOrderBy('page.neverCloses', 'ASC');
      }
      page.addOrderBy('page.closesAt', 'ASC');
    }
    page.addOrderBy('page.datePosted', 'DESC').addOrderBy('page.id', 'DESC');
    return this.rows.map(await page.getRawMany());
  }

  private withLogo(qb: SelectQueryBuilder<Job>): SelectQueryBuilder<Job> {
    return qb.leftJoinAndMapOne('job.logo', TeamLogo, 'logo', 'logo.teamName = job.teamName');
  }

  private newestFirst(qb: SelectQueryBuilder<Job>): SelectQueryBuilder<Job> {
    return qb.orderBy('job.datePosted', 'DESC').addOrderBy('job.id', 'DESC');
  }

  /** Soonest to close first (decision 0070); jobs that never close last, newest first among them. */
  private closingFirst(qb: SelectQueryBuilder<Job>): SelectQueryBuilder<Job> {
    const order = closingOrder(this.sqlite, this.expiry);
    qb.addSelect(order.closesAt, 'closesAt');
    if (order.neverCloses) {
      qb.addSelect(order.neverCloses, 'neverCloses').orderBy('neverCloses', 'ASC');
      qb.addOrderBy('closesAt', 'ASC');
    } else {
      qb.orderBy('closesAt', 'ASC');
    }
    return qb.addOrderBy('job.datePosted', 'DESC').addOrderBy('job.id', 'DESC');
  }

  private async count(qb: SelectQueryBuilder<Job>): Promise<number> {
    const row = await qb.select('COUNT(*)', 'total').getRawOne<{ total: string | number }>();
    return Number(row?.total ?? 0);
  }
}

/** A raw datetime as the drivers return it: a Date (mysql2) or UTC text (SQLite). */
function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
}
