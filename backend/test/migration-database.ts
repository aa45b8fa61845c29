import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/load-config';
import { dataSourceOptions } from '../src/database/data-source-options';
import { freshEnvironment, TestEnv } from './harness';

/**
 * A fresh database and a DataSource on it that has run no migration yet, for the suites that
 * test the migrations themselves (registers the suite's beforeAll/afterAll).
 */
export function useMigrationDatabase(): () => DataSource {
  let environment: TestEnv;
  let ds: DataSource;
  beforeAll(async () => {
    environment = await freshEnvironment();
    ds = new DataSource(await dataSourceOptions(loadConfig(environment.env).database));
    await ds.initialize();
  });
  afterAll(async () => {
    await ds.destroy();
    await environment.dispose();
  });
  return () => ds;
}

/** Runs every migration, then undoes the one named `prefix…` and all after it. */
export async function migrateToJustBefore(ds: DataSource, prefix: string): Promise<void> {
  const stamp = (name = '') => Number(/(\d{13})$/.exec(name)?.[1] ?? 0);
  const ordered = [...ds.migrations].sort((a, b) => stamp(a.name) - stamp(b.name));
  const target = ordered.findIndex((m) => m.name?.startsWith(prefix));
  expect(target).toBeGreaterThan(0);
  await ds.runMigrations();
  for (let i = ordered.length; i > target; i--) await ds.undoLastMigration();
}
