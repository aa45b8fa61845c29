import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config';
import { UserEmailSubscriber } from '../users/user-email.subscriber';
import { ENTITIES } from './entities';
import { UuidPrimaryKeySubscriber } from './uuid-primary-key';

/** A SQL function on SQLite connections: JavaScript's Unicode lower-casing (see job search). */
export const SQLITE_UNICODE_LOWER = 'unicode_lower';

interface SqliteConnection {
  pragma(sql: string): unknown;
  function(
    name: string,
    options: { deterministic: boolean },
    fn: (value: unknown) => unknown,
  ): unknown;
}

export const migrationsDir = (type: DatabaseConfig['type']) => join(__dirname, 'migrations', type);

/**
 * MySQL 8 and MariaDB 10.11 speak the same protocol, but TypeORM reads column metadata
 * differently for each (MariaDB reports nullable defaults as the text 'NULL'): ask the server.
 */
export async function mysqlFlavour(url: string): Promise<'mysql' | 'mariadb'> {
  const conn = await createConnection({ uri: url, connectTimeout: 5000 });
  try {
    const [rows] = await conn.query('SELECT VERSION() AS version');
    const version = String((rows as Array<{ version: string }>)[0]?.version ?? '');
    return /mariadb/i.test(version) ? 'mariadb' : 'mysql';
  } finally {
    await conn.end();
  }
}

/** TypeORM options for either driver; `synchronize` is never on (migrations own the schema). */
export async function dataSourceOptions(
  db: DatabaseConfig,
  overrides: Partial<{ migrationsRun: boolean; logging: boolean }> = {},
): Promise<DataSourceOptions> {
  const common = {
    entities: ENTITIES,
    subscribers: [UuidPrimaryKeySubscriber, UserEmailSubscriber],
    migrations: [join(migrationsDir(db.type), '*.{js,ts}')],
    migrationsTableName: 'migrations',
    migrationsRun: overrides.migrationsRun ?? false,
    synchronize: false,
    logging: overrides.logging ?? false,
  };

  if (db.type === 'sqlite') {
    mkdirSync(dirname(db.path), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: db.path,
      // WAL lets readers run while the CSV import writes; wait instead of failing on a busy lock.
      prepareDatabase: (conn: SqliteConnection) => {
        conn.pragma('journal_mode = WAL');
        conn.pragma('busy_timeout = 5000');
        conn.pragma('synchronous = NORMAL');
        // SQLite's lower() and LIKE fold ASCII only; the job search folds every script.
        conn.function(SQLITE_UNICODE_LOWER, { deterministic: true }, (value: unknown) =>
          typeof value === 'string' ? value.toLowerCase() : value,
        );
      },
    };
  }
  return {
    ...common,
    type: await mysqlFlavour(db.url),
    url: db.url,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    poolSize: db.poolSize,
    connectTimeout: db.connectTimeoutMs,
    extra: { connectionLimit: db.poolSize, enableKeepAlive: true, maxIdle: db.poolSize },
  };
}
