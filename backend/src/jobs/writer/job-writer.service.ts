import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { untimedTransaction } from '../../database/query-timeout';
import { SearchEngineNotices } from '../../indexing/search-engine-notices.repository';
import { applyUrlHash } from '../apply-url-hash';
import type { ExpiryRule } from '../expiry/job-expiry';
import { Job } from '../job.entity';
import { JobSearchFiling, StoredText } from '../search-index/job-search-filing';
import { SEARCH_FIELDS } from '../search-index/search-words';
import { JobTotal } from '../total/job-total';
import { ExistingJob, JobUpsert, JobUpsertRepository } from './job-upsert.repository';
import { JobExpiryMarks } from './job-expiry-marks';
import { JobListings } from './job-listings';
import { isLockableField, type LockableField } from '../lockable-fields';
import { annualPayUsd, type JobPay } from '../pay/job-pay';

/** A job to insert: its id and the searched text are required; the rest takes column defaults. */
export type NewJob = Omit<Partial<Job>, 'applyUrlHash' | 'payAnnualUsd'> &
  Pick<Job, 'id' | 'teamName' | 'positionTitle' | 'location' | 'applyUrl'>;

/** Changes to one job; a new apply URL brings its hash along. */
export type JobChanges = Partial<
  Omit<Job, 'id' | 'applyUrlHash' | 'createdAt' | 'payAnnualUsd' | keyof JobPay>
> & { pay?: JobPay };

/** The comparable pay figure follows the pay range on every write (decision 0200). */
const PAY_FIELDS = ['salaryMin', 'salaryMax', 'salaryCurrency', 'salaryUnit'] as const;
function payFigure(row: Partial<JobPay>): Pick<Job, 'payAnnualUsd'> {
  const pay = Object.fromEntries(PAY_FIELDS.map((f) => [f, row[f] ?? null])) as unknown as JobPay;
  return { payAnnualUsd: annualPayUsd(pay) };
}

/** Jobs the expiry sweep marks (or unmarks) per statement. */
const MARK_CHUNK = 5000;

/** How `update` treats the change. */
export interface UpdateOptions {
  /**
   * An admin's edit by hand: on a job from an ingestion source, the changed fields an ingestion
   * run writes become locked (docs/product.md#job-sources).
   */
  byAdmin?: boolean;
}

/**
 * The one path through which jobs are inserted, updated and deleted (the CSV import, admin edits,
 * the expiry sweep, the demo seed, test data and the ingestion of sources). It keeps what must stay
 * true on every write: the search word index files a job's title, team and location words in the
 * same transaction as the write (the board's search only looks at jobs filed under a word), the
 * board's listings (`job_listings`, the listed jobs' board columns) follow each write in the same
 * transaction, a write that adds or deletes jobs records the change in the number of jobs in its
 * transaction (JobTotal, decision 0265), and the read cache hears of every write (writes go through
 * TypeORM's query builder, whose events the cache's subscriber follows; the hand-written upsert
 * announces its insert the same way). When search engines are to hear of job changes, each write
 * files a notice of the jobs it touched in its transaction; they are sent after it commits
 * (decision 0210).
 */
@Injectable()
export class JobWriter {
  private readonly logger = new Logger(JobWriter.name);
  private readonly expiry: ExpiryRule;
  private readonly listings: JobListings;
  private readonly marks: JobExpiryMarks;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly filing: JobSearchFiling,
    private readonly upserts: JobUpsertRepository,
    private readonly notices: SearchEngineNotices,
    private readonly total: JobTotal,
  ) {
    this.expiry = { lifetimeDays: config.jobLifetimeDays };
    // A job listed again is filed afresh under all its words: the word index may have dropped it
    // from the lists of its words while it was off the board (JobSearchFiling.fileAnew).
    this.listings = new JobListings(dataSource.driver, this.expiry, (manager, ids) =>
      filing.fileAnew(manager, ids),
    );
    this.marks = new JobExpiryMarks(dataSource, this.expiry, this.listings, notices);
  }

  /** Inserts new jobs (in the caller's transaction when `manager` has one, else in its own). */
  async insert(jobs: NewJob[], manager?: EntityManager): Promise<void> {
    if (!jobs.length) return;
    if (!manager?.queryRunner?.isTransactionActive) {
      await (manager ?? this.dataSource.manager).transaction((inner) => this.insert(jobs, inner));
      return;
    }
    const rows = jobs.map((job) => ({
      ...job,
      ...payFigure(job),
      applyUrlHash: applyUrlHash(job.applyUrl),
    }));
    // updateEntity(false): TypeORM's write-back after a bulk insert can swap ids between the
    // objects on SQLite, and the search index files each job under the id it was given.
    await manager
      .createQueryBuilder()
      .insert()
      .into(Job)
      .values(rows)
      .updateEntity(false)
      .execute();
    await this.total.add(manager, rows.length);
    await this.filing.indexJobs(manager, rows);
    const ids = rows.map((row) => row.id);
    await this.listings.sync(manager, { ids, inserted: new Set(ids) });
    await this.notices.fileIds(
      manager,
      rows.map((row) => row.id),
    );
  }

  /**
   * Whether the caller's transaction sees any job at all (an import into an empty board skips
   * the lookups of existing jobs).
   */
  anyIn(manager: EntityManager): Promise<boolean> {
    return this.upserts.anyIn(manager);
  }

  /**
   * The jobs whose apply-URL hashes are among `hashes`, as committed now and locked until the
   * caller's transaction ends (JobUpsertRepository.findByApplyUrlHashes).
   */
  findByApplyUrlHashes(manager: EntityManager, hashes: string[]): Promise<ExistingJob[]> {
    return this.upserts.findByApplyUrlHashes(manager, hashes);
  }

  /**
   * Which of these hashes are keys of jobs as committed now, read on a connection of its own and
   * without locks, ahead of the batch's findByApplyUrlHashes and upsertByApplyUrl
   * (JobUpsertRepository.readAhead). Null when it cannot tell (SQLite, or the read failed): the
   * batch then looks every key up itself.
   */
  async readAheadByApplyUrlHashes(hashes: string[]): Promise<Set<string> | null> {
    try {
      return await this.upserts.readAhead(this.dataSource.manager, hashes);
    } catch (err) {
      this.logger.warn(`Read-ahead of ${hashes.length} apply-URL keys failed: ${String(err)}`);
      return null;
    }
  }

  /**
   * Inserts or updates a batch of jobs in one statement, keyed by apply-URL hash; an existing job
   * keeps its id and creation time (the CSV import's write). The search index needs the batch's
   * stored text from before the write (read here, unless the caller already has the batch's
   * existing jobs from findByApplyUrlHashes in this transaction) and files the changed words
   * after, in the same transaction.
   */
  async upsertByApplyUrl(
    manager: EntityManager,
    rows: JobUpsert[],
    existing?: ReadonlyMap<string, ExistingJob>,
  ): Promise<void> {
    if (!rows.length) return;
    if (!manager.queryRunner?.isTransactionActive) {
      await manager.transaction((inner) => this.upsertByApplyUrl(inner, rows, existing));
      return;
    }
    const before: StoredText = existing
      ? new Map(existing)
      : await this.filing.storedText(
          manager,
          rows.map((r) => r.applyUrlHash),
        );
    await this.upserts.upsert(
      manager,
      rows.map((row) => ({ ...row, ...payFigure(row) })),
    );
    await this.filing.indexJobs(manager, rows, before);
    // A job the upsert inserted kept the id given here; one it updated kept its own. So the jobs
    // it added are those found with an id given here: also when a job of the batch was written
    // by another writer after `existing` was read, and when a key repeats in the batch.
    const given = new Set(rows.map((row) => row.id));
    const ids = await this.listings.idsOf(
      manager,
      rows.map((row) => row.applyUrlHash),
    );
    await this.total.add(manager, ids.filter((id) => given.has(id)).length);
    await this.listings.sync(manager, { ids, inserted: given });
    await this.notices.fileApplyUrlHashes(
      manager,
      rows.map((row) => row.applyUrlHash),
    );
  }

  /**
   * Changes one job (no-op for an unknown id). A change of its title, team or location files the
   * new words in the same transaction, as does a later posting date (all its words); a pay range
   * is replaced whole, with its comparable figure.
   */
  async update(id: string, changes: JobChanges, options: UpdateOptions = {}): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const locked = options.byAdmin ? await this.lockedAfter(manager, id, changes) : undefined;
      await this.updateIn(manager, id, locked ? { ...changes, lockedFields: locked } : changes);
    });
  }

  /**
   * Writes one posting of an ingestion source: changes the job with this source and external id,
   * else the job `matchId` (a job of the same team written by hand or from a CSV file, which then
   * joins the source), else inserts `job`. Answers the job's id and whether it is new.
   */
  async upsertBySource(
    job: NewJob & Pick<Job, 'sourceId' | 'externalId'>,
    changes: JobChanges,
    matchId?: string,
  ): Promise<{ id: string; created: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      const found = await manager.getRepository(Job).findOne({
        where: { sourceId: job.sourceId!, externalId: job.externalId! },
        select: ['id'],
      });
      const id = found?.id ?? matchId;
      if (id) {
        await this.updateIn(manager, id, {
          ...changes,
          sourceId: job.sourceId,
          externalId: job.externalId,
        });
        return { id, created: false };
      }
      await this.insert([job], manager);
      return { id: job.id, created: true };
    });
  }

  /** The job's locked fields once an admin's `changes` lock theirs (undefined: not sourced). */
  private async lockedAfter(
    manager: EntityManager,
    id: string,
    changes: JobChanges,
  ): Promise<LockableField[] | undefined> {
    const job = await manager
      .getRepository(Job)
      .findOne({ where: { id }, select: ['id', 'sourceId', 'lockedFields'] });
    if (!job?.sourceId) return undefined;
    const edited = Object.keys(changes).filter(isLockableField);
    return [...new Set([...(job.lockedFields ?? []), ...edited])];
  }

  private async updateIn(manager: EntityManager, id: string, changes: JobChanges): Promise<void> {
    const { pay, ...rest } = changes;
    const values: Partial<Job> = {
      ...rest,
      ...(pay ? { ...pay, ...payFigure(pay) } : {}),
      ...(changes.applyUrl ? { applyUrlHash: applyUrlHash(changes.applyUrl) } : {}),
    };
    const jobs = manager.getRepository(Job);
    // New words are filed, and a later posting date files the job afresh under all its words.
    if (SEARCH_FIELDS.some((field) => rest[field] !== undefined) || rest.datePosted) {
      const old = await jobs.findOne({
        where: { id },
        select: ['id', 'applyUrlHash', 'datePosted', ...SEARCH_FIELDS],
      });
      if (!old) return;
      await jobs.update({ id }, values);
      const row = { ...old, ...values, id };
      await this.filing.indexJobs(manager, [row], new Map([[row.applyUrlHash, old]]));
    } else {
      await jobs.update({ id }, values);
    }
    await this.listings.sync(manager, { ids: [id] });
    await this.notices.fileIds(manager, [id]);
  }

  /**
   * The expiry sweep, idempotent (replicas may run it at the same time): marks the jobs expired
   * at `now` that are not marked yet, and unmarks marked ones that are open again (a longer
   * JOB_LIFETIME_DAYS, a date moved by hand in the database), a chunk at a time, their listings
   * with them; then the listings follow a changed JOB_LIFETIME_DAYS (followLifetime). Answers
   * how many changed. Search engines hear of both in each chunk's transaction (a replica racing
   * this one files the same notices, which stay one per job). Unless the lifetime changed, it
   * reads no listing it does not change: a pass over every listing for ones whose job had left by
   * other means read 20,000 pages and met the 2 s read limit at 1,000,000 listings, every sweep.
   */
  markExpired(now: Date, chunk = MARK_CHUNK): Promise<{ marked: number; unmarked: number }> {
    return this.marks.sweep(now, chunk);
  }

  /**
   * Deletes every job (and the search index's postings), counted off the number of jobs; answers
   * how many there were. One transaction without the per-statement write limit, as the CSV
   * import's: deleting a large board's rows (or waiting out another write's lock on them) rightly
   * takes longer than a request's write, and the limit would end it midway, roll it back and
   * answer 503.
   */
  deleteAll(): Promise<number> {
    return untimedTransaction(this.dataSource, async (manager) => {
      await this.notices.file(manager, { sql: '1 = 1', params: {} }, false);
      const result = await manager.createQueryBuilder().delete().from(Job).execute();
      const deleted = result.affected ?? 0;
      await this.total.add(manager, -deleted);
      await this.filing.clear(manager);
      await this.listings.clear(manager);
      return deleted;
    });
  }
}
