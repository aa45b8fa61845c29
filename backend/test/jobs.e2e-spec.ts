import request from 'supertest';
import { DataSource } from 'typeorm';
import { SiteContent } from '../src/content/site-content.entity';
import { TeamLogo } from '../src/team-logos/team-logo.entity';
import { Team } from '../src/teams/team.entity';
import { signInAsAdmin, signUp, SignedIn } from './auth-helpers';
import { createTestApp } from './harness';
import { insertJobs } from './job-factory';

describe('jobs board, admin switches and stats', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let member: SignedIn;
  let admin: SignedIn;

  const stats = async () => (await request(t.server).get('/api/stats').expect(200)).body;
  const clearBoard = () => admin.agent.delete('/api/admin/jobs/clear-all').expect(200);

  beforeAll(async () => {
    t = await createTestApp();
    member = await signUp(t.server);
    admin = await signInAsAdmin(t.app, t.server);
  });
  afterAll(() => t.close());
  beforeEach(() => clearBoard());

  describe('GET /api/jobs', () => {
    it('is for members only', async () => {
      await request(t.server).get('/api/jobs').expect(401);
    });

    it('lists active jobs newest first with the total in X-Total-Count', async () => {
      const [older, newer, hidden] = await insertJobs(t.app, [
        { positionTitle: 'Older', datePosted: new Date('2026-01-01T00:00:00Z') },
        { positionTitle: 'Newer', datePosted: new Date('2026-02-01T00:00:00Z') },
        { positionTitle: 'Hidden', datePosted: new Date('2026-03-01T00:00:00Z'), isActive: false },
      ]);
      const res = await member.agent.get('/api/jobs').expect(200);
      expect(res.headers['x-total-count']).toBe('2');
      expect(res.body.map((j: { id: string }) => j.id)).toEqual([newer.id, older.id]);
      expect(res.body.map((j: { id: string }) => j.id)).not.toContain(hidden.id);
      expect(res.body[0]).toEqual({
        id: newer.id,
        teamName: 'Austin Armadillos',
        positionTitle: 'Newer',
        location: 'Austin, TX',
        applyUrl: newer.applyUrl,
        description: null,
        datePosted: '2026-02-01T00:00:00.000Z',
        isFeatured: false,
        teamLogoUrl: null,
        teamInitials: 'AA',
        department: 'other',
        employmentType: null,
        level: null,
        workplaceType: null,
        remoteRegions: [],
      });
    });

    it('carries the team logo (custom over automatic) and initials from team_logos', async () => {
      const logos = t.app.get(DataSource).getRepository(TeamLogo);
      await logos.insert([
        {
          teamName: 'Portland Lumberjacks',
          initials: 'PL',
          logoUrl: 'https://cdn.example.com/pl.png',
          customLogoUrl: 'https://cdn.example.com/pl-custom.png',
          isCustom: true,
        },
        {
          teamName: 'Columbus Aviators',
          initials: 'CA',
          logoUrl: 'https://cdn.example.com/ca.png',
        },
      ]);
      await insertJobs(t.app, [
        { teamName: 'Portland Lumberjacks' },
        { teamName: 'Columbus Aviators' },
        { teamName: '' + 'Équipe Sans Logo' },
      ]);
      const res = await member.agent.get('/api/jobs').expect(200);
      const byTeam = Object.fromEntries(
        res.body.map((j: { teamName: string; teamLogoUrl: string; teamInitials: string }) => [
          j.teamName,
          [j.teamLogoUrl, j.teamInitials],
        ]),
      );
      expect(byTeam).toEqual({
        'Portland Lumberjacks': ['https://cdn.example.com/pl-custom.png', 'PL'],
        'Columbus Aviators': ['https://cdn.example.com/ca.png', 'CA'],
        'Équipe Sans Logo': [null, 'ESL'],
      });
      await logos.clear();
    });

    it('filters case-insensitively on every given field, all of them at once', async () => {
      await insertJobs(t.app, [
        { positionTitle: 'Head Coach', teamName: 'Austin Armadillos', location: 'Austin, TX' },
        {
          positionTitle: 'Assistant Coach',
          teamName: 'Portland Lumberjacks',
          location: 'Portland, OR',
        },
        { positionTitle: 'Data Scientist', teamName: 'Austin Armadillos', location: 'Austin, TX' },
      ]);
      const titles = async (query: Record<string, string>) => {
        const res = await member.agent.get('/api/jobs').query(query).expect(200);
        expect(res.headers['x-total-count']).toBe(String(res.body.length));
        return res.body.map((j: { positionTitle: string }) => j.positionTitle).sort();
      };
      expect(await titles({ position: 'COACH' })).toEqual(['Assistant Coach', 'Head Coach']);
      expect(await titles({ teamName: 'armadillos' })).toEqual(['Data Scientist', 'Head Coach']);
      expect(await titles({ position: 'coach', location: 'tx' })).toEqual(['Head Coach']);
      expect(await titles({ position: 'coach', teamName: 'lumber', location: 'OR' })).toEqual([
        'Assistant Coach',
      ]);
      expect(await titles({ position: '  ', teamName: '' })).toHaveLength(3);
      expect(await titles({ position: 'goalkeeper' })).toEqual([]);
    });

    it('takes %, _ and other SQL characters literally', async () => {
      await insertJobs(t.app, [
        { positionTitle: '100% Remote Scout' },
        { positionTitle: '1000 Yard Rusher Analyst' },
        { positionTitle: 'snake_case Engineer' },
        { positionTitle: 'snakeXcase Engineer' },
        { positionTitle: 'O\'Brien\'s "Quote" Desk; DROP TABLE jobs;--' },
        { positionTitle: 'Back\\slash [bracket] Lead!' },
      ]);
      const titles = async (position: string) =>
        (await member.agent.get('/api/jobs').query({ position }).expect(200)).body.map(
          (j: { positionTitle: string }) => j.positionTitle,
        );
      expect(await titles('100%')).toEqual(['100% Remote Scout']);
      expect(await titles('%')).toEqual(['100% Remote Scout']);
      expect(await titles('snake_case')).toEqual(['snake_case Engineer']);
      expect(await titles('_')).toEqual(['snake_case Engineer']);
      expect(await titles('o\'brien\'s "quote"')).toHaveLength(1);
      expect(await titles('; DROP TABLE jobs;--')).toHaveLength(1);
      expect(await titles('\\slash [bracket] lead!')).toHaveLength(1);
      expect(await titles('!')).toHaveLength(1);
      expect(await titles("' OR '1'='1")).toEqual([]);
      const all = await member.agent.get('/api/jobs').expect(200);
      expect(all.body).toHaveLength(6);
    });

    it('matches unicode case-insensitively and handles emoji', async () => {
      await insertJobs(t.app, [
        { teamName: 'Équipe Élan', positionTitle: 'Entraîneur Adjoint' },
        { teamName: 'Eagles 🦅', positionTitle: 'Mascot' },
        { teamName: 'Straße Stallions', positionTitle: 'Trainer' },
      ]);
      const teams = async (teamName: string) =>
        (await member.agent.get('/api/jobs').query({ teamName }).expect(200)).body.map(
          (j: { teamName: string }) => j.teamName,
        );
      expect(await teams('ÉQUIPE')).toEqual(['Équipe Élan']);
      expect(await teams('élan')).toEqual(['Équipe Élan']);
      expect(await teams('🦅')).toEqual(['Eagles 🦅']);
      expect(await teams('STRASSE')).toEqual([]);
      expect(await teams('straße')).toEqual(['Straße Stallions']);
    });

    it('finds a team search in the board order whether its words name one team or several', async () => {
      // The same day for all, so the order within it (newest id first) is what pages follow.
      const day = new Date(Date.UTC(2026, 2, 1));
      const jobs = await insertJobs(t.app, [
        { teamName: 'Austin Aces', positionTitle: 'Aces 1', datePosted: day },
        { teamName: 'AUSTIN ACES', positionTitle: 'Aces 2', datePosted: day },
        { teamName: 'Austin Armadillos', positionTitle: 'Armadillos 1', datePosted: day },
        { teamName: 'Austin Aces', positionTitle: 'Aces 3', datePosted: day },
        { teamName: 'Portland Lumberjacks', positionTitle: 'Lumberjacks 1', datePosted: day },
      ]);
      const newestFirst = (...titles: string[]) =>
        jobs
          .filter((j) => titles.includes(j.positionTitle))
          .sort((a, b) => (a.id < b.id ? 1 : -1))
          .map((j) => j.positionTitle);
      const page = async (teamName: string, offset = 0, limit = 50) => {
        const res = await member.agent
          .get('/api/jobs')
          .query({ teamName, offset, limit })
          .expect(200);
        return {
          titles: res.body.map((j: { positionTitle: string }) => j.positionTitle),
          total: Number(res.headers['x-total-count']),
        };
      };
      const aces = newestFirst('Aces 1', 'Aces 2', 'Aces 3');
      expect(await page('aces')).toEqual({ titles: aces, total: 3 });
      expect(await page('ACES', 0, 2)).toEqual({ titles: aces.slice(0, 2), total: 3 });
      expect(await page('aces', 2, 2)).toEqual({ titles: aces.slice(2), total: 3 });
      expect(await page('austin')).toEqual({
        titles: newestFirst('Aces 1', 'Aces 2', 'Armadillos 1', 'Aces 3'),
        total: 4,
      });
      expect(await page('lumberjacks')).toEqual({ titles: ['Lumberjacks 1'], total: 1 });
      expect(await page('austin aces portland')).toEqual({ titles: [], total: 0 });
    });

    it('answers 400 (not 500) for over-long terms and bad paging, naming the parameter', async () => {
      const long = 'x'.repeat(301);
      const res = await member.agent.get('/api/jobs').query({ position: long }).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(/position/);
      await member.agent
        .get('/api/jobs')
        .query({ position: 'x'.repeat(300) })
        .expect(200);
      await member.agent
        .get('/api/jobs')
        .query({ teamName: 'ü'.repeat(200) })
        .expect(200);
      for (const query of [{ limit: '0' }, { limit: '201' }, { limit: 'ten' }, { offset: '-1' }]) {
        const bad = await member.agent.get('/api/jobs').query(query).expect(400);
        expect(JSON.stringify(bad.body.message)).toMatch(Object.keys(query)[0]);
      }
      // A word is told it is not a number, not that it is out of a range it is not in.
      const word = await member.agent.get('/api/jobs').query({ limit: 'ten' }).expect(400);
      expect(word.body.message).toEqual(['limit must be an integer number']);
      await member.agent.get('/api/jobs?position=a&position=b').expect(400);
      await member.agent.get('/api/jobs').query({ unknown: '1' }).expect(400);
    });

    it('pages with limit (default 50, max 200) and offset; the total stays the whole match', async () => {
      await insertJobs(
        t.app,
        Array.from({ length: 205 }, (_, i) => ({
          positionTitle: `Scout ${String(i).padStart(3, '0')}`,
          datePosted: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
        })),
      );
      const first = await member.agent.get('/api/jobs').expect(200);
      expect(first.body).toHaveLength(50);
      expect(first.headers['x-total-count']).toBe('205');
      expect(first.body[0].positionTitle).toBe('Scout 204');

      const max = await member.agent.get('/api/jobs').query({ limit: 200 }).expect(200);
      expect(max.body).toHaveLength(200);
      const tail = await member.agent.get('/api/jobs').query({ limit: 200, offset: 200 });
      expect(tail.body.map((j: { positionTitle: string }) => j.positionTitle)).toEqual([
        'Scout 004',
        'Scout 003',
        'Scout 002',
        'Scout 001',
        'Scout 000',
      ]);
      expect(tail.headers['x-total-count']).toBe('205');
      const past = await member.agent.get('/api/jobs').query({ offset: 1000 }).expect(200);
      expect(past.body).toEqual([]);
      expect(past.headers['x-total-count']).toBe('205');
      const filtered = await member.agent
        .get('/api/jobs')
        .query({ position: 'scout 1', limit: 5, offset: 5 })
        .expect(200);
      expect(filtered.headers['x-total-count']).toBe('100');
      expect(filtered.body.map((j: { positionTitle: string }) => j.positionTitle)).toEqual([
        'Scout 194',
        'Scout 193',
        'Scout 192',
        'Scout 191',
        'Scout 190',
      ]);
    });

    it('answers each search of one shape with its own values, order and page', async () => {
      // The page's SQL text is kept per shape of search: values, facet lists of any length,
      // orders and pages must still each get their own answer.
      const day = (d: number) => new Date(Date.UTC(2026, 0, d));
      const [txOld, txNew, ca, caCoach, nv] = await insertJobs(t.app, [
        { location: 'Austin, TX', datePosted: day(1), validThrough: new Date('2030-01-01') },
        { location: 'Dallas, TX', datePosted: day(2), validThrough: new Date('2031-01-01') },
        { location: 'Oakland, CA', datePosted: day(3), department: 'medical' },
        { location: 'San Diego, CA', datePosted: day(4), department: 'coaching' },
        { location: 'Las Vegas, NV', datePosted: day(5), department: 'scouting' },
      ]);
      const ids = async (query: Record<string, unknown>) =>
        (await member.agent.get('/api/jobs').query(query).expect(200)).body.map(
          (j: { id: string }) => j.id,
        );
      expect(await ids({ location: 'tx' })).toEqual([txNew.id, txOld.id]);
      expect(await ids({ location: 'ca' })).toEqual([caCoach.id, ca.id]);
      expect(await ids({ location: 'tx', sort: 'closing' })).toEqual([txOld.id, txNew.id]);
      expect(await ids({ location: 'tx', limit: 1, offset: 1 })).toEqual([txOld.id]);
      expect(await ids({ location: 'tx', limit: 1, offset: 0 })).toEqual([txNew.id]);
      expect(await ids({ department: 'medical' })).toEqual([ca.id]);
      expect(await ids({ department: ['medical', 'scouting'] })).toEqual([nv.id, ca.id]);
      expect(await ids({ department: ['coaching', 'medical', 'scouting'] })).toEqual([
        nv.id,
        caCoach.id,
        ca.id,
      ]);
      expect(await ids({ department: 'medical' })).toEqual([ca.id]);
    });
  });

  describe('featured and active switches', () => {
    it('show in the public featured list, the board and the counts', async () => {
      const [a, b] = await insertJobs(t.app, [{ positionTitle: 'A' }, { positionTitle: 'B' }]);
      expect((await request(t.server).get('/api/jobs/featured').expect(200)).body).toEqual([]);

      const featured = await admin.agent
        .put(`/api/admin/jobs/${a.id}/featured`)
        .send({ isFeatured: true })
        .expect(200);
      expect(featured.body).toMatchObject({ id: a.id, isFeatured: true, isActive: true });
      let list = (await request(t.server).get('/api/jobs/featured').expect(200)).body;
      expect(list.map((j: { id: string }) => j.id)).toEqual([a.id]);
      expect(list[0]).toMatchObject({ positionTitle: 'A', isFeatured: true, teamInitials: 'AA' });
      expect(list[0]).not.toHaveProperty('isActive');

      const inactive = await admin.agent
        .put(`/api/admin/jobs/${a.id}/active`)
        .send({ isActive: false })
        .expect(200);
      expect(inactive.body).toMatchObject({ id: a.id, isFeatured: true, isActive: false });
      expect((await request(t.server).get('/api/jobs/featured').expect(200)).body).toEqual([]);
      const board = await member.agent.get('/api/jobs').expect(200);
      expect(board.body.map((j: { id: string }) => j.id)).toEqual([b.id]);
      expect(board.headers['x-total-count']).toBe('1');
      expect((await stats()).activeJobs).toBe(1);

      const adminList = await admin.agent.get('/api/admin/jobs').expect(200);
      expect(adminList.headers['x-total-count']).toBe('2');
      expect(
        adminList.body.map((j: { id: string; isActive: boolean }) => [j.id, j.isActive]),
      ).toEqual([
        [b.id, true],
        [a.id, false],
      ]);

      await admin.agent.put(`/api/admin/jobs/${a.id}/active`).send({ isActive: true }).expect(200);
      list = (await request(t.server).get('/api/jobs/featured').expect(200)).body;
      expect(list.map((j: { id: string }) => j.id)).toEqual([a.id]);
      expect((await stats()).activeJobs).toBe(2);
    });

    it('the legacy PUT /api/jobs/{id}/featured {featured} works for admins', async () => {
      const [job] = await insertJobs(t.app, [{}]);
      await member.agent.put(`/api/jobs/${job.id}/featured`).send({ featured: true }).expect(403);
      const res = await admin.agent
        .put(`/api/jobs/${job.id}/featured`)
        .send({ featured: true })
        .expect(200);
      expect(res.body).toMatchObject({ id: job.id, isFeatured: true });
      expect(res.body).not.toHaveProperty('isActive');
      const list = (await request(t.server).get('/api/jobs/featured').expect(200)).body;
      expect(list.map((j: { id: string }) => j.id)).toEqual([job.id]);
    });

    it('answers 404 for an unknown job and 400 for a bad id or body', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      const res = await admin.agent
        .put(`/api/admin/jobs/${unknown}/featured`)
        .send({ isFeatured: true })
        .expect(404);
      expect(res.body.message).toBe('Job not found');
      await admin.agent
        .put('/api/admin/jobs/not-a-uuid/active')
        .send({ isActive: true })
        .expect(400);
      const [job] = await insertJobs(t.app, [{}]);
      const bad = await admin.agent
        .put(`/api/admin/jobs/${job.id}/active`)
        .send({ isActive: 'yes' })
        .expect(400);
      expect(JSON.stringify(bad.body.message)).toMatch(/isActive/);
    });
  });

  describe('DELETE /api/admin/jobs/clear-all', () => {
    it('deletes every job and answers the count; on an empty board it answers 0', async () => {
      await insertJobs(t.app, [{}, {}, { isActive: false }]);
      const res = await admin.agent.delete('/api/admin/jobs/clear-all').expect(200);
      expect(res.body).toEqual({ deletedCount: 3 });
      expect((await admin.agent.get('/api/admin/jobs').expect(200)).body).toEqual([]);
      expect((await stats()).activeJobs).toBe(0);
      const again = await admin.agent.delete('/api/admin/jobs/clear-all').expect(200);
      expect(again.body).toEqual({ deletedCount: 0 });
    });

    it('is for admins only', async () => {
      await request(t.server).delete('/api/admin/jobs/clear-all').expect(401);
      await member.agent.delete('/api/admin/jobs/clear-all').expect(403);
    });
  });

  describe('GET /api/stats', () => {
    it('counts active jobs, teams and members; placements come from the homepage content', async () => {
      const ds = t.app.get(DataSource);
      const before = await stats();
      expect(before).toEqual({
        activeJobs: 0,
        partneredTeams: await ds.getRepository(Team).count(),
        successfulPlacements: 0,
        memberCount: 2,
      });

      await insertJobs(t.app, [{}, {}, { isActive: false }]);
      expect((await stats()).activeJobs).toBe(2);

      await signUp(t.server);
      expect((await stats()).memberCount).toBe(3);

      await ds.getRepository(SiteContent).save(
        ds.getRepository(SiteContent).create({
          pageId: 'homepage',
          content: { stats: { title: 'Numbers', successfulPlacements: 140 } },
        }),
      );
      expect((await stats()).successfulPlacements).toBe(140);
      await ds.getRepository(SiteContent).delete({ pageId: 'homepage' });
      expect((await stats()).successfulPlacements).toBe(0);
    });

    it('follow the admin screens: content edits, CSV imports, switches, user deletion, clear-all', async () => {
      const base = await stats();
      await admin.agent
        .put('/api/admin/content/homepage')
        .send({ content: { stats: { title: 'Numbers', successfulPlacements: 250 } } })
        .expect(200);
      expect((await stats()).successfulPlacements).toBe(250);

      const csv =
        'team_name,position_title,location,apply_url,date_posted\n' +
        'Brand New Club,Scout,Here,https://jobs.example.com/s1,2026-01-01\n' +
        'Brand New Club,Coach,Here,https://jobs.example.com/s2,2026-01-01\n';
      await admin.agent
        .post('/api/admin/upload-csv')
        .attach('csvFile', Buffer.from(csv), 'jobs.csv')
        .expect(200);
      expect(await stats()).toMatchObject({
        activeJobs: 2,
        partneredTeams: base.partneredTeams + 1,
      });

      const [job] = (await admin.agent.get('/api/admin/jobs').expect(200)).body;
      await admin.agent
        .put(`/api/admin/jobs/${job.id}/active`)
        .send({ isActive: false })
        .expect(200);
      expect((await stats()).activeJobs).toBe(1);

      const leaving = await signUp(t.server);
      expect((await stats()).memberCount).toBe(base.memberCount + 1);
      await admin.agent.delete(`/api/admin/users/${leaving.user.id}`).expect(204);
      expect((await stats()).memberCount).toBe(base.memberCount);

      await clearBoard();
      expect(await stats()).toMatchObject({
        activeJobs: 0,
        partneredTeams: base.partneredTeams + 1,
        successfulPlacements: 250,
      });
    });
  });
});
