import type { QueryRunner } from 'typeorm';
import { IndexedJob, JobSearchIndex } from '../../jobs/search-index/job-search-index';

/**
 * Data step of the JobSearchIndex migrations (both drivers): files the jobs that existed before
 * the word index, read in pages by id, as the import files new ones (decision 0083).
 */
export async function indexJobSearchWords(queryRunner: QueryRunner): Promise<void> {
  const q = (name: string) => queryRunner.connection.driver.escape(name);
  const index = new JobSearchIndex(queryRunner.connection);
  const page = 1000;
  let after = '';
  for (;;) {
    const rows: Array<IndexedJob & { id: string }> = await queryRunner.query(
      `SELECT ${['id', 'applyUrlHash', 'positionTitle', 'teamName', 'location'].map(q).join(', ')} FROM ${q('jobs')} WHERE ${q('id')} > ? ORDER BY ${q('id')} LIMIT ${page}`,
      [after],
    );
    if (!rows.length) return;
    await index.indexJobs(queryRunner.manager, rows);
    after = rows[rows.length - 1].id;
  }
}
