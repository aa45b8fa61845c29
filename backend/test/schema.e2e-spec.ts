import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config';
import { dataSourceOptions } from '../src/database/data-source-options';
import { pendingSchemaChanges } from '../src/database/schema-diff';
import { freshEnvironment, TEST_MODE, TestEnv } from './harness';

const TABLES = [
  'users',
  'teams',
  'jobs',
  'carousel_images',
  'site_content',
  'media_assets',
  'team_logos',
  'custom_pages',
  'sessions',
];

describe(`migrations (${TEST_MODE})`, () => {
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

  it('apply from an empty database', async () => {
    const applied = await ds.runMigrations();
    expect(applied.length).toBeGreaterThan(0);
    const tables = (await ds.createQueryRunner().getTables()).map((t) => t.name.split('.').pop());
    for (const table of [
      'users',
      'teams',
      'jobs',
      'carousel_images',
      'site_content',
      'media_assets',
      'team_logos',
      'custom_pages',
      'sessions',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it('leave nothing for a new migration to do (entities and migrations agree)', async () => {
    const { up } = await pendingSchemaChanges(ds);
    expect(up).toEqual([]);
  });

  it('are all reversible down to empty and back', async () => {
    const count = ds.migrations.length;
    for (let i = 0; i < count; i++) await ds.undoLastMigration();
    const runner = ds.createQueryRunner();
    for (const table of TABLES) expect(await runner.hasTable(table)).toBe(false);
    await runner.release();
    await ds.runMigrations();
    expect((await pendingSchemaChanges(ds)).up).toEqual([]);
  });
});
