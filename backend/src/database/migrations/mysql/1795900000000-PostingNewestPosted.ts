import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each word list's newest posting date (JobSearchPosting.newestPosted), in the index a search
 * reads a word's counts from, so that it also finds a word's newest date in one seek. The lists
 * written before keep the unknown date here: the previous release's replicas, still serving while
 * this runs, move jobs' dates without filing them afresh, so the lists are dated by a one-off
 * after the rollout (`npm run date-word-lists`, docs/operations.md, "Upgrades").
 */
export class PostingNewestPosted1795900000000 implements MigrationInterface {
  name = 'PostingNewestPosted1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`job_search_postings\` ADD \`newestPosted\` datetime NOT NULL DEFAULT '9999-12-31 23:59:59'`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_job_search_postings_newest\` ON \`job_search_postings\` (\`wordHash\`, \`newestPosted\`, \`jobCount\`)`,
    );
    await queryRunner.query(
      `DROP INDEX \`IDX_job_search_postings_count\` ON \`job_search_postings\``,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`IDX_job_search_postings_count\` ON \`job_search_postings\` (\`wordHash\`, \`jobCount\`)`,
    );
    await queryRunner.query(
      `DROP INDEX \`IDX_job_search_postings_newest\` ON \`job_search_postings\``,
    );
    await queryRunner.query(`ALTER TABLE \`job_search_postings\` DROP COLUMN \`newestPosted\``);
  }
}
