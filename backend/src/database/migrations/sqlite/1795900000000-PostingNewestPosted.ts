import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dateWordLists } from '../date-word-lists';

/**
 * Each word list's newest posting date (JobSearchPosting.newestPosted), in the index a search
 * reads a word's counts from, so that it also finds a word's newest date in one seek; the lists
 * written before are dated from their jobs (dateWordLists: the embedded default runs one
 * process, so no writer of the previous release moves a job's date meanwhile).
 */
export class PostingNewestPosted1795900000000 implements MigrationInterface {
  name = 'PostingNewestPosted1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "job_search_postings" ADD "newestPosted" datetime NOT NULL DEFAULT ('9999-12-31 23:59:59')`,
    );
    await dateWordLists(queryRunner);
    await queryRunner.query(
      `CREATE INDEX "IDX_job_search_postings_newest" ON "job_search_postings" ("wordHash", "newestPosted", "jobCount") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_job_search_postings_count"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_job_search_postings_count" ON "job_search_postings" ("wordHash", "jobCount") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_job_search_postings_newest"`);
    await queryRunner.query(`ALTER TABLE "job_search_postings" DROP COLUMN "newestPosted"`);
  }
}
