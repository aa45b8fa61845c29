import type { QueryRunner } from 'typeorm';
import { IndexedJob, JobSearchFiling } from '../../jobs/search-index/job-search-filing';
import { pagesByKey } from '../pages-by-key';

/**
 * Data step of the JobSearchIndex migrations (both drivers): files the jobs that existed before
 * the word index, read in pages by id, as the import files new ones (decision 0083).
 */
export async function indexJobSearchWords(queryRunner: QueryRunner): Promise<void> {
  const index = new JobSearchFiling(queryRunner.connection);
  // The lists' dates came with a later migration: these lists have the unknown date.
  index.dated = false;
  for await (const rows of pagesByKey<IndexedJob & { id: string }>(queryRunner, 'jobs', 1000, [
    'applyUrlHash',
    'positionTitle',
    'teamName',
    'location',
  ]))
    await index.indexJobs(queryRunner.manager, rows);
}
