import { dateWordLists } from '../src/database/migrations/date-word-lists';
import { postedSecond } from '../src/jobs/search-index/job-search-filing';
import { JobSearchIndex } from '../src/jobs/search-index/job-search-index';
import { TEST_MODE } from './harness';
import { migrateToJustBefore, useMigrationDatabase } from './migration-database';

/** Jobs that existed before the word index are filed by its migration. */
describe(`the JobSearchIndex migration (${TEST_MODE})`, () => {
  const database = useMigrationDatabase();

  it('files the words of existing jobs, in pages', async () => {
    // Undo JobSearchIndex and everything after it, insert jobs as they were, then migrate again.
    const ds = database();
    await migrateToJustBefore(ds, 'JobSearchIndex');

    const q = (name: string) => ds.driver.escape(name);
    const columns = ['id', 'teamName', 'positionTitle', 'location', 'applyUrl', 'applyUrlHash'];
    const count = 2500; // more than one page of the backfill
    for (let first = 0; first < count; first += 500) {
      const rows = Array.from({ length: Math.min(500, count - first) }, (_, k) => {
        const i = first + k;
        const title = i === 1234 ? 'Harbormaster' : `Scout ${i}`;
        return [
          `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          'Austin Armadillos',
          title,
          'Austin, TX',
          `https://jobs.example.com/${i}`,
          `hash-${i}`,
          i === 1234
            ? '2026-10-15 08:30:00'
            : `2026-11-${String((i % 28) + 1).padStart(2, '0')} 00:00:00`,
        ];
      });
      await ds.query(
        `INSERT INTO ${q('jobs')} (${[...columns, 'datePosted'].map(q).join(', ')}) VALUES ` +
          rows.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', '),
        rows.flat(),
      );
    }

    await ds.runMigrations();
    const index = new JobSearchIndex(ds);
    expect((await index.candidates({ positionTitle: 'harbor' }))?.ids).toEqual([
      '00000000-0000-4000-8000-000000001234',
    ]);
    expect((await index.candidates({ positionTitle: 'scout 2499' }))?.ids).toEqual([
      '00000000-0000-4000-8000-000000002499',
    ]);
    expect((await index.candidates({ location: 'zzz' }))?.ids).toEqual([]);
    const [{ n }]: Array<{ n: number | string }> = await ds.query(
      `SELECT SUM(${q('jobCount')}) AS n FROM ${q('job_search_postings')}`,
    );
    expect(Number(n)).toBe(count * 6 - 1); // "Scout N" 2 words ("Harbormaster" 1), team 2, place 2

    // Filed before lists had dates, the lists are dated from their jobs by a later migration on
    // SQLite, by the one-off after the rollout on MySQL (`npm run date-word-lists`; before it,
    // no word has a date): a word's newest date is its newest job's (to the end of that second).
    const newestOf = async (title: string) => {
      const [{ newest }]: Array<{ newest: Date | string }> = await ds.query(
        `SELECT MAX(${q('datePosted')}) AS newest FROM ${q('jobs')} WHERE ${q('positionTitle')} LIKE ?`,
        [title],
      );
      return postedSecond(newest) + 1;
    };
    if (TEST_MODE === 'mysql') {
      expect(await index.newestPosted({ positionTitle: 'harbormaster' })).toBeNull();
      const runner = ds.createQueryRunner();
      await dateWordLists(runner);
      await runner.release();
    }
    const bound = async (title: string) =>
      postedSecond((await index.newestPosted({ positionTitle: title })) as Date | string);
    expect(await bound('harbormaster')).toBe(await newestOf('Harbormaster'));
    expect(await bound('scout')).toBe(await newestOf('Scout %'));
    // A search's bound is its most selective piece's; a piece in no word matches nothing.
    expect(await bound('scout 1233')).toBe(await newestOf('Scout 1233'));
    expect(await index.newestPosted({ positionTitle: 'scout 1234' })).toBeUndefined();
    expect(await bound('scout')).toBeGreaterThan(await bound('harbormaster'));
  });
});
