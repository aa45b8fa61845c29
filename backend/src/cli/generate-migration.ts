/**
 * Writes a migration for the current driver from the difference between the entities and a
 * database with every existing migration applied:
 *   DATABASE_URL=sqlite:/tmp/gen.sqlite npm run migration:generate -w backend -- AddThing
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/gen npm run migration:generate -w backend -- AddThing
 * Run it once per driver against an empty throw-away database, then review and commit both files.
 * It writes into src/ (the compiled copy runs from dist/).
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/load-config';
import { dataSourceOptions } from '../database/data-source-options';
import { pendingSchemaChanges } from '../database/schema-diff';

async function main() {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
    throw new Error('Usage: migration:generate -- PascalCaseName');
  }
  const config = loadConfig();
  const ds = new DataSource(await dataSourceOptions(config.database));
  await ds.initialize();
  await ds.runMigrations();
  const { up, down } = await pendingSchemaChanges(ds);
  await ds.destroy();
  if (!up.length) {
    console.log('The schema matches the entities: no migration written.');
    return;
  }
  const timestamp = Date.now();
  const className = `${name}${timestamp}`;
  const q = (sql: string) => '`' + sql.replace(/\\/g, '\\\\').replace(/`/g, '\\`') + '`';
  const body = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${up.map((sql) => `    await queryRunner.query(${q(sql)});`).join('\n')}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${down.map((sql) => `    await queryRunner.query(${q(sql)});`).join('\n')}
  }
}
`;
  const dir = resolve(__dirname, '..', '..', 'src', 'database', 'migrations', config.database.type);
  const file = join(dir, `${timestamp}-${name}.ts`);
  writeFileSync(file, body);
  console.log(`Wrote ${file}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
