import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { chunks } from '../../common/chunks';
import { placeholders } from '../../database/placeholders';
import {
  announceInsert,
  type ColumnMetadata,
  hydratedValue,
  persistentValue,
} from '../../database/typeorm-internals';
import { APPLY_URL_HASH_INDEX, Job } from '../job.entity';
import { LOCKING_READ_KEYS } from './locking-reads';

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
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryCurrency'
  | 'salaryUnit'
  | 'payAnnualUsd'
  | 'workplaceType'
  | 'remoteRegions'
>;

/**
 * What an import may keep from an existing job when its row leaves a cell empty, with its id and
 * searched text (what the search index needs of it before the write, see JobWriter.upsertByApplyUrl).
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
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryCurrency'
  | 'salaryUnit'
  | 'workplaceType'
  | 'remoteRegions'
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
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryUnit',
  'workplaceType',
  'remoteRegions',
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
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryUnit',
  'payAnnualUsd',
  'workplaceType',
  'remoteRegions',
];

const UPSERT_COLUMNS: ReadonlyArray<keyof JobUpsert> = ['id', 'applyUrlHash', ...UPSERT_UPDATES];
const KEY_COLUMNS: ReadonlyArray<keyof Job> = ['applyUrlHash'];

/** Columns of the jobs table as a hand-written statement names them. */
type JobColumns<K extends keyof Job> = Array<{
  property: K;
  metadata: ColumnMetadata;
  quoted: string;
  select: string;
}> & { table: string; byName: Map<string, { quoted: string }> };

/**
 * The import's hand-written statements on the jobs table (the writer's bulk path): the query
 * builder's per-parameter bookkeeping grows with the square of the batch, so the statements are
 * written out here, with values converted by the driver as TypeORM would.
 */
@Injectable()
export class JobUpsertRepository {
  private readonly columnLists = new Map<readonly (keyof Job)[], JobColumns<keyof Job>>();

  /**
   * Whether the caller's transaction sees any job at all. An import into an empty board has no
   * existing jobs to look up (a job another writer adds with the same apply URL meanwhile is
   * updated by the row, as a new one would be written).
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
   * The jobs whose apply-URL hashes are among `hashes`, as committed now, locked until the
   * caller's transaction ends (MySQL's `FOR UPDATE`, which reads the newest committed rows
   * whatever the transaction's snapshot): what the caller keeps of them cannot be changed by
   * another writer before its upsert. In a READ COMMITTED transaction only the rows found are
   * locked; REPEATABLE READ would also lock the gaps of the hashes not found. SQLite runs one
   * writer at a time. Read as `byKeys` reads.
   */
  async findByApplyUrlHashes(manager: EntityManager, hashes: string[]): Promise<ExistingJob[]> {
    const columns = this.columnsOf(manager, EXISTING_COLUMNS);
    const driver = manager.connection.driver;
    const found: ExistingJob[] = [];
    for await (const rows of this.byKeys(manager, columns, hashes, { locking: true })) {
      for (const raw of rows) {
        const job = {} as Record<string, unknown>;
        for (const column of columns) {
          job[column.property] = hydratedValue(driver, raw[column.property], column.metadata);
        }
        found.push(job as unknown as ExistingJob);
      }
    }
    return found;
  }

  /**
   * Which of `hashes` are keys of jobs, as committed now, read outside any transaction and without
   * locks: a read-ahead of the apply-URL key's unique index (and of the rows found), so that a
   * coming locking read and upsert of the same keys find their pages in MySQL's buffer pool, and
   * so that the keys found absent need no locking read (decision 0266). On a board whose key index
   * is larger than the pool, each import batch otherwise waited for its pages to be read from
   * disk one after another. Null on SQLite, whose pages are read by the process that writes them
   * and whose import looks every key up itself.
   */
  async readAhead(manager: EntityManager, hashes: string[]): Promise<Set<string> | null> {
    if (manager.connection.options.type === 'better-sqlite3') return null;
    const columns = this.columnsOf(manager, KEY_COLUMNS);
    const found = new Set<string>();
    for await (const rows of this.byKeys(manager, columns, hashes, { locking: false })) {
      for (const row of rows) found.add(row.applyUrlHash as string);
    }
    return found;
  }

  /**
   * The `columns` of the jobs whose apply-URL hashes are among `hashes`, one statement's rows at a
   * time: plain statements with a placeholder per hash (TypeORM's `In()` costs more in parameter
   * bookkeeping than the indexed lookup itself at import batch sizes), each of at most
   * LOCKING_READ_KEYS hashes through the unique index, which MySQL is told to use; `FOR UPDATE`
   * on MySQL when `locking`.
   */
  private async *byKeys(
    manager: EntityManager,
    columns: JobColumns<keyof Job>,
    hashes: string[],
    { locking }: { locking: boolean },
  ): AsyncGenerator<Array<Record<string, unknown>>> {
    const sqlite = manager.connection.options.type === 'better-sqlite3';
    const seek = sqlite
      ? ''
      : ` FORCE INDEX (${manager.connection.driver.escape(APPLY_URL_HASH_INDEX)})`;
    const lock = locking && !sqlite ? ' FOR UPDATE' : '';
    const select = columns.map((c) => c.select).join(', ');
    const key = columns.byName.get('applyUrlHash')!.quoted;
    for (const part of chunks(hashes, LOCKING_READ_KEYS)) {
      yield (await manager.query(
        `SELECT ${select} FROM ${columns.table}${seek} WHERE ${key} IN (${placeholders(part.length)})${lock}`,
        part,
      )) as Array<Record<string, unknown>>;
    }
  }

  /**
   * Inserts or updates a batch of jobs in one statement, keyed by apply-URL hash (ON CONFLICT on
   * SQLite, ON DUPLICATE KEY on MySQL); an existing job keeps its id and creation time.
   * Subscribers hear one insert event for the batch. The caller's transaction must be active.
   */
  async upsert(manager: EntityManager, rows: JobUpsert[]): Promise<void> {
    const columns = this.columnsOf(manager, UPSERT_COLUMNS);
    const driver = manager.connection.driver;
    const values: unknown[] = [];
    for (const row of rows) {
      for (const column of columns) {
        values.push(persistentValue(driver, row[column.property], column.metadata));
      }
    }
    await manager.query(this.upsertStatement(manager, rows.length), values);
    await announceInsert(manager, Job);
  }

  /** The upsert's SQL for `rowCount` rows on this manager's driver (shown in its spec). */
  upsertStatement(manager: EntityManager, rowCount: number): string {
    const columns = this.columnsOf(manager, UPSERT_COLUMNS);
    const updates = UPSERT_UPDATES.map((p) => columns.byName.get(p)!.quoted);
    const tuple = `(${placeholders(columns.length)})`;
    return (
      `INSERT INTO ${columns.table} (${columns.map((c) => c.quoted).join(', ')}) ` +
      `VALUES ${Array(rowCount).fill(tuple).join(', ')} ` +
      (manager.connection.options.type === 'better-sqlite3'
        ? `ON CONFLICT (${columns.byName.get('applyUrlHash')!.quoted}) DO UPDATE SET ` +
          updates.map((c) => `${c} = excluded.${c}`).join(', ')
        : `ON DUPLICATE KEY UPDATE ${updates.map((c) => `${c} = VALUES(${c})`).join(', ')}`)
    );
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
}
