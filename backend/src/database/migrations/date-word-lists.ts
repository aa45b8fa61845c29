import type { QueryRunner } from 'typeorm';
import { chunks } from '../../common/chunks';
import { listDate, postedSecond } from '../../jobs/search-index/job-search-filing';
import { placeholders } from '../placeholders';

/** Lists read per page, and job ids per lookup of their dates. */
const LISTS_PER_PAGE = 500;
const IDS_PER_READ = 1000;

/**
 * Dates the word lists written before lists had dates, each by the latest posting date its jobs
 * have now (decision 0267), so that old words get their bound rather than never (only a
 * compaction rewrites a list): a data step of the SQLite PostingNewestPosted migration, and on
 * MySQL a one-off after the rollout (`npm run date-word-lists`), once no replica of the release
 * before, which moves jobs' dates without filing them afresh, still writes. Safe beside this
 * release's writes: a job whose date a write moves later is filed afresh, dated, by that write,
 * and a list a compaction deleted meanwhile is no longer there to date. A list none of whose jobs
 * still exists is dated at the start of time (it holds no listed job). The lists are read in
 * pages by key, their jobs' dates by id, and each page's dates written in one statement (one
 * statement per list: 42 s for the 201,000 lists of 100,000 jobs, against 18 s).
 */
export async function dateWordLists(queryRunner: QueryRunner): Promise<void> {
  const q = (name: string) => queryRunner.connection.driver.escape(name);
  const [postings, wordHash, batch] = [q('job_search_postings'), q('wordHash'), q('batch')];
  const sqlite = queryRunner.connection.options.type === 'better-sqlite3';
  let after: { wordHash: number; batch: string } | null = null;
  for (;;) {
    const lists: Array<{ wordHash: number | string; batch: string; jobIds: string }> =
      await queryRunner.query(
        `SELECT ${wordHash} AS ${wordHash}, ${batch} AS ${batch}, ${q('jobIds')} AS ${q('jobIds')} ` +
          `FROM ${postings}` +
          (after ? ` WHERE ${wordHash} >= ? AND (${wordHash} > ? OR ${batch} > ?)` : '') +
          ` ORDER BY ${wordHash}, ${batch} LIMIT ${LISTS_PER_PAGE}`,
        after ? [after.wordHash, after.wordHash, after.batch] : [],
      );
    if (!lists.length) return;
    const posted = new Map<string, number>();
    const ids = [...new Set(lists.flatMap((list) => list.jobIds.split(',')))];
    for (const part of chunks(ids, IDS_PER_READ)) {
      const rows: Array<{ id: string; datePosted: Date | string }> = await queryRunner.query(
        `SELECT ${q('id')} AS ${q('id')}, ${q('datePosted')} AS ${q('datePosted')} FROM ${q('jobs')} WHERE ${q('id')} IN (${placeholders(part.length)})`,
        part,
      );
      for (const row of rows) posted.set(row.id, postedSecond(row.datePosted));
    }
    const dated = lists.map((list) => {
      let newest = 0;
      for (const id of list.jobIds.split(',')) newest = Math.max(newest, posted.get(id) ?? 0);
      return [Number(list.wordHash), list.batch, listDate(queryRunner.connection, newest)];
    });
    const values = dated.map(() => `SELECT ? AS ${q('h')}, ? AS ${q('b')}, ? AS ${q('d')}`);
    const dates = `(${values.join(' UNION ALL ')}) ${q('v')}`;
    const same = (table: string) =>
      `${table}.${wordHash} = ${q('v')}.${q('h')} AND ${table}.${batch} = ${q('v')}.${q('b')}`;
    await queryRunner.query(
      sqlite
        ? `UPDATE ${postings} SET ${q('newestPosted')} = ${q('v')}.${q('d')} FROM ${dates} WHERE ${same(postings)}`
        : `UPDATE ${postings} ${q('p')} JOIN ${dates} ON ${same(q('p'))} SET ${q('p')}.${q('newestPosted')} = ${q('v')}.${q('d')}`,
      dated.flat(),
    );
    const last = lists[lists.length - 1];
    after = { wordHash: Number(last.wordHash), batch: last.batch };
  }
}
