import { DataSource } from 'typeorm';
import { pagesByKey } from './pages-by-key';

describe('pagesByKey', () => {
  let db: DataSource;
  const statements: string[] = [];

  beforeEach(async () => {
    db = await new DataSource({ type: 'better-sqlite3', database: ':memory:' }).initialize();
    await db.query('CREATE TABLE things (id TEXT PRIMARY KEY, name TEXT)');
    for (const id of ['e', 'a', 'd', 'b', 'c'])
      await db.query('INSERT INTO things (id, name) VALUES (?, ?)', [id, `thing ${id}`]);
    statements.length = 0;
    const query = db.manager.query.bind(db.manager);
    jest.spyOn(db.manager, 'query').mockImplementation((sql: string, params?: unknown[]) => {
      statements.push(sql);
      return query(sql, params);
    });
  });
  afterEach(() => db.destroy());

  const walk = async (size: number, columns: string[] = []) => {
    const pages: unknown[][] = [];
    for await (const page of pagesByKey(db.manager, 'things', size, columns)) pages.push(page);
    return pages;
  };

  it('yields every row once, in key order, a page at a time, with the columns asked for', async () => {
    expect(await walk(2, ['name'])).toEqual([
      [
        { id: 'a', name: 'thing a' },
        { id: 'b', name: 'thing b' },
      ],
      [
        { id: 'c', name: 'thing c' },
        { id: 'd', name: 'thing d' },
      ],
      [{ id: 'e', name: 'thing e' }],
    ]);
    expect(statements).toHaveLength(3);
    expect(statements.every((sql) => /LIMIT 2$/.test(sql) && !/OFFSET/i.test(sql))).toBe(true);
  });

  it('asks once more after a full last page, and yields no empty page', async () => {
    expect((await walk(5)).map((page) => page.length)).toEqual([5]);
    expect(statements).toHaveLength(2);
    await db.query('DELETE FROM things');
    expect(await walk(5)).toEqual([]);
  });

  it('goes on past rows the caller deletes from the page it was given', async () => {
    const seen: string[] = [];
    for await (const page of pagesByKey<{ id: string }>(db.manager, 'things', 2)) {
      seen.push(...page.map((row) => row.id));
      await db.query(`DELETE FROM things WHERE id IN (${page.map(() => '?').join(', ')})`, [
        ...page.map((row) => row.id),
      ]);
    }
    expect(seen).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
