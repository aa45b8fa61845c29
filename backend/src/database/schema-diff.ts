import type { DataSource } from 'typeorm';

/** The SQL TypeORM would run to make the database match the entities (empty when they agree). */
export async function pendingSchemaChanges(ds: DataSource) {
  const log = await ds.driver.createSchemaBuilder().log();
  return {
    up: log.upQueries.map((q) => q.query),
    down: log.downQueries.map((q) => q.query).reverse(),
  };
}
