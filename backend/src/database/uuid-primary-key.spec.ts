import { Column, DataSource, Entity } from 'typeorm';
import { validate as isUuid, version as uuidVersion } from 'uuid';
import { TimeOrderedIds, UuidPrimaryKey, UuidPrimaryKeySubscriber } from './uuid-primary-key';

@Entity('messages')
@TimeOrderedIds()
class Message {
  @UuidPrimaryKey()
  id: string;

  @Column({ type: 'varchar', length: 20 })
  body: string;
}

@Entity('accounts')
class Account {
  @UuidPrimaryKey()
  id: string;

  @Column({ type: 'varchar', length: 20 })
  name: string;
}

describe('uuid primary keys', () => {
  let db: DataSource;

  beforeAll(async () => {
    db = await new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      entities: [Message, Account],
      subscribers: [UuidPrimaryKeySubscriber],
      synchronize: true,
    }).initialize();
  });
  afterAll(() => db.destroy());

  it('gives an entity that asks for them time-ordered ids, in the order rows were written', async () => {
    for (const body of ['first', 'second', 'third']) {
      await db.getRepository(Message).insert({ body });
      // A millisecond apart at least: the order then comes from the time in the id alone.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await db.getRepository(Message).insert([{ body: 'fourth' }, { body: 'fifth' }]);
    const rows = await db.getRepository(Message).find({ order: { id: 'ASC' } });
    expect(rows.slice(0, 3).map((row) => row.body)).toEqual(['first', 'second', 'third']);
    expect(rows.map((row) => uuidVersion(row.id))).toEqual([7, 7, 7, 7, 7]);
  });

  it('gives every other entity random ids, and keeps an id the caller chose', async () => {
    await db.getRepository(Account).insert([{ name: 'a' }, { name: 'b' }]);
    const chosen = '0b7e8a52-2f4c-4d52-9a47-6f0a1c3d2e10';
    await db.getRepository(Message).insert({ id: chosen, body: 'chosen' });
    const accounts = await db.getRepository(Account).find();
    expect(accounts.map((row) => [isUuid(row.id), uuidVersion(row.id)])).toEqual([
      [true, 4],
      [true, 4],
    ]);
    expect(await db.getRepository(Message).findOneBy({ id: chosen })).toMatchObject({
      body: 'chosen',
    });
  });
});
