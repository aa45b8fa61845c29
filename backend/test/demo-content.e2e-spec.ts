import request from 'supertest';
import { DataSource } from 'typeorm';
import { Job } from '../src/jobs/job.entity';
import { JobSearchIndex } from '../src/jobs/search-index/job-search-index';
import { DemoSeedService } from '../src/seed/demo-seed.service';
import { createTestApp, TEST_MODE } from './harness';
import { startS3Server } from './s3-test-server';

const FOOTER_PAGES = ['about-us', 'contact', 'privacy-policy', 'terms-of-service'];

describe(`demo seed: texts, carousel images and footer pages (${TEST_MODE})`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    expect(await t.app.get(DemoSeedService).seedIfWanted()).toBe(true);
  });
  afterAll(() => t.close());

  it('seeds the homepage and jobs page texts', async () => {
    const home = await request(t.server).get('/api/admin/content/homepage').expect(200);
    expect(home.body.content.hero.title).toBeTruthy();
    expect(home.body.content.stats.successfulPlacements).toEqual(expect.any(Number));
    const jobs = await request(t.server).get('/api/admin/content/jobs').expect(200);
    expect(jobs.body.content.title).toBe('Football Jobs');
  });

  it('seeds three carousel images the project ships, served as small WebP files', async () => {
    const list = await request(t.server).get('/api/carousel-images').expect(200);
    expect(list.body).toHaveLength(3);
    expect(list.body.map((i: { sortOrder: string }) => i.sortOrder)).toEqual(['1', '2', '3']);
    for (const image of list.body) {
      expect(image.altText).toBeTruthy();
      const file = await request(t.server).get(image.imageUrl).expect(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect((file.body as Buffer).length).toBeLessThan(150 * 1024);
    }
  });

  it('seeds the standard footer pages with real text', async () => {
    const list = await request(t.server).get('/api/custom-pages').expect(200);
    const slugs = list.body.map((p: { slug: string }) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(FOOTER_PAGES));
    for (const slug of FOOTER_PAGES) {
      const page = await request(t.server).get(`/api/custom-pages/${slug}`).expect(200);
      expect(page.body).toMatchObject({ isActive: true, footerSection: 'company' });
      expect(page.body.content.length).toBeGreaterThan(600);
      expect(page.body.content).not.toMatch(/lorem ipsum/i);
      expect(page.body.content).not.toContain('\n');
    }
    const terms = await request(t.server).get('/api/custom-pages/terms-of-service').expect(200);
    expect(terms.body.content).toContain('newsletter');
  });

  it('files the demo jobs in the search index', async () => {
    const index = t.app.get(JobSearchIndex);
    const jobs = await t.app.get(DataSource).getRepository(Job).find();
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      for (const terms of [{ positionTitle: job.positionTitle }, { location: job.location }]) {
        expect((await index.candidates(terms))?.ids).toContain(job.id);
      }
    }
  });

  it('does not seed twice', async () => {
    expect(await t.app.get(DemoSeedService).seedIfWanted()).toBe(false);
  });
});

describe(`demo seed with STORAGE=s3 (${TEST_MODE})`, () => {
  it('stores the carousel images in the bucket', async () => {
    const s3 = await startS3Server();
    const t = await createTestApp({ ...s3.env, SEED_DEMO: 'true' });
    try {
      await t.app.get(DemoSeedService).seed();
      const list = await request(t.server).get('/api/carousel-images').expect(200);
      expect(list.body).toHaveLength(3);
      for (const image of list.body) {
        expect(image.imageUrl).toBe(`${s3.endpoint}/gridiron-test/${image.imagePath}.webp`);
        expect(await s3.exists(`${image.imagePath}.webp`)).toBe(true);
      }
    } finally {
      await t.close();
      await s3.close();
    }
  });
});
