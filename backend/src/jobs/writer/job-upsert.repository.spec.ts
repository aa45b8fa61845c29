import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';
import { ENTITIES } from '../../database/entities';
import { JobUpsertRepository } from './job-upsert.repository';

/** A saved statement without its comment lines, whitespace made single spaces. */
const saved = (file: string) =>
  readFileSync(join(__dirname, file), 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('--'))
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')')
    .trim();

/**
 * The import's hand-written upsert, kept reviewable: the statements are saved beside the
 * repository, so a change of the jobs table or an ORM upgrade that quotes differently shows here.
 */
describe('JobUpsertRepository statements', () => {
  it.each<[string, DataSourceOptions]>([
    ['job-upsert.sqlite.sql', { type: 'better-sqlite3', database: ':memory:', entities: ENTITIES }],
    // Metadata only: no MySQL server is contacted.
    ['job-upsert.mysql.sql', { type: 'mysql', database: 'unused', entities: ENTITIES }],
  ])('writes the statement saved in %s', async (file, options) => {
    const dataSource = new DataSource(options);
    await (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();
    const sql = new JobUpsertRepository().upsertStatement(dataSource.manager, 2);
    expect(sql).toBe(saved(file));
  });
});
