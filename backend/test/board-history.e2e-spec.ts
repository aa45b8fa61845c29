import request from 'supertest';
import { DataSource } from 'typeorm';
import { TeamsRepository } from '../src/teams/teams.repository';
import { JobExpirySweep } from '../src/jobs/expiry/job-expiry-sweep.service';
import { signUp, SignedIn } from './auth-helpers';
import { createTestApp, TEST_MODE } from './harness';
import { insertJobs } from './job-factory';

const DAY = 24 * 60 * 60 * 1000;
const TEAMS = ['Austin Armadillos', 'Portland Lumberjacks'];
const TITLES = [
  'Linebackers Coach',
  'Data Scientist, Football Analytics',
  'Community Relations Intern',
];

/** Jobs of the given teams and titles, in a steady mix. */
const jobsLike = (count: number, extra: Record<string, unknown> = {}) =>
  Array.from({ length: count }, (_, i) => ({
    teamName: TEAMS[i % TEAMS.length],
    positionTitle: TITLES[i % TITLES.length],
    location: i % 2 ? 'Austin, TX' : 'Portland, OR',
    ...extra,
  }));

/** What a visitor and a member read of the live board (the feed without its build time). */
async function liveBoard(server: Parameters<typeof request>[0], member: SignedIn) {
  const paths = [
    '/api/jobs?limit=50',
    '/api/jobs?limit=5&offset=5',
    '/api/jobs?limit=50&sort=closing',
    '/api/jobs?limit=50&position=coach',
    '/api/jobs?limit=50&location=tx&teamName=austin',
    '/api/jobs?limit=50&department=coaching',
    '/api/jobs?limit=50&level=senior',
    '/api/jobs/facets',
    '/api/jobs/facets?position=data',
  ];
  const answers: Record<string, unknown> = {};
  for (const path of paths) {
    const res = await member.agent.get(path).expect(200);
    answers[path] = { body: res.body, total: res.headers['x-total-count'] };
  }
  for (const path of ['/api/stats', '/api/teams', '/api/jobs/featured']) {
    answers[path] = (await request(server).get(path).expect(200)).body;
  }
  for (const team of answers['/api/teams'] as Array<{ slug: string }>) {
    const path = `/api/teams/${team.slug}`;
    answers[path] = (await request(server).get(path).expect(200)).body;
  }
  for (const path of ['/sitemap.xml', '/sitemaps/jobs-1.xml', '/jobs/feed.xml']) {
    const text = (await request(server).get(path).expect(200)).text;
    answers[path] = text.replace(/<lastBuildDate>.*?<\/lastBuildDate>/, '');
  }
  return answers;
}

describe(`the live board does not change when history rows are added (${TEST_MODE})`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let member: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://careers.example.com' });
    member = await signUp(t.server);
    // The teams, as the CSV import makes them for the jobs it brings.
    await t.app.get(DataSource).transaction((manager) =>
      new TeamsRepository().createMissing(
        manager,
        TEAMS.map((name, i) => ({ name, location: i ? 'Portland, OR' : 'Austin, TX' })),
      ),
    );
  });
  afterAll(() => t?.close());

  it('answers every board request the same with closed and inactive jobs of the same teams', async () => {
    await insertJobs(t.app, [...jobsLike(24), ...jobsLike(3, { isFeatured: true })]);
    const before = await liveBoard(t.server, member);
    expect((before['/api/teams'] as unknown[]).length).toBeGreaterThan(0);

    const past = new Date(Math.floor((Date.now() - 30 * DAY) / 1000) * 1000);
    await insertJobs(t.app, [
      ...jobsLike(30, { validThrough: past, datePosted: new Date(past.getTime() - 10 * DAY) }),
      ...jobsLike(30, { isActive: false }),
      ...jobsLike(3, { isActive: false, isFeatured: true }),
    ]);
    expect(await liveBoard(t.server, member)).toEqual(before);
    // The sweep marks the closed ones: still nothing changes on the board.
    await t.app.get(JobExpirySweep).run();
    expect(await liveBoard(t.server, member)).toEqual(before);
  });
});
