import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SearchEngineNotices1795560000000 implements MigrationInterface {
  name = 'SearchEngineNotices1795560000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "search_engine_notices" ("engine" varchar(16) NOT NULL, "jobId" varchar(36) NOT NULL, "title" varchar(300) NOT NULL, "listed" boolean NOT NULL, "changedAt" datetime NOT NULL, "dueAt" datetime NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "claimedBy" varchar(36), "claimedUntil" datetime, PRIMARY KEY ("engine", "jobId"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_search_engine_notices_due" ON "search_engine_notices" ("engine", "dueAt") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_search_engine_notices_due"`);
    await queryRunner.query(`DROP TABLE "search_engine_notices"`);
  }
}
