import type {
  DataSource,
  Driver,
  EntityManager,
  EntityTarget,
  ObjectLiteral,
  SelectQueryBuilder,
} from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { BroadcasterResult } from 'typeorm/subscriber/BroadcasterResult';

/**
 * The parts of TypeORM we use that are not its documented API, in one place. The board's raw-row
 * reads, the import's hand-written upsert and the read cache depend on them; the spec beside this
 * file checks each against the installed TypeORM, so an upgrade that changes one fails there. (The
 * spec also pins a behaviour the cache's subscriber relies on: a nested transaction's commit event
 * comes while the outer transaction is still active.)
 */
export type { ColumnMetadata };

/** A raw value read from the database as TypeORM's hydration would give it (dates, booleans, transformers). */
export function hydratedValue(driver: Driver, raw: unknown, column: ColumnMetadata): unknown {
  return driver.prepareHydratedValue(raw, column);
}

/** A value as TypeORM would bind it in a write for this column. */
export function persistentValue(driver: Driver, value: unknown, column: ColumnMetadata): unknown {
  return driver.preparePersistentValue(value, column);
}

/**
 * Tells the entity subscribers (the read cache's invalidation) that rows of `entity` were inserted
 * by a statement TypeORM did not build, as its own insert would; in a transaction they act at
 * its commit. One event for the whole statement.
 */
export async function announceInsert(
  manager: EntityManager,
  entity: EntityTarget<ObjectLiteral>,
): Promise<void> {
  const runner = manager.queryRunner;
  if (!runner) throw new Error('announceInsert needs a manager bound to a query runner');
  const result = new BroadcasterResult();
  runner.broadcaster.broadcastAfterInsertEvent(result, manager.connection.getMetadata(entity));
  await result.wait();
}

/** The better-sqlite3 database handle behind a SQLite data source (null for other drivers). */
export interface SqliteHandle {
  pragma(sql: string, options: { simple: true }): unknown;
}

export function sqliteHandle(dataSource: DataSource): SqliteHandle | null {
  if (dataSource.options.type !== 'better-sqlite3') return null;
  const handle = (dataSource.driver as unknown as { databaseConnection?: SqliteHandle })
    .databaseConnection;
  if (typeof handle?.pragma !== 'function') {
    throw new Error(
      'TypeORM no longer exposes the better-sqlite3 handle as driver.databaseConnection',
    );
  }
  return handle;
}

/**
 * What decides the FROM and WHERE text of a query builder without joins: its table, the index
 * it names (`useIndex`) and each condition as written (`job.level IN (:...level)`), never the
 * parameters' values. Two builders with the same shape build the same SQL text once given the
 * same select, order and limit. Null when the builder joins or has a condition that is not plain
 * text (brackets, objects).
 */
export function whereShape(qb: SelectQueryBuilder<ObjectLiteral>): string | null {
  const map = qb.expressionMap;
  if (map.joinAttributes.length || !map.mainAlias?.hasMetadata) return null;
  let shape = `${map.mainAlias.metadata.tablePath} ${map.mainAlias.name}`;
  if (map.useIndex) shape += ` USE INDEX (${map.useIndex})`;
  for (const where of map.wheres) {
    if (typeof where.condition !== 'string') return null;
    shape += `\n${where.type} ${where.condition}`;
  }
  return shape;
}
