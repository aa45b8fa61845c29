import { DataSource } from 'typeorm';
import { transactionsTakeTurns } from './sqlite-transactions';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('transactions on SQLite', () => {
  let db: DataSource;
  const rows = async () =>
    ((await db.query('SELECT v FROM t ORDER BY v')) as Array<{ v: string }>).map((r) => r.v);
  const insert = (manager: { query: DataSource['query'] }, v: string) =>
    manager.query('INSERT INTO t (v) VALUES (?)', [v]);

  beforeEach(async () => {
    db = transactionsTakeTurns(
      await new DataSource({ type: 'better-sqlite3', database: ':memory:' }).initialize(),
    );
    await db.query('CREATE TABLE t (v TEXT)');
  });
  afterEach(() => db.destroy());

  it("keeps a long transaction's writes when one begun meanwhile fails", async () => {
    const long = db.transaction(async (manager) => {
      await insert(manager, 'a1');
      await pause(40);
      await insert(manager, 'a2');
      await pause(40);
      await insert(manager, 'a3');
    });
    await pause(20);
    const failing = db.transaction(async (manager) => {
      await insert(manager, 'b1');
      await pause(30);
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    await long;
    expect(await rows()).toEqual(['a1', 'a2', 'a3']);
  });

  it('keeps a committed transaction when one begun while it was open fails later', async () => {
    const first = db.transaction(async (manager) => {
      await insert(manager, 'c1');
      await pause(20);
    });
    await pause(5);
    const second = db.transaction(async (manager) => {
      await insert(manager, 'd1');
      await pause(40);
      throw new Error('refused');
    });
    await first;
    await expect(second).rejects.toThrow('refused');
    expect(await rows()).toEqual(['c1']);
  });

  it("nests a transaction begun by another's own calls, as a savepoint of it", async () => {
    await db.transaction(async (manager) => {
      await insert(manager, 'outer');
      await expect(
        manager.transaction(async (inner) => {
          await insert(inner, 'inner');
          throw new Error('inner refused');
        }),
      ).rejects.toThrow('inner refused');
      // A repository call through the data source's own manager nests too (no deadlock).
      await db.transaction((again) => insert(again, 'again'));
    });
    expect(await rows()).toEqual(['again', 'outer']);
  });
});
