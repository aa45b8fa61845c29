import { DataSource } from 'typeorm';
import { IndexingDelivery } from '../src/indexing/indexing-delivery.service';
import { SearchEngineNotice } from '../src/indexing/search-engine-notice.entity';
import { jobPath } from '../src/seo/job-url';
import { freshEnvironment, startApp, TEST_MODE, TEST_REDIS, TestApp, TestEnv } from './harness';
import { insertJobs } from './job-factory';
import { SearchEngineTestServer } from './search-engine-test-server';

const mode = `${TEST_MODE}${TEST_REDIS ? ' + Redis' : ''}`;

/**
 * Two replicas sending the same queue: each notice is claimed by one of them, so no URL is
 * sent twice, whether both look at the same moment or both run on their own timers.
 */
describe(`search-engine notices on two app instances (${mode})`, () => {
  const engine = new SearchEngineTestServer();
  let environment: TestEnv;
  let a: TestApp;
  let b: TestApp;
  const sent = () => engine.to('/indexnow').flatMap((p) => p.body.urlList as string[]);
  const pending = () => a.app.get(DataSource).getRepository(SearchEngineNotice).count();

  beforeAll(async () => {
    const origin = await engine.start();
    environment = await freshEnvironment({
      INDEXNOW_KEY: 'gridiron-two-replicas',
      INDEXNOW_ENDPOINT: `${origin}/indexnow`,
      INDEXING_BATCH_DELAY_MS: '0',
      INDEXING_POLL_MS: '50',
      INDEXING_RETRY_BASE_MS: '200',
    });
    a = await startApp(environment.env);
    b = await startApp(environment.env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await environment?.dispose();
    await engine.close();
  });

  it('sends every changed job once while both replicas poll and send', async () => {
    engine.delayMs = 150; // sends overlap: the other replica polls while one waits for its answer
    const jobs = [];
    for (let round = 0; round < 4; round++) {
      jobs.push(
        ...(await insertJobs(
          round % 2 ? b.app : a.app,
          Array.from({ length: 10 }, () => ({})),
        )),
      );
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    await engine.waitFor(() => sent().length >= jobs.length, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const urls = jobs.map((j) => `${a.config.publicUrl}${jobPath(j)}`);
    expect([...sent()].sort()).toEqual(urls.sort());
    expect(await pending()).toBe(0);
  });

  it('sends a batch once when both replicas claim at the same moment', async () => {
    engine.reset();
    engine.delayMs = 300;
    const jobs = await insertJobs(
      a.app,
      Array.from({ length: 25 }, () => ({})),
    );
    await Promise.all([a.app.get(IndexingDelivery).run(), b.app.get(IndexingDelivery).run()]);
    await engine.waitFor(() => sent().length >= jobs.length);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sent()).toHaveLength(jobs.length);
    expect(new Set(sent()).size).toBe(jobs.length);
  });
});
