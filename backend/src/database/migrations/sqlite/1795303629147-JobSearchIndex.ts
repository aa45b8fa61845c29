import type { MigrationInterface, QueryRunner } from 'typeorm';
import { indexJobSearchWords } from '../index-job-search-words';

/** The word index of the searched fields (decision 0083), filled for the existing jobs. */
export class JobSearchIndex1795303629147 implements MigrationInterface {
  name = 'JobSearchIndex1795303629147';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "job_search_postings" ("wordHash" integer NOT NULL, "batch" varchar(36) NOT NULL, "jobCount" integer NOT NULL, "jobIds" text NOT NULL, PRIMARY KEY ("wordHash", "batch"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "job_search_words" ("field" smallint NOT NULL, "word" varchar(300) NOT NULL, "hash" integer NOT NULL, PRIMARY KEY ("field", "word", "hash"))`,
    );
    await indexJobSearchWords(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "job_search_words"`);
    await queryRunner.query(`DROP TABLE "job_search_postings"`);
  }
}
