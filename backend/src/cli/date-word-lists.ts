/**
 * Dates the search word lists written before lists had dates (`npm run date-word-lists`): a
 * one-off on MySQL after the rollout of the release that added them (docs/operations.md,
 * "Upgrades"); the SQLite migration does it itself. Safe to run again, and beside the app.
 */
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/load-config';
import { dataSourceOptions } from '../database/data-source-options';
import { dateWordLists } from '../database/migrations/date-word-lists';

async function main() {
  const config = loadConfig();
  const ds = new DataSource(await dataSourceOptions(config.database));
  await ds.initialize();
  const runner = ds.createQueryRunner();
  try {
    const started = Date.now();
    await dateWordLists(runner);
    console.log(`Dated the word lists in ${Math.round((Date.now() - started) / 1000)} s.`);
  } finally {
    await runner.release();
    await ds.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
