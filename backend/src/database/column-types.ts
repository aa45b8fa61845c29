import type { ColumnType } from 'typeorm';

/**
 * Long text (job descriptions, page HTML, site content JSON). MySQL's TEXT holds only 64 KiB, so
 * MySQL gets MEDIUMTEXT (16 MiB); SQLite has one TEXT type and rejects MEDIUMTEXT. The driver is
 * known from DATABASE_URL before any entity is loaded (see docs/decisions/0002).
 */
const ON_MYSQL = (process.env.DATABASE_URL ?? '').startsWith('mysql://');

export const LONG_TEXT: ColumnType = ON_MYSQL ? 'mediumtext' : 'text';

/**
 * Byte-for-byte comparison for identifiers such as emails: MySQL's default collation would match
 * `admín` to `admin` and `A` to `a`. SQLite already compares text as bytes (its default, BINARY).
 */
export const BINARY_COLLATION: string | undefined = ON_MYSQL ? 'utf8mb4_bin' : undefined;

/** JSON kept as text, so both drivers store and compare it the same way. */
export const jsonTransformer = {
  to: (value: unknown) => (value === undefined ? undefined : JSON.stringify(value)),
  from: (value: string | null) => (value == null ? value : (JSON.parse(value) as unknown)),
};
