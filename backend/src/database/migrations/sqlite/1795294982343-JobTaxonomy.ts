import type { MigrationInterface, QueryRunner } from 'typeorm';
import { inferJobDepartments } from '../infer-job-departments';

/** Department, employment type and level of a job (decision 0070), and their indexes. */
export class JobTaxonomy1795294982343 implements MigrationInterface {
  name = 'JobTaxonomy1795294982343';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_jobs_board"`);
    await queryRunner.query(`DROP INDEX "IDX_jobs_featured_active_posted"`);
    await queryRunner.query(`DROP INDEX "IDX_jobs_teamName"`);
    await queryRunner.query(`DROP INDEX "UQ_jobs_applyUrlHash"`);
    await queryRunner.query(`DROP INDEX "IDX_jobs_posted"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_jobs" ("id" varchar(36) PRIMARY KEY NOT NULL, "teamName" varchar(200) NOT NULL, "positionTitle" varchar(300) NOT NULL, "location" varchar(200) NOT NULL, "applyUrl" varchar(2048) NOT NULL, "applyUrlHash" varchar(64) NOT NULL, "description" text, "datePosted" datetime NOT NULL, "isFeatured" boolean NOT NULL DEFAULT (0), "isActive" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "validThrough" datetime, "expiredAt" datetime, "department" varchar(20) NOT NULL DEFAULT ('other'), "employmentType" varchar(12), "level" varchar(10))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_jobs"("id", "teamName", "positionTitle", "location", "applyUrl", "applyUrlHash", "description", "datePosted", "isFeatured", "isActive", "createdAt", "validThrough", "expiredAt") SELECT "id", "teamName", "positionTitle", "location", "applyUrl", "applyUrlHash", "description", "datePosted", "isFeatured", "isActive", "createdAt", "validThrough", "expiredAt" FROM "jobs"`,
    );
    await queryRunner.query(`DROP TABLE "jobs"`);
    await queryRunner.query(`ALTER TABLE "temporary_jobs" RENAME TO "jobs"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_jobs_board" ON "jobs" ("isActive", "expiredAt", "datePosted", "id", "positionTitle", "teamName", "location", "validThrough", "createdAt") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_jobs_featured_active_posted" ON "jobs" ("isFeatured", "isActive", "expiredAt", "datePosted", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_jobs_teamName" ON "jobs" ("teamName") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_jobs_applyUrlHash" ON "jobs" ("applyUrlHash") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_jobs_posted" ON "jobs" ("datePosted", "id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_jobs_active_team" ON "jobs" ("isActive", "expiredAt", "teamName", "validThrough", "createdAt") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_jobs_facets" ON "jobs" ("isActive", "expiredAt", "department", "employmentType", "level", "datePosted", "positionTitle", "teamName", "location", "validThrough", "createdAt") `,
    );
    await inferJobDepartments(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_jobs_facets"`);
    await queryRunner.query(`DROP INDEX "IDX_jobs_active_team"`);
    await queryRunner.query(`DROP INDEX "IDX_jobs_posted"`);
    await queryRunner.query(`DROP INDEX "UQ_jobs_applyUrlHash"`);
    await queryRunner.query(`DROP INDEX "IDX_jobs_teamName"`);
    await queryRunner.query(`DROP INDEX "IDX_jobs_featured_active_posted"`);
    await queryRunner.query(`DROP INDEX "IDX_jobs_board"`);
    await queryRunner.query(`ALTER TABLE "jobs" RENAME TO "temporary_jobs"`);
    await queryRunner.query(
      `CREATE TABLE "jobs" ("id" varchar(36) PRIMARY KEY NOT NULL, "teamName" varchar(200) NOT NULL, "positionTitle" varchar(300) NOT NULL, "location" varchar(200) NOT NULL, "applyUrl" varchar(2048) NOT NULL, "applyUrlHash" varchar(64) NOT NULL, "description" text, "datePosted" datetime NOT NULL, "isFeatured" boolean NOT NULL DEFAULT (0), "isActive" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "validThrough" datetime, "expiredAt" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "jobs"("id", "teamName", "positionTitle", "location", "applyUrl", "applyUrlHash", "description", "datePosted", "isFeatured", "isActive", "createdAt", "validThrough", "expiredAt") SELECT "id", "teamName", "positionTitle", "location", "applyUrl", "applyUrlHash", "description", "datePosted", "isFeatured", "isActive", "createdAt", "validThrough", "expiredAt" FROM "temporary_jobs"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_jobs"`);
    await queryRunner.query(`CREATE INDEX "IDX_jobs_posted" ON "jobs" ("datePosted", "id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_jobs_applyUrlHash" ON "jobs" ("applyUrlHash") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_jobs_teamName" ON "jobs" ("teamName") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_jobs_featured_active_posted" ON "jobs" ("isFeatured", "isActive", "expiredAt", "datePosted", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_jobs_board" ON "jobs" ("isActive", "expiredAt", "datePosted", "id", "positionTitle", "teamName", "location", "validThrough", "createdAt") `,
    );
  }
}
