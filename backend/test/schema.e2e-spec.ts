import { pendingSchemaChanges } from '../src/database/schema-diff';
import { TEST_MODE } from './harness';
import { useMigrationDatabase } from './migration-database';

const TABLES = [
  'users',
  'teams',
  'jobs',
  'job_search_words',
  'job_search_postings',
  'carousel_images',
  'site_content',
  'media_assets',
  'team_logos',
  'custom_pages',
  'sessions',
  'mail_outbox',
  'user_tokens',
];

describe(`migrations (${TEST_MODE})`, () => {
  const database = useMigrationDatabase();

  it('apply from an empty database', async () => {
    const ds = database();
    const applied = await ds.runMigrations();
    expect(applied.length).toBeGreaterThan(0);
    const tables = (await ds.createQueryRunner().getTables()).map((t) => t.name.split('.').pop());
    for (const table of TABLES) expect(tables).toContain(table);
  });

  it('leave nothing for a new migration to do (entities and migrations agree)', async () => {
    const { up } = await pendingSchemaChanges(database());
    expect(up).toEqual([]);
  });

  it('are all reversible down to empty and back', async () => {
    const ds = database();
    const count = ds.migrations.length;
    for (let i = 0; i < count; i++) await ds.undoLastMigration();
    const runner = ds.createQueryRunner();
    for (const table of TABLES) expect(await runner.hasTable(table)).toBe(false);
    await runner.release();
    await ds.runMigrations();
    expect((await pendingSchemaChanges(ds)).up).toEqual([]);
  });
});
