import request from 'supertest';
import { createTestApp } from './harness';

const INTEGRATOR = 'https://partner.example.org';

describe('CORS: other origins read public routes without credentials', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: `${INTEGRATOR}, https://other.example.net/` });
  });
  afterAll(() => t.close());

  it('lets a listed origin read a public route, with the paging and request id headers', async () => {
    const res = await request(t.server)
      .get('/api/jobs/featured')
      .set('Origin', INTEGRATOR)
      .expect(200);
    expect(res.headers['access-control-allow-origin']).toBe(INTEGRATOR);
    expect(res.headers['access-control-expose-headers']).toContain('X-Request-Id');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers a preflight with 204: allow headers for a listed origin only', async () => {
    const listed = await request(t.server)
      .options('/api/jobs/featured')
      .set('Origin', 'https://other.example.net')
      .set('Access-Control-Request-Method', 'GET')
      .expect(204);
    expect(listed.headers['access-control-allow-origin']).toBe('https://other.example.net');
    expect(listed.headers['access-control-allow-methods']).toBe('GET,HEAD');

    const foreign = await request(t.server)
      .options('/api/admin/users')
      .set('Origin', 'https://attacker.example.com')
      .set('Access-Control-Request-Method', 'DELETE')
      .expect(204);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives an unlisted origin no CORS headers, and still refuses its writes', async () => {
    const read = await request(t.server)
      .get('/api/stats')
      .set('Origin', 'https://attacker.example.com')
      .expect(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    await request(t.server).post('/api/logout').set('Origin', INTEGRATOR).expect(403);
  });
});

describe('CORS by default: no origin is listed', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a preflight answers 204 without allow headers, never 404', async () => {
    const res = await request(t.server)
      .options('/api/jobs')
      .set('Origin', INTEGRATOR)
      .set('Access-Control-Request-Method', 'GET')
      .expect(204);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
