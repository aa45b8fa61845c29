import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The word index's count of ids per list, beside the word: a search sums a word's counts from
 * these small entries instead of reading its lists, however many writes filed the word.
 */
export class PostingCountIndex1795781810148 implements MigrationInterface {
  name = 'PostingCountIndex1795781810148';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`IDX_job_search_postings_count\` ON \`job_search_postings\` (\`wordHash\`, \`jobCount\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP INDEX \`IDX_job_search_postings_count\` ON \`job_search_postings\``,
    );
  }
}
