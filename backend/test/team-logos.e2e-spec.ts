import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { TeamLogo } from '../src/team-logos/team-logo.entity';
import { Team } from '../src/teams/team.entity';
import { signInAsAdmin, SignedIn } from './auth-helpers';
import { createTestApp, TEST_MODE } from './harness';
import { fixture, issueUpload, putLocal } from './upload-helpers';

const UNICODE_TEAM = 'Zürich Bären / Ost 🏈';

describe(`team logos (${TEST_MODE})`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAsAdmin(t.app, t.server);
    const ds = t.app.get(DataSource);
    await ds.getRepository(TeamLogo).insert([
      { teamName: 'Austin Armadillos', initials: 'AA', level: 'Professional', isCustom: false },
      { teamName: UNICODE_TEAM, initials: null, level: null, isCustom: false },
    ]);
    // A team known only from the teams table (its logo row is made when first edited).
    await ds.getRepository(Team).insert({
      name: 'Portland Lumberjacks',
      initials: 'PL',
      level: 'Professional',
      location: 'Portland, OR',
      logoUrl: null,
    });
  });
  afterAll(() => t.close());

  const logoPath = (name: string) => `/api/team-logo/${encodeURIComponent(name)}`;
  const adminPath = (name: string) => `/api/admin/team-logos/${encodeURIComponent(name)}`;

  it('answers a team logo to anyone, by URL-encoded name; unknown names 404', async () => {
    const res = await request(t.server).get(logoPath('Austin Armadillos')).expect(200);
    expect(res.body).toMatchObject({
      teamName: 'Austin Armadillos',
      initials: 'AA',
      level: 'Professional',
      logoUrl: null,
      customLogoUrl: null,
      isCustom: false,
    });
    const unicode = await request(t.server).get(logoPath(UNICODE_TEAM)).expect(200);
    // Without stored initials, the first letters of the name's words (docs/product.md#team-initials).
    expect(unicode.body).toMatchObject({ teamName: UNICODE_TEAM, initials: 'ZBO' });
    const unknown = await request(t.server).get(logoPath('Nobody FC')).expect(404);
    expect(unknown.body.message).toBe("No team named 'Nobody FC'");
  });

  it('lists every team logo for admins, by name', async () => {
    const res = await admin.agent.get('/api/admin/team-logos').expect(200);
    expect(res.body.map((l: { teamName: string }) => l.teamName)).toEqual([
      'Austin Armadillos',
      UNICODE_TEAM,
    ]);
    await request(t.server).get('/api/admin/team-logos').expect(401);
  });

  it('edits initials and level', async () => {
    const res = await admin.agent
      .put(adminPath(UNICODE_TEAM))
      .send({ initials: 'zb', level: 'Semi-pro' })
      .expect(200);
    expect(res.body).toMatchObject({ initials: 'ZB', level: 'Semi-pro', isCustom: false });
    const bad = await admin.agent.put(adminPath(UNICODE_TEAM)).send({ initials: 'TOO-LONG' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['initials must be 1-4 letters or digits']);
    await admin.agent.put(adminPath('Nobody FC')).send({ level: 'x' }).expect(404);
  });

  it('makes the logo row of a team that has none when it is first edited', async () => {
    const res = await admin.agent
      .put(adminPath('Portland Lumberjacks'))
      .send({ level: 'Professional' })
      .expect(200);
    expect(res.body).toMatchObject({ teamName: 'Portland Lumberjacks', initials: 'PL' });
  });

  it('sets a custom logo through the upload flow; replacing or removing it deletes the old file', async () => {
    const first = await issueUpload(admin.agent, 'armadillo.png', 'team-logos');
    expect(first.imagePath).toMatch(/^team-logo\/[0-9a-f-]{36}$/);
    await putLocal(t.server, first.uploadUrl, fixture('field.png')).expect(204);
    const set = await admin.agent
      .put(adminPath('Austin Armadillos'))
      .send({ imagePath: first.imagePath })
      .expect(200);
    expect(set.body).toMatchObject({
      customLogoUrl: `/uploads/${first.imagePath}.png`,
      isCustom: true,
      initials: 'AA',
    });
    const served = await request(t.server).get(set.body.customLogoUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    const publicView = await request(t.server).get(logoPath('Austin Armadillos')).expect(200);
    expect(publicView.body.customLogoUrl).toBe(set.body.customLogoUrl);

    // The same upload cannot serve a second team, nor a carousel image.
    const reuse = await admin.agent
      .put(adminPath(UNICODE_TEAM))
      .send({ imagePath: first.imagePath });
    expect(reuse.status).toBe(409);
    const carousel = await admin.agent
      .post('/api/admin/carousel-images')
      .send({ imagePath: first.imagePath });
    expect(carousel.status).toBe(400);

    const second = await issueUpload(admin.agent, 'armadillo-2.jpg', 'team-logos');
    await putLocal(t.server, second.uploadUrl, fixture('field.jpg'), 'image/jpeg').expect(204);
    const replaced = await admin.agent
      .put(adminPath('Austin Armadillos'))
      .send({ imagePath: second.imagePath })
      .expect(200);
    expect(replaced.body.customLogoUrl).toBe(`/uploads/${second.imagePath}.jpg`);
    const uploads = join(t.environment.dataDir, 'uploads');
    expect(existsSync(join(uploads, `${first.imagePath}.png`))).toBe(false);
    expect(existsSync(join(uploads, `${second.imagePath}.jpg`))).toBe(true);

    const removed = await admin.agent
      .put(adminPath('Austin Armadillos'))
      .send({ imagePath: null })
      .expect(200);
    expect(removed.body).toMatchObject({ customLogoUrl: null, isCustom: false });
    expect(existsSync(join(uploads, `${second.imagePath}.jpg`))).toBe(false);
  });

  it('refuses a forged imagePath', async () => {
    const res = await admin.agent
      .put(adminPath('Austin Armadillos'))
      .send({ imagePath: 'team-logo/00000000-0000-4000-8000-000000000000' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('upload this server issued for team logos');
  });
});
