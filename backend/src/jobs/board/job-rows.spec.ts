import { DataSource } from 'typeorm';
import { ENTITIES } from '../../database/entities';
import { TeamLogo } from '../../team-logos/team-logo.entity';
import { Job } from '../job.entity';
import { JobRows } from './job-rows';

describe('JobRows', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      entities: ENTITIES,
      synchronize: true,
    });
    await dataSource.initialize();
    await dataSource.getRepository(TeamLogo).insert({
      id: '00000000-0000-4000-8000-000000000001',
      teamName: 'Austin Armadillos',
      logoUrl: 'https://example.com/auto.png',
      customLogoUrl: '/uploads/custom.png',
      initials: 'AA',
      isCustom: true,
    });
    await dataSource.getRepository(Job).insert([
      {
        id: '10000000-0000-4000-8000-000000000001',
        teamName: 'Austin Armadillos',
        positionTitle: 'Linebackers Coach',
        location: 'Austin, TX',
        applyUrl: 'https://example.com/1',
        applyUrlHash: 'a'.repeat(64),
        description: 'Coach the linebackers.',
        datePosted: new Date('2026-10-02T12:30:00Z'),
        isFeatured: true,
        isActive: true,
        department: 'coaching',
        employmentType: 'full-time',
        level: 'senior',
        validThrough: new Date('2026-12-31T23:59:59Z'),
      },
      {
        id: '10000000-0000-4000-8000-000000000002',
        teamName: 'Portland Lumberjacks',
        positionTitle: 'Pro Scout',
        location: 'Portland, OR',
        applyUrl: 'https://example.com/2',
        applyUrlHash: 'b'.repeat(64),
        description: null,
        datePosted: new Date('2026-10-01T08:00:00Z'),
        isFeatured: false,
        isActive: false,
      },
    ]);
  });
  afterAll(() => dataSource.destroy());

  const page = () =>
    dataSource
      .getRepository(Job)
      .createQueryBuilder('job')
      .leftJoinAndMapOne('job.logo', TeamLogo, 'logo', 'logo.teamName = job.teamName')
      .orderBy('job.datePosted', 'DESC');

  it('builds the same jobs and logos from raw rows as TypeORM’s entity hydration', async () => {
    const hydrated = (await page().getMany()) as Array<Job & { logo?: TeamLogo }>;
    const rows = new JobRows(dataSource);
    const raw = page();
    rows.select(raw);
    const mapped = rows.map(await raw.getRawMany());

    expect(mapped).toEqual(hydrated.map((job) => ({ ...job, logo: job.logo ?? null })));
    const [withLogo, withoutLogo] = mapped;
    expect(withLogo.datePosted).toBeInstanceOf(Date);
    expect(withLogo.datePosted.toISOString()).toBe('2026-10-02T12:30:00.000Z');
    expect(withLogo.isFeatured).toBe(true);
    expect(withLogo.logo?.isCustom).toBe(true);
    expect(withLogo.logo?.customLogoUrl).toBe('/uploads/custom.png');
    expect(withoutLogo.logo).toBeNull();
    expect(withoutLogo.isActive).toBe(false);
    expect(withoutLogo.description).toBeNull();
    expect(withoutLogo.validThrough).toBeNull();
  });
});
