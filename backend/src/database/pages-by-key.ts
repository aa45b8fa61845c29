import type { DataSource } from 'typeorm';

/** What can send a statement: a query runner or an entity manager. */
export interface Queryable {
  readonly connection: DataSource;
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Yields the rows of `table` in primary-key order, `size` at a time, each page found by seeking
 * past the last key of the one before: no statement reads more than a page (an OFFSET, or one
 * statement over every row, grows with the table), and rows written meanwhile behind the walk are
 * left out rather than read twice. `columns` are read besides `id`.
 */
export async function* pagesByKey<Row extends { id: string }>(
  source: Queryable,
  table: string,
  size: number,
  columns: readonly string[] = [],
): AsyncGenerator<Row[], void, undefined> {
  const q = (name: string) => source.connection.driver.escape(name);
  const id = q('id');
  const select = ['id', ...columns].map(q).join(', ');
  let after = '';
  for (;;) {
    const rows = (await source.query(
      `SELECT ${select} FROM ${q(table)} WHERE ${id} > ? ORDER BY ${id} LIMIT ${size}`,
      [after],
    )) as Row[];
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = String(rows[rows.length - 1].id);
  }
}
