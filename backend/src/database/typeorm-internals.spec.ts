import { Brackets, DataSource, EntitySubscriberInterface, InsertEvent } from 'typeorm';
import { Job } from '../jobs/job.entity';
import { TeamLogo } from '../team-logos/team-logo.entity';
import { ENTITIES } from './entities';
import {
  announceInsert,
  hydratedValue,
  persistentValue,
  sqliteHandle,
  whereShape,
} from './typeorm-internals';

/**
 * The TypeORM internals the app relies on, checked against the installed TypeORM: if an upgrade
 * renames or changes one of them, this fails here rather than as wrong data on the board.
 */
describe('TypeORM internals', () => {
  let dataSource: DataSource;
  const inserted: string[] = [];
  const commits: boolean[] = [];

  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      entities: ENTITIES,
      synchronize: true,
    });
    await dataSource.initialize();
    const subscriber: EntitySubscriberInterface = {
      afterInsert: (event: InsertEvent<unknown>) => {
        inserted.push(event.metadata.name);
      },
      afterTransactionCommit: (event) => {
        commits.push(event.queryRunner.isTransactionActive);
      },
    };
    dataSource.subscribers.push(subscriber);
  });
  afterAll(() => dataSource.destroy());

  const column = (property: keyof Job) =>
    dataSource.getMetadata(Job).findColumnWithPropertyName(property)!;

  it('converts raw values as entity hydration does (dates, booleans)', () => {
    const driver = dataSource.driver;
    const posted = hydratedValue(driver, '2026-11-01 12:30:00', column('datePosted'));
    expect(posted).toEqual(new Date('2026-11-01T12:30:00Z'));
    expect(hydratedValue(driver, 1, column('isActive'))).toBe(true);
    expect(hydratedValue(driver, 0, column('isFeatured'))).toBe(false);
    expect(hydratedValue(driver, null, column('validThrough'))).toBeNull();
  });

  it('converts values for a write as TypeORM binds them', () => {
    const driver = dataSource.driver;
    const at = new Date('2026-11-01T12:30:00Z');
    expect(persistentValue(driver, at, column('datePosted'))).toBe('2026-11-01 12:30:00.000');
    expect(persistentValue(driver, true, column('isActive'))).toBe(1);
    expect(persistentValue(driver, null, column('validThrough'))).toBeNull();
  });

  it('announces a hand-written insert to the subscribers', async () => {
    inserted.length = 0;
    await dataSource.transaction((manager) => announceInsert(manager, Job));
    expect(inserted).toEqual(['Job']);
    await expect(announceInsert(dataSource.manager, Job)).rejects.toThrow(/query runner/);
  });

  it('commits a nested transaction as a savepoint, still active, before the outer one', async () => {
    // The read cache's subscriber invalidates at the outermost commit only, told apart this way.
    commits.length = 0;
    await dataSource.transaction((outer) => outer.transaction(async () => undefined));
    expect(commits).toEqual([true, false]);
  });

  it('reaches the better-sqlite3 handle (the read cache watches data_version)', () => {
    const handle = sqliteHandle(dataSource);
    expect(typeof handle?.pragma('data_version', { simple: true })).toBe('number');
  });

  it("reads a query builder's table, index and conditions as written, never their values", () => {
    const jobs = () => dataSource.getRepository(Job).createQueryBuilder('job');
    const level = (values: string[]) =>
      jobs()
        .where('job.isActive = :active', { active: true })
        .andWhere('job.level IN (:...level)', { level: values });
    const shape = whereShape(level(['senior']));
    expect(shape).toContain('job.level IN (:...level)');
    expect(whereShape(level(['senior', 'entry']))).toBe(shape);
    expect(whereShape(jobs().where('job.isActive = :active', { active: true }))).not.toBe(shape);
    expect(whereShape(jobs().where('job.level IN (:...level)'))).not.toBe(shape);
    const logos = dataSource.getRepository(TeamLogo).createQueryBuilder('job');
    expect(whereShape(logos.where('job.isActive = :active'))).not.toBe(
      whereShape(jobs().where('job.isActive = :active')),
    );
    // The index a query names (MySQL's USE INDEX) is part of its text.
    expect(whereShape(level(['senior']).useIndex('IDX_jobs_posted'))).not.toBe(shape);
    expect(whereShape(level(['senior']).leftJoin(TeamLogo, 'logo', '1 = 1'))).toBeNull();
    expect(whereShape(jobs().where(new Brackets((qb) => qb.where('job.level = 1'))))).toBeNull();
  });
});
