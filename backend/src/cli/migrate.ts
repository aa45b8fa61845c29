/** Applies pending migrations (`npm run migrate`); used by the Kubernetes migration Job. */
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/load-config';
import { dataSourceOptions } from '../database/data-source-options';

async function main() {
  const config = loadConfig();
  const ds = new DataSource(await dataSourceOptions(config.database));
  await ds.initialize();
  const applied = await ds.runMigrations({ transaction: 'each' });
  await ds.destroy();
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`
      : 'The database is up to date.',
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
