import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type Redis from 'ioredis';
import { READ_CACHE_PREFIX } from '../src/cache/read-cache-keys';
import { ReadCache } from '../src/cache/read-cache.service';
import { JobListing } from '../src/jobs/board/job-listing.entity';
import { JobListingCountsRepository } from '../src/jobs/board/job-listing-counts.repository';
import { Job } from '../src/jobs/job.entity';
import { CandidatePages, SortedPage } from '../src/jobs/board/candidate-pages';
import { LateOrderedPages } from '../src/jobs/board/late-ordered-pages';
import { CommonWordSearch } from '../src/jobs/board/common-word-search';
import { OrderDepths } from '../src/jobs/board/order-depths';
import {
  JobSearchIndex,
  MAX_CANDIDATES,
  MAX_OLD_WORD_CANDIDATES,
} from '../src/jobs/search-index/job-search-index';
import {
  JobSearchPosting,
  UNKNOWN_POSTED,
} from '../src/jobs/search-index/job-search-posting.entity';
import { JobWriter } from '../src/jobs/writer/job-writer.service';
import { REDIS } from '../src/redis/redis.module';
import { signInAsAdmin, signUp, SignedIn } from './auth-helpers';
import { createTestApp, TEST_MODE } from './harness';

const HEADER = 'team_name,position_title,location,apply_url,date_posted,is_active';

/** [team, title, location, active] of the searched set; every URL is unique. */
const JOBS: Array<[string, string, string, boolean?]> = [
  ['Orlando Thunder', 'Harbormaster of Game Day Logistics', 'Orlando, FL'],
  ['Orlando Thunder', 'Linebackers Coach', 'Orlando, FL'],
  ['Orlando Thunder', 'Offensive Line Coach', 'Orlando, FL'],
  ['St. Louis Riverhawks', 'Office Coach', 'St. Louis, MO'],
  ['St. Louis Riverhawks', 'José Martínez Scout', 'St. Louis, MO'],
  ['Austin Armadillos', 'Jose Scout', 'Austin, TX'],
  ['Austin Armadillos', 'JOSÉ Analyst', 'Austin, TX'],
  ['Austin Armadillos', 'Head Coach (100% remote)', 'Austin, TX'],
  ['Austin Armadillos', '50_50 Raffle Manager', 'Austin, TX'],
  ['Austin Armadillos', 'a_b Tester!', 'Austin, TX'],
  ['Houston Gamblers', 'C++ Developer', 'Houston, TX'],
  ['Houston Gamblers', 'X-Ray Technician', 'Houston, TX'],
  ['Houston Gamblers', 'Co-Ordinator, Grade 3', 'São Paulo, BR'],
  ['Zürich Lions', 'Straße Manager', 'Zürich, CH'],
  ['Zürich Lions', 'İstanbul Liaison', 'İstanbul, TR'],
  ['Zürich Lions', 'ΣΟΦΙΑ Analyst 2026', 'Athens, GR'],
  // Off the board: a matching term must not count them.
  ['Orlando Thunder', 'Harbormaster Assistant', 'Orlando, FL', false],
  ['Orlando Thunder', 'Harbormaster Deputy', 'Orlando, FL'], // closed in beforeEach
];

const TERMS = [
  'harbormaster',
  'HARBOR',
  'zzzz-nothing',
  'coach',
  'e coa',
  'line coach',
  'ach',
  'o',
  'e',
  'José',
  'jose',
  'JOSE',
  'josé',
  'martínez scout',
  '%',
  '_',
  '!',
  '100%',
  '50_50',
  'a_b',
  'tester!',
  'st. louis',
  'louis, mo',
  'tx',
  ' tx ',
  '2026',
  '3',
  'straße',
  'strasse',
  'İstanbul',
  'istanbul',
  'σοφια',
  'c++',
  'x-ray',
  'co-ordinator',
  'ordinator',
  'o, gr',
];

const csvLine = (
  [team, title, location, active = true]: (typeof JOBS)[number],
  i: number,
  posted = '2026-11-01',
) =>
  [team, title, location, `https://jobs.example.com/search/${i}`, posted, active]
    .map((cell) => `"${String(cell).replace(/"/g, '""')}"`)
    .join(',');

describe(`job search through the word index (${TEST_MODE})`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: SignedIn;
  let member: SignedIn;
  let index: JobSearchIndex;

  const upload = (lines: string[]) =>
    admin.agent
      .post('/api/admin/upload-csv')
      .attach('csvFile', Buffer.from([HEADER, ...lines].join('\n')), 'jobs.csv')
      .expect(200);

  /** Every listed match (ids in board order), its count from a full page, and the facet total. */
  async function search(query: Record<string, string>) {
    await t.app.get(ReadCache).invalidate(['jobs']);
    const list = await member.agent
      .get('/api/jobs')
      .query({ ...query, limit: 200 })
      .expect(200);
    const page = await member.agent
      .get('/api/jobs')
      .query({ ...query, limit: 1 })
      .expect(200);
    const facets = await member.agent.get('/api/jobs/facets').query(query).expect(200);
    return {
      ids: (list.body as Array<{ id: string }>).map((j) => j.id),
      total: Number(page.headers['x-total-count']),
      facetTotal: (facets.body as { total: number }).total,
      departments: facets.body.department as unknown,
    };
  }

  /** The same search with the index out of the way: the board's plain LIKE scan. */
  async function scan(query: Record<string, string>) {
    return plainly(() => search(query));
  }

  /**
   * `read` on the board's plain walk: no word index and no words' date, and with `noShortWalk`
   * no shorter walk of the first listings before it either.
   */
  async function plainly<T>(read: () => Promise<T>, noShortWalk = false): Promise<T> {
    const spies: Array<{ mockRestore(): void }> = [
      jest.spyOn(index, 'candidates').mockResolvedValue(null),
      jest.spyOn(index, 'newestPosted').mockResolvedValue(null),
    ];
    if (noShortWalk) {
      const words = t.app.get(CommonWordSearch) as unknown as {
        walkOfFirstListings: () => Promise<null>;
      };
      spies.push(jest.spyOn(words, 'walkOfFirstListings').mockResolvedValue(null));
    }
    try {
      return await read();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }

  async function expectSameAsScan(query: Record<string, string>) {
    const indexed = await search(query);
    expect({ query, ...indexed }).toEqual({ query, ...(await scan(query)) });
    expect(indexed.ids).toHaveLength(Math.min(indexed.total, 200));
    expect(indexed.facetTotal).toBe(indexed.total);
    return indexed;
  }

  const titlesOf = async (ids: string[]) => {
    const rows: Array<{ id: string; positionTitle: string }> = await t.app
      .get(DataSource)
      .query('SELECT id, positionTitle FROM jobs');
    const byId = new Map(rows.map((r) => [r.id, r.positionTitle]));
    return ids.map((id) => byId.get(id)).sort();
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAsAdmin(t.app, t.server);
    member = await signUp(t.server);
    index = t.app.get(JobSearchIndex);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await index.compactions(); // a search's compaction of word lists, still under way
    await admin.agent.delete('/api/admin/jobs/clear-all').expect(200);
    await upload(JOBS.map((job, i) => csvLine(job, i)));
    // Closed by its date (in the job and its board listing), not yet marked by the sweep.
    for (const entity of [Job, JobListing]) {
      await t.app
        .get(DataSource)
        .getRepository(entity)
        .update({ positionTitle: 'Harbormaster Deputy' }, { validThrough: new Date('2020-01-01') });
    }
  });

  it('answers every term in every field as the plain scan does', async () => {
    for (const term of TERMS) {
      for (const field of ['position', 'teamName', 'location']) {
        await expectSameAsScan({ [field]: term });
      }
    }
    await expectSameAsScan({ position: 'coach', location: 'tx' });
    await expectSameAsScan({ position: 'scout', teamName: 'louis', location: 'mo' });
    await expectSameAsScan({ position: 'harbormaster', location: 'tx' });
  });

  it('finds a rare word anywhere in a word, case-insensitively, and skips jobs off the board', async () => {
    expect(await titlesOf((await expectSameAsScan({ position: 'HARBOR' })).ids)).toEqual([
      'Harbormaster of Game Day Logistics',
    ]);
    expect(await titlesOf((await expectSameAsScan({ position: 'e coa' })).ids)).toEqual([
      'Offensive Line Coach',
      'Office Coach',
    ]);
    expect(await titlesOf((await expectSameAsScan({ position: 'harbormaster' })).ids)).toEqual([
      'Harbormaster of Game Day Logistics',
    ]);
    expect((await expectSameAsScan({ position: '50_50' })).ids).toHaveLength(1);
    expect((await expectSameAsScan({ position: 'a_b' })).ids).toHaveLength(1);
    expect((await expectSameAsScan({ position: '100%' })).ids).toHaveLength(1);
    expect((await expectSameAsScan({ position: 'zzzz-nothing' })).ids).toEqual([]);
    // MySQL's collation ignores accents; SQLite compares lower-cased text exactly.
    expect(await titlesOf((await expectSameAsScan({ position: 'jose' })).ids)).toEqual(
      TEST_MODE === 'mysql'
        ? ['JOSÉ Analyst', 'Jose Scout', 'José Martínez Scout']
        : ['Jose Scout'],
    );
    expect(await titlesOf((await expectSameAsScan({ position: 'José' })).ids)).toEqual(
      TEST_MODE === 'mysql'
        ? ['JOSÉ Analyst', 'Jose Scout', 'José Martínez Scout']
        : ['JOSÉ Analyst', 'José Martínez Scout'],
    );
  });

  it('narrows a selective term to its candidates and rules out a word found nowhere', async () => {
    const all = (await index.candidates({ positionTitle: 'harbormaster' }))?.ids;
    expect(all).toHaveLength(3); // the listed one and the two off the board
    expect((await index.candidates({ positionTitle: 'zzzz-nothing' }))?.ids).toEqual([]);
    expect((await index.candidates({ teamName: 'orlando nothing' }))?.ids).toEqual([]);
    // No letters or digits: nothing to look up, the scan decides.
    expect(await index.candidates({ positionTitle: '%' })).toBeNull();
    expect(await index.candidates({ positionTitle: ' - ' })).toBeNull();
  });

  it('follows a re-import that changes a title, and a clear-all', async () => {
    const line = (title: string) => csvLine(['Orlando Thunder', title, 'Orlando, FL'], 0); // the harbormaster's URL
    const postings = t.app.get(DataSource).getRepository(JobSearchPosting);
    const total = await postings.count();
    await upload(JOBS.map((job, i) => csvLine(job, i))); // unchanged: nothing is written
    expect(await postings.count()).toBe(total);

    await upload([line('Lighthouse Keeper')]);
    // One list per word the job gained; it stays filed under its old words (extra candidates).
    expect(await postings.count()).toBe(total + 2);
    expect((await expectSameAsScan({ position: 'harbormaster' })).ids).toEqual([]);
    expect(await titlesOf((await expectSameAsScan({ position: 'lighthouse' })).ids)).toEqual([
      'Lighthouse Keeper',
    ]);
    await upload([line('Harbormaster Again')]);
    expect((await expectSameAsScan({ position: 'lighthouse' })).ids).toEqual([]);
    expect((await expectSameAsScan({ position: 'harbor' })).ids).toHaveLength(1);

    await admin.agent.delete('/api/admin/jobs/clear-all').expect(200);
    expect(await t.app.get(DataSource).getRepository(JobSearchPosting).count()).toBe(0);
    expect((await expectSameAsScan({ position: 'harbor' })).ids).toEqual([]);
    await upload(JOBS.map((job, i) => csvLine(job, i)));
    expect(await titlesOf((await expectSameAsScan({ position: 'harbor' })).ids)).toEqual([
      'Harbormaster Deputy', // open again: the beforeEach closed the one that was deleted
      'Harbormaster of Game Day Logistics',
    ]);
  });

  it('counts a word filed by more writes than MAX_CANDIDATES as over the limit, however few jobs each held', async () => {
    const ds = t.app.get(DataSource);
    const [{ hash }] = await ds.query(
      "SELECT hash FROM job_search_words WHERE LOWER(word) = 'harbormaster'",
    );
    const [{ id }] = await ds.query(
      "SELECT id FROM job_listings WHERE positionTitle = 'Harbormaster of Game Day Logistics'",
    );
    // More lists of the word, one job each, as jobs written one at a time file them.
    const file = async (lists: number) => {
      for (let done = 0; done < lists; done += 500) {
        const rows = Array.from({ length: Math.min(500, lists - done) }, () => [
          hash,
          randomUUID(),
          1,
          id,
        ]);
        await ds.query(
          `INSERT INTO job_search_postings (wordHash, batch, jobCount, jobIds) VALUES ${rows.map(() => '(?, ?, ?, ?)').join(', ')}`,
          rows.flat(),
        );
      }
    };
    const filed = await ds.getRepository(JobSearchPosting).sum('jobCount', {
      wordHash: Number(hash),
    });
    await file(MAX_CANDIDATES - Number(filed));
    // MAX_CANDIDATES ids filed, most in lists of their own: still a candidate list (the same
    // three jobs); one more list and the word is over the limit.
    expect((await index.candidates({ positionTitle: 'harbormaster' }))?.ids).toHaveLength(3);
    await file(1);
    expect(await index.candidates({ positionTitle: 'harbormaster' })).toBeNull();
    expect(await titlesOf((await expectSameAsScan({ position: 'harbormaster' })).ids)).toEqual([
      'Harbormaster of Game Day Logistics',
    ]);
  });

  it("gives the board a rare word's listed candidates only, however many closed jobs share it", async () => {
    // 250 jobs filed under the word, 240 of them off the board (history kept for its pages).
    const lines = Array.from({ length: 250 }, (_, i) =>
      csvLine(['Memphis Showboats', `Quartermaster ${i}`, 'Memphis, TN', i >= 240], 5000 + i),
    );
    await upload(lines);
    expect((await index.candidates({ positionTitle: 'quartermaster' }))?.ids).toHaveLength(250);
    const listed = await index.listedCandidates({ positionTitle: 'quartermaster' });
    expect(await titlesOf(listed!.ids)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Quartermaster ${240 + i}`).sort(),
    );
    const found = await expectSameAsScan({ position: 'quartermaster' });
    expect(found.total).toBe(10);
    // Fewer candidates than the check needs are given as filed.
    const few = await index.listedCandidates({ positionTitle: 'harbormaster' });
    expect(few).toEqual({ ids: expect.any(Array), newestFirst: false });
    expect(few!.ids).toHaveLength(3);
  });

  describe("a rare word's lists, once a search finds most of their jobs closed", () => {
    /**
     * 250 jobs under "quartermaster", 240 of them off the board and posted later than the others;
     * answers their ids by URL.
     */
    async function quartermasters() {
      const lines = Array.from({ length: 250 }, (_, i) =>
        csvLine(
          ['Memphis Showboats', `Quartermaster ${i}`, 'Memphis, TN', i >= 240],
          5000 + i,
          i >= 240 ? `2026-11-0${1 + (i % 3)}` : '2026-11-10',
        ),
      );
      // Three writes, so the word has lists of three writes.
      for (const part of [lines.slice(0, 100), lines.slice(100, 200), lines.slice(200)]) {
        await upload(part);
      }
      const rows: Array<{ id: string; positionTitle: string }> = await t.app
        .get(DataSource)
        .query("SELECT id, positionTitle FROM jobs WHERE positionTitle LIKE 'Quartermaster %'");
      return new Map(rows.map((row) => [row.positionTitle, row.id]));
    }

    const listsOfWord = async () => {
      const [{ hash }] = await t.app
        .get(DataSource)
        .query("SELECT hash FROM job_search_words WHERE LOWER(word) = 'quartermaster'");
      return t.app
        .get(DataSource)
        .getRepository(JobSearchPosting)
        .find({ where: { wordHash: Number(hash) } });
    };

    it('keeps only their listed jobs, in one list, after the search that found them', async () => {
      await quartermasters();
      expect(await listsOfWord()).toHaveLength(3);
      // A member's search (on MySQL, on the search's own time-limited connection).
      await t.app.get(ReadCache).invalidate(['jobs']);
      const res = await member.agent
        .get('/api/jobs')
        .query({ position: 'quartermaster', limit: 50 })
        .expect(200);
      expect(res.body).toHaveLength(10);
      await index.compactions();
      const lists = await listsOfWord();
      expect(lists).toHaveLength(1);
      expect(lists[0].jobCount).toBe(10);
      // Dated by the newest job it kept (to the end of its second), not by the closed ones.
      const newest = await t.app
        .get(DataSource)
        .getRepository(Job)
        .findOneByOrFail({ positionTitle: 'Quartermaster 242' });
      expect(lists[0].newestPosted.getTime()).toBe(newest.datePosted.getTime() + 1000);
      expect((await index.candidates({ positionTitle: 'quartermaster' }))!.ids.sort()).toEqual(
        (res.body as Array<{ id: string }>).map((job) => job.id).sort(),
      );
      // The board's answers are those of the scan, before a job comes back and after.
      expect((await expectSameAsScan({ position: 'quartermaster' })).total).toBe(10);
    });

    it('finds a job listed again, by an import or by hand, though the lists had dropped it', async () => {
      const ids = await quartermasters();
      await index.listedCandidates({ positionTitle: 'quartermaster' });
      await index.compactions();
      expect((await index.candidates({ positionTitle: 'quartermaster' }))?.ids).toHaveLength(10);
      // The same text, active again: the import writes no new word of it.
      await upload([csvLine(['Memphis Showboats', 'Quartermaster 3', 'Memphis, TN', true], 5003)]);
      await admin.agent
        .put(`/api/admin/jobs/${ids.get('Quartermaster 7')}/active`)
        .send({ isActive: true })
        .expect(200);
      const found = await expectSameAsScan({ position: 'quartermaster' });
      expect(found.total).toBe(12);
      expect(found.ids).toEqual(
        expect.arrayContaining([ids.get('Quartermaster 3'), ids.get('Quartermaster 7')]),
      );
      expect((await expectSameAsScan({ position: 'quartermaster 7' })).total).toBe(1);
      expect((await expectSameAsScan({ location: 'memphis', position: 'master 3' })).ids).toContain(
        ids.get('Quartermaster 3'),
      );
    });

    it('leaves one list when two compactions of the word run at once', async () => {
      await quartermasters();
      const [{ hash }] = await t.app
        .get(DataSource)
        .query("SELECT hash FROM job_search_words WHERE LOWER(word) = 'quartermaster'");
      // The one that finds the lists gone rolls back (MySQL); SQLite runs them in turn.
      const runs = await Promise.allSettled([
        index.compact([Number(hash)]),
        index.compact([Number(hash)]),
      ]);
      expect(runs.filter((run) => run.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
      const lists = await listsOfWord();
      expect(lists).toHaveLength(1);
      expect(lists[0].jobCount).toBe(10);
      // Dated by the newest job it kept (to the end of its second), not by the closed ones.
      const newest = await t.app
        .get(DataSource)
        .getRepository(Job)
        .findOneByOrFail({ positionTitle: 'Quartermaster 242' });
      expect(lists[0].newestPosted.getTime()).toBe(newest.datePosted.getTime() + 1000);
      expect((await expectSameAsScan({ position: 'quartermaster' })).total).toBe(10);
    });
  });

  describe('a word of many listed jobs', () => {
    /**
     * 300 jobs under "quartermaster" over 28 posting days; every tenth a coaching job. Each has
     * its own posting time, later down the file (the board's order must not rest on the order of
     * the ids an import gives).
     */
    const lines = Array.from({ length: 300 }, (_, i) =>
      [
        'Memphis Showboats',
        i % 10 === 3 ? `Quartermaster Coach ${i}` : `Quartermaster ${i}`,
        'Memphis, TN',
        `https://jobs.example.com/quartermaster/${i}`,
        `2026-10-${pad(1 + ((i * 11) % 28))}T${pad(Math.floor(i / 60))}:${pad(i % 60)}:00Z`,
        i % 7 !== 0,
      ]
        .map((cell) => `"${cell}"`)
        .join(','),
    );

    function pad(n: number) {
      return String(n).padStart(2, '0');
    }

    /** The page asked with the index and without it (the plain scan), and the page statements. */
    async function pageBothWays(query: Record<string, string | number | undefined>) {
      const ds = t.app.get(DataSource);
      const ask = async () => {
        await t.app.get(ReadCache).invalidate(['jobs']);
        const res = await member.agent.get('/api/jobs').query(query).expect(200);
        return (res.body as Array<{ id: string }>).map((j) => j.id);
      };
      const sent = jest.spyOn(ds, 'query');
      let indexed: string[];
      let pages: unknown[][];
      try {
        indexed = await ask();
        pages = sent.mock.calls.filter(([sql]) => /\bpage\b/.test(String(sql)));
      } finally {
        sent.mockRestore();
      }
      const skip = jest.spyOn(index, 'candidates').mockResolvedValue(null);
      try {
        return { indexed, scanned: await ask(), pages };
      } finally {
        skip.mockRestore();
      }
    }

    /** How many of the word's jobs a page statement was given. */
    const candidatesGiven = ([, parameters]: unknown[]) =>
      ((parameters as unknown[]) ?? []).filter(
        (p) => typeof p === 'string' && /^[0-9a-f-]{36}$/.test(p),
      ).length;

    beforeEach(() => upload(lines));

    it('keeps only the listed ones, newest posting date first', async () => {
      const listed = await index.listedCandidates({ positionTitle: 'quartermaster' });
      expect(listed!.newestFirst).toBe(true);
      expect(listed!.ids).toHaveLength(300 - 43);
      const rows: Array<{ id: string; datePosted: string | Date }> = await t.app
        .get(DataSource)
        .getRepository(JobListing)
        .createQueryBuilder('job')
        .select('job.id', 'id')
        .addSelect('job.datePosted', 'datePosted')
        .where('job.positionTitle LIKE :title', { title: 'Quartermaster%' })
        .orderBy('job.datePosted', 'DESC')
        .addOrderBy('job.id', 'DESC')
        .getRawMany();
      expect(listed!.ids).toEqual(rows.map((r) => r.id));
    });

    it('finds a newest-first page among the first candidates, as the scan finds it', async () => {
      for (const query of [
        { position: 'quartermaster', limit: 10 },
        { position: 'quartermaster', limit: 10, offset: 40 },
        { position: 'quartermaster', limit: 50 },
      ]) {
        const { indexed, scanned, pages } = await pageBothWays(query);
        expect({ query, indexed }).toEqual({ query, indexed: scanned });
        expect(indexed).toHaveLength(query.limit);
        // One page statement, given twice the page's depth of candidates, not all 257.
        expect(pages.map(candidatesGiven)).toEqual([2 * (query.limit + (query.offset ?? 0))]);
      }
    });

    it('looks the searched team up once however many parts it reads', async () => {
      const counts = t.app.get(JobListingCountsRepository);
      const lookups = jest.spyOn(counts, 'onlyTeamContaining');
      try {
        const query = {
          position: 'quartermaster',
          teamName: 'showboats',
          department: 'coaching',
          limit: 10,
        };
        const { indexed, scanned, pages } = await pageBothWays(query);
        expect(indexed).toEqual(scanned);
        expect(pages.map(candidatesGiven)).toEqual([20, 120]);
        // Once for the page with the index, once for the scan's.
        expect(lookups).toHaveBeenCalledTimes(2);
      } finally {
        lookups.mockRestore();
      }
    });

    it('reads on past the first candidates, as many as the share they matched calls for', async () => {
      for (const [query, given] of [
        // Coaching jobs are a tenth of the word's: 2 among the first 20 candidates, so the 8
        // missing are looked for among the next 8 / (2 / 20) × 1.5 = 120.
        [{ position: 'quartermaster', department: 'coaching', limit: 10 }, [20, 120]],
        // Skipping 10 coaching jobs: the first 30 candidates hold 3, and how many of the offset
        // they used is not known from an empty answer, so 120 from the start again; they hold
        // 11, the 10 skipped and 1 of the page, so the 4 missing are looked for among the next
        // 4 / (11 / 120) × 1.5 = 66.
        [
          { position: 'quartermaster', department: 'coaching', limit: 5, offset: 10 },
          [30, 120, 66],
        ],
        // Past the last page: twice its depth is more than every candidate.
        [{ position: 'quartermaster', limit: 50, offset: 250 }, [257]],
        // Soonest to close first: another order, so every candidate.
        [{ position: 'quartermaster', limit: 10, sort: 'closing' }, [257]],
      ] as const) {
        const { indexed, scanned, pages } = await pageBothWays(query);
        expect({ query, indexed }).toEqual({ query, indexed: scanned });
        expect({ query, given: pages.map(candidatesGiven) }).toEqual({ query, given });
      }
    });
  });

  it("asks the word index once for a search's page and its count, not for a repeat, and again after a write", async () => {
    const cache = t.app.get(ReadCache);
    // More than the 200 candidates from which the board checks which are listed: every listed
    // candidates list is kept, long or short.
    const lines = Array.from({ length: 250 }, (_, i) =>
      csvLine(['Memphis Showboats', `Quartermaster ${i}`, 'Memphis, TN'], 5000 + i),
    );
    await upload(lines);
    const asked = jest.spyOn(index, 'candidates');
    const firstPage = async () => {
      const res = await member.agent
        .get('/api/jobs')
        .query({ position: 'quartermaster', limit: 50 })
        .expect(200);
      expect(res.body).toHaveLength(50);
      return res.headers['x-total-count'];
    };
    try {
      // A full page, and its count not cached yet: both need the candidates. Without a cache
      // (MySQL without Redis) there is no version to tie them to, and each asks.
      await cache.invalidate(['jobs']);
      expect(await firstPage()).toBe('250');
      expect(asked).toHaveBeenCalledTimes(cache.enabled ? 1 : 2);
      // The same search again, by another member: its listed candidates are cached until a write.
      asked.mockClear();
      const other = await signUp(t.server);
      const again = await other.agent
        .get('/api/jobs')
        .query({ position: 'quartermaster', limit: 50 })
        .expect(200);
      expect(again.headers['x-total-count']).toBe('250');
      expect(asked).toHaveBeenCalledTimes(cache.enabled ? 0 : 2);
      // A write in between: the next request asks again and counts the new job.
      await upload([csvLine(['Memphis Showboats', 'Quartermaster 250', 'Memphis, TN'], 5250)]);
      asked.mockClear();
      expect(await firstPage()).toBe('251');
      expect(asked).toHaveBeenCalledTimes(cache.enabled ? 1 : 2);
    } finally {
      asked.mockRestore();
    }
  });

  it('shares a lookup within a request only while the version it read stays current', async () => {
    const cache = t.app.get(ReadCache);
    let loads = 0;
    const load = async () => ++loads;
    await cache.prefetched.run(async () => {
      // The version a request reads before it computes (a lookup of the cache, or on SQLite the
      // process's own version).
      await cache.get('jobs', 'a lookup', async () => 0);
      expect(await cache.oncePerRequest('jobs', 'answer', load)).toBe(1);
      expect(await cache.oncePerRequest('jobs', 'answer', load)).toBe(1);
      await cache.invalidate(['jobs']);
      await cache.get('jobs', 'a lookup', async () => 0);
      expect(await cache.oncePerRequest('jobs', 'answer', load)).toBe(cache.enabled ? 2 : 3);
    });
    // Another request computes its own.
    const before = loads;
    await cache.prefetched.run(() => cache.oncePerRequest('jobs', 'answer', load));
    expect(loads).toBe(before + 1);
  });

  it('falls back to the scan for a word shared by more than MAX_CANDIDATES jobs', async () => {
    const lines = Array.from({ length: MAX_CANDIDATES + 50 }, (_, i) =>
      csvLine(['Memphis Showboats', `Busy Coach ${i}`, 'Memphis, TN'], 1000 + i),
    );
    await upload(lines);
    expect(await index.candidates({ positionTitle: 'busy' })).toBeNull();
    expect((await index.candidates({ positionTitle: 'busy coach 2017' }))?.ids).toHaveLength(1);
    const busy = await expectSameAsScan({ position: 'busy' });
    expect(busy.total).toBe(MAX_CANDIDATES + 50);
    expect((await expectSameAsScan({ position: 'busy coach 2017' })).ids).toHaveLength(1);
    expect((await expectSameAsScan({ position: 'coach 204' })).ids).toHaveLength(11);
  });

  it('pages a word of more than MAX_CANDIDATES jobs, all older than the newest listings, from the word index', async () => {
    const words = t.app.get(CommonWordSearch);
    const late = t.app.get(LateOrderedPages);
    const candidatePages = t.app.get(CandidatePages);
    // Older: 2,050 pilots in Memphis, posted in September. Newer: 150 scouts, in Memphis too,
    // on the board a second earlier, so they close first too (a lifetime after arriving).
    await upload(
      Array.from({ length: 150 }, (_, i) =>
        csvLine(['Memphis Showboats', `Scout ${i}`, 'Memphis, TN'], 9000 + i),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1010 - (Date.now() % 1000)));
    await upload(
      Array.from({ length: MAX_CANDIDATES + 50 }, (_, i) =>
        csvLine(
          ['Memphis Showboats', `Harbor Pilot ${i}`, 'Memphis, TN'],
          5000 + i,
          `2026-09-${String((i % 28) + 1).padStart(2, '0')}`,
        ),
      ),
    );
    /** Pages of 10 (first, second, last), as ids. */
    const pages = async (query: Record<string, string>) => {
      await t.app.get(ReadCache).invalidate(['jobs']);
      const ids: string[][] = [];
      for (const offset of [0, 10, 2040]) {
        const res = await member.agent
          .get('/api/jobs')
          .query({ ...query, limit: 10, offset })
          .expect(200);
        ids.push((res.body as Array<{ id: string }>).map((j) => j.id));
      }
      return ids;
    };
    // Lists written before their dates were kept: the words' newest posting date is unknown, so
    // the board takes the paths below (a later test pages the word from its date).
    await t.app
      .get(DataSource)
      .getRepository(JobSearchPosting)
      .createQueryBuilder()
      .update()
      .set({ newestPosted: () => `'${UNKNOWN_POSTED}'` })
      .execute();
    /** The same pages by the plain walk: no word index, no shorter walk first. */
    const scanned = (query: Record<string, string>) => plainly(() => pages(query), true);
    /** Spies on a private method of the board's search paths. */
    const spyOnPrivate = (target: object, method: string) =>
      jest.spyOn(target as Record<string, () => Promise<unknown>>, method);
    // The board walks at most its 100 first listings (all scouts) before asking the index, which
    // picks the listed candidates out 500 at a time (in parts, put in order in the app).
    const depths = {
      newest: words.newestScanned,
      ordered: words.orderedScanned,
      listedPerRead: index.listedPerRead,
    };
    words.newestScanned = 100;
    words.orderedScanned = 100;
    index.listedPerRead = 500;
    const asked = jest.spyOn(index, 'candidates');
    try {
      const pilots = await pages({ position: 'pilot' });
      expect(asked).toHaveBeenCalledWith(
        expect.objectContaining({ positionTitle: 'pilot' }),
        MAX_OLD_WORD_CANDIDATES,
      );
      expect(pilots.map((page) => page.length)).toEqual([10, 10, 10]);
      expect(pilots).toEqual(await scanned({ position: 'pilot' }));
      expect(await titlesOf(pilots[0])).toEqual(
        Array.from({ length: 10 }, () => expect.stringMatching(/^Harbor Pilot \d+$/)),
      );

      // The walk that came up short is remembered until a job write: the same page again, or a
      // deeper one, goes straight to the index.
      const walks = jest.spyOn(
        words as unknown as { pageOfFirstListings: () => Promise<unknown> },
        'pageOfFirstListings',
      );
      const page = async (offset: number) =>
        (
          (
            await member.agent
              .get('/api/jobs')
              .query({ position: 'pilot', limit: 10, offset })
              .expect(200)
          ).body as Array<{ id: string }>
        ).map((j) => j.id);
      try {
        expect(await page(0)).toEqual(pilots[0]);
        expect(walks).toHaveBeenCalledTimes(1);
        walks.mockClear();
        // (Offset 2 walks as deep as offset 0: the walk's depth is at least 100 listings.)
        expect([await page(0), await page(2)]).toEqual([
          pilots[0],
          [...pilots[0].slice(2), ...pilots[1].slice(0, 2)],
        ]);
        expect(walks).not.toHaveBeenCalled();
        await t.app.get(ReadCache).invalidate(['jobs']);
        expect(await page(10)).toEqual(pilots[1]);
        expect(walks).toHaveBeenCalledTimes(1);
      } finally {
        walks.mockRestore();
      }

      // The other orders walk their first 100 listings too (all scouts, which close first; with
      // no pay at all, SQLite skips that walk), come up short and take the candidates, sorted in
      // the app: their pages are the plain walk's. Their keys are read by primary key, which
      // tells which candidates are listed, so the index does not check that first.
      for (const sort of ['closing', 'pay']) {
        // (`scanned` restores the index's method, this spy's with it.)
        const asking = jest.spyOn(index, 'candidates');
        const checking = jest.spyOn(index, 'listedCandidates');
        const sorted = await pages({ position: 'pilot', sort });
        expect(asking).toHaveBeenCalledWith(
          expect.objectContaining({ positionTitle: 'pilot' }),
          late.mostSorted,
        );
        expect(checking).not.toHaveBeenCalledWith(expect.anything(), late.mostSorted);
        checking.mockRestore();
        expect(sorted.map((page) => page.length)).toEqual([10, 10, 10]);
        expect(sorted).toEqual(await scanned({ position: 'pilot', sort }));
      }

      // A word with more jobs than newest first reads from the index (its limit lowered under
      // the 2,050 pilots): newest first reads the board from the word's first match, whose place
      // is kept until a job write; the other orders, which read more, take the candidates and
      // keep the sorted list. Where the index cannot give the word's jobs, they sort every match
      // read once from the board's index (kept too); past the most they sort, they walk.
      const limits = { candidates: words.oldWordCandidates, sorted: late.mostSorted };
      words.oldWordCandidates = 1000;
      const firstMatch = spyOnPrivate(words, 'readFirstMatch');
      const everyMatch = spyOnPrivate(late, 'readEveryMatch');
      const sortedMatches = spyOnPrivate(candidatePages, 'readSortedMatches');
      /**
       * The sorted orders' pages against the plain walk's, and the reads of their lists; `setUp`
       * runs before each order's pages (`scanned` restores the index's methods after its own).
       */
      const sortedPages = async (setUp = () => {}) => {
        const found: Record<string, { every: number; sorted: number }> = {};
        for (const sort of ['closing', 'pay']) {
          setUp();
          const before = {
            every: everyMatch.mock.calls.length,
            sorted: sortedMatches.mock.calls.length,
          };
          expect(await pages({ position: 'pilot', sort })).toEqual(
            await scanned({ position: 'pilot', sort }),
          );
          found[sort] = {
            every: everyMatch.mock.calls.length - before.every,
            sorted: sortedMatches.mock.calls.length - before.sorted,
          };
        }
        return found;
      };
      try {
        expect(await pages({ position: 'pilot' })).toEqual(pilots);
        expect(firstMatch).toHaveBeenCalledTimes(1);
        expect(await page(10)).toEqual(pilots[1]);
        expect(firstMatch).toHaveBeenCalledTimes(1);
        // The place outlives the 15 s of the board's other cached answers, since only a job write
        // makes it wrong: a repeat 20 s later starts there; five minutes later it is found anew.
        const redis = t.app.get<Redis | null>(REDIS);
        if (redis) {
          const kept = await redis.keys(`${READ_CACHE_PREFIX}:slot:jobs:first-match:*pilot*`);
          expect(kept).toHaveLength(1);
          expect(await redis.pttl(kept[0])).toBeGreaterThan(60_000);
        } else {
          const start = Date.now();
          const clock = jest.spyOn(Date, 'now');
          try {
            clock.mockImplementation(() => start + 20_000);
            expect(await page(10)).toEqual(pilots[1]);
            expect(firstMatch).toHaveBeenCalledTimes(1);
            clock.mockImplementation(() => start + 301_000);
            expect(await page(10)).toEqual(pilots[1]);
            expect(firstMatch).toHaveBeenCalledTimes(2);
          } finally {
            clock.mockRestore();
          }
        }
        // The three pages of each order sorted the list once.
        const once = { every: 0, sorted: 1 };
        expect(await sortedPages()).toEqual({ closing: once, pay: once });

        // The index unable to give the word's jobs to the orders that sort them.
        const candidates = index.candidates.bind(index);
        const noIndex = () =>
          jest
            .spyOn(index, 'candidates')
            .mockImplementation((terms, most) =>
              most === late.mostSorted ? Promise.resolve(null) : candidates(terms, most),
            );
        try {
          const fromBoard = { every: 1, sorted: 1 };
          expect(await sortedPages(noIndex)).toEqual({ closing: fromBoard, pay: fromBoard });
          late.mostSorted = 2000;
          const walked = { every: 1, sorted: 0 };
          expect(await sortedPages(noIndex)).toEqual({ closing: walked, pay: walked });
        } finally {
          jest.spyOn(index, 'candidates').mockRestore();
        }
      } finally {
        firstMatch.mockRestore();
        everyMatch.mockRestore();
        sortedMatches.mockRestore();
        words.oldWordCandidates = limits.candidates;
        late.mostSorted = limits.sorted;
      }

      // A word the newest listings match enough of: their walk fills the page.
      const askingAgain = jest.spyOn(index, 'candidates');
      const memphis = await pages({ location: 'memphis' });
      expect(askingAgain).toHaveBeenCalled();
      expect(askingAgain).not.toHaveBeenCalledWith(expect.anything(), MAX_OLD_WORD_CANDIDATES);
      expect(memphis).toEqual(await scanned({ location: 'memphis' }));
      expect(await titlesOf(memphis[0])).toEqual(
        Array.from({ length: 10 }, () => expect.stringMatching(/^Scout \d+$/)),
      );

      // The listing at the walk's depth is kept through job writes, since any listing's place
      // bounds a walk: after a newer pilot arrives, the pages are the plain walk's again without
      // reading that listing anew; once the time it is kept has passed, it is read again.
      const depthReads = jest.spyOn((words as unknown as { depths: OrderDepths }).depths, 'read');
      try {
        await upload([
          csvLine(['Memphis Showboats', 'Harbor Pilot Late', 'Memphis, TN'], 9990, '2026-11-20'),
        ]);
        const later = await pages({ position: 'pilot' });
        expect(await titlesOf([later[0][0]])).toEqual(['Harbor Pilot Late']);
        expect(depthReads).not.toHaveBeenCalled();
        expect(later).toEqual(await scanned({ position: 'pilot' }));

        const inAMinute = Date.now() + 61_000;
        const clock = jest.spyOn(Date, 'now').mockImplementation(() => inAMinute);
        try {
          expect(await pages({ position: 'pilot' })).toEqual(later);
        } finally {
          clock.mockRestore();
        }
        expect(depthReads).toHaveBeenCalled();
      } finally {
        depthReads.mockRestore();
      }
    } finally {
      asked.mockRestore();
      words.newestScanned = depths.newest;
      words.orderedScanned = depths.ordered;
      index.listedPerRead = depths.listedPerRead;
    }
  });
  it("pages an old common word from its newest posting date, through writes that move a job's date later", async () => {
    const words = t.app.get(CommonWordSearch);
    const late = t.app.get(LateOrderedPages);
    // Newer: 150 scouts posted on 1 November. Older: 2,050 pilots posted in September.
    await upload(
      Array.from({ length: 150 }, (_, i) =>
        csvLine(['Memphis Showboats', `Scout ${i}`, 'Memphis, TN'], 9000 + i),
      ),
    );
    await upload(
      Array.from({ length: MAX_CANDIDATES + 50 }, (_, i) =>
        csvLine(
          ['Memphis Showboats', `Harbor Pilot ${i}`, 'Memphis, TN'],
          5000 + i,
          `2026-09-${String((i % 28) + 1).padStart(2, '0')}`,
        ),
      ),
    );
    /** Pages of 10 (first, second, last), as ids, each a first request. */
    const pages = async (sort = 'newest') => {
      const ids: string[][] = [];
      for (const offset of [0, 10, 2040]) {
        await t.app.get(ReadCache).invalidate(['jobs']);
        const res = await member.agent
          .get('/api/jobs')
          .query({ position: 'pilot', limit: 10, offset, sort })
          .expect(200);
        ids.push((res.body as Array<{ id: string }>).map((j) => j.id));
      }
      return ids;
    };
    /** The same pages by the plain walk of the board from its newest listing. */
    const scanned = (sort = 'newest') => plainly(() => pages(sort), true);
    /**
     * The pages, and whether they read the word's candidates or walked from the board's top (the
     * first two pages: the last one's walk would pass the board's 2,200 listings, so the board
     * walks them all, as on any board smaller than a walk).
     */
    const fromDate = async () => {
      const candidates = jest.spyOn(index, 'listedCandidates');
      const walks = jest.spyOn(
        words as unknown as { walkOfFirstListings: (...args: unknown[]) => Promise<unknown> },
        'walkOfFirstListings',
      );
      try {
        const found = await pages();
        return {
          found,
          candidates: candidates.mock.calls.some(([, most]) => most === words.oldWordCandidates),
          fromTop: walks.mock.calls.some(([, , offset]) => offset !== 2040),
        };
      } finally {
        candidates.mockRestore();
        walks.mockRestore();
      }
    };
    const depths = { newest: words.newestScanned, ordered: words.orderedScanned };
    words.newestScanned = 100;
    words.orderedScanned = 100;
    try {
      // The first 100 listings from the pilots' newest date are all pilots: no candidates read.
      const pilots = await fromDate();
      expect(pilots).toEqual({ found: expect.any(Array), candidates: false, fromTop: false });
      expect(pilots.found.map((page) => page.length)).toEqual([10, 10, 10]);
      expect(pilots.found).toEqual(await scanned());
      expect(await titlesOf(pilots.found[0])).toEqual(
        Array.from({ length: 10 }, () => expect.stringMatching(/^Harbor Pilot \d+$/)),
      );

      // The date is kept until a job write: a repeat does not read the dictionary for it again.
      const dateReads = jest.spyOn(
        index as unknown as { readNewestPosted: () => Promise<unknown> },
        'readNewestPosted',
      );
      try {
        await t.app.get(ReadCache).invalidate(['jobs']);
        for (let i = 0; i < 2; i++) {
          await member.agent.get('/api/jobs').query({ position: 'pilot', limit: 10 }).expect(200);
        }
        expect(dateReads).toHaveBeenCalledTimes(1);
      } finally {
        dateReads.mockRestore();
      }

      // A first request reads the dictionary once, though it asks for the word's candidates and
      // then for its date ("closing soon" comes that way).
      const dictionaryReads = jest.spyOn(
        index as unknown as { hashesOfWordsContaining: () => Promise<unknown> },
        'hashesOfWordsContaining',
      );
      try {
        await t.app.get(ReadCache).invalidate(['jobs']);
        await member.agent
          .get('/api/jobs')
          .query({ position: 'pilot', limit: 10, sort: 'closing' })
          .expect(200);
        expect(dictionaryReads).toHaveBeenCalledTimes(1);
      } finally {
        dictionaryReads.mockRestore();
      }

      // "Closing soon" and "highest pay" (their walk of the first 100 listings, all scouts, comes
      // up short) find the pilots among the listings posted no later than that date: MySQL
      // sorts that range of the board's index. With more such listings than it sorts there
      // (lowered to 100), or on SQLite, they sort the first listings in their order from that
      // date, as they sort candidates. Neither reads the word's candidates nor every match.
      const sorting = jest.spyOn(t.app.get(CandidatePages), 'sorted');
      const dated = late.datedRange;
      try {
        for (const datedRange of [dated, 100]) {
          late.datedRange = datedRange;
          for (const sort of ['closing', 'pay']) {
            const lateMatches = jest.spyOn(
              late as unknown as { pageOfLateMatches: (...args: unknown[]) => Promise<unknown> },
              'pageOfLateMatches',
            );
            const walks = jest.spyOn(
              words as unknown as { pageOfFirstListings: (...args: unknown[]) => Promise<unknown> },
              'pageOfFirstListings',
            );
            sorting.mockClear();
            try {
              const found = await pages(sort);
              // Their walk (of the first two pages; SQLite skips the walk among jobs without
              // pay) is told the pilots' date: it passes over the newer scouts in the order's
              // index, reading none of their rows.
              const walked = sort === 'pay' && TEST_MODE === 'sqlite' ? 0 : 2;
              expect(walks.mock.calls.map((call) => call[6])).toEqual(
                Array.from({ length: walked }, () => expect.anything()),
              );
              expect(
                lateMatches.mock.calls.filter(([, page]) => (page as SortedPage).offset !== 2040),
              ).toEqual([]);
              expect(sorting.mock.calls.some(([, source]) => source.startsWith('from-date:'))).toBe(
                datedRange === 100 || TEST_MODE === 'sqlite',
              );
              expect(found.map((page) => page.length)).toEqual([10, 10, 10]);
              expect(found).toEqual(await scanned(sort));
            } finally {
              lateMatches.mockRestore();
              walks.mockRestore();
            }
          }
        }
      } finally {
        sorting.mockRestore();
        late.datedRange = dated;
      }

      // A job write of another word changes nothing of that: the next first request starts at
      // the same date.
      await upload([
        csvLine(['Memphis Showboats', 'Scout Late', 'Memphis, TN'], 9800, '2026-11-20'),
      ]);
      expect(await fromDate()).toEqual({ ...pilots, found: pilots.found });

      // A re-import that moves a pilot's date later, its text unchanged, files it afresh under
      // its words: the pages start with it.
      await upload([
        csvLine(['Memphis Showboats', 'Harbor Pilot 7', 'Memphis, TN'], 5007, '2026-11-25'),
      ]);
      const moved = await fromDate();
      // Its date is now among the first 100 listings': those are walked from the board's top, as
      // for any word with a job there, and hold too few pilots, so the candidates are read.
      expect(moved).toEqual({ found: expect.any(Array), candidates: true, fromTop: true });
      expect(await titlesOf([moved.found[0][0]])).toEqual(['Harbor Pilot 7']);
      expect(moved.found).toEqual(await scanned());

      // A new pilot dated later still, by another write path (the job writer's insert).
      await t.app.get(JobWriter).insert([
        {
          id: randomUUID(),
          teamName: 'Memphis Showboats',
          positionTitle: 'Harbor Pilot Newest',
          location: 'Memphis, TN',
          applyUrl: 'https://jobs.example.com/search/9900',
          datePosted: new Date('2026-11-26T12:00:00.600Z'),
        },
      ]);
      const inserted = await fromDate();
      expect(await titlesOf([inserted.found[0][0]])).toEqual(['Harbor Pilot Newest']);
      expect(inserted.found).toEqual(await scanned());
    } finally {
      words.newestScanned = depths.newest;
      words.orderedScanned = depths.ordered;
    }
  });
});
