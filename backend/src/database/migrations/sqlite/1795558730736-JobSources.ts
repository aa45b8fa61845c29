import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Job sources and their runs; the jobs table gains columns in place (no table rebuild). */
export class JobSources1795558730736 implements MigrationInterface {
  name = 'JobSources1795558730736';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "job_source_runs" ("id" varchar(36) PRIMARY KEY NOT NULL, "sourceId" varchar(36) NOT NULL, "trigger" varchar(10) NOT NULL, "status" varchar(10) NOT NULL, "startedAt" datetime NOT NULL, "durationMs" integer NOT NULL DEFAULT (0), "fetched" integer NOT NULL DEFAULT (0), "created" integer NOT NULL DEFAULT (0), "updated" integer NOT NULL DEFAULT (0), "unchanged" integer NOT NULL DEFAULT (0), "closed" integer NOT NULL DEFAULT (0), "failed" integer NOT NULL DEFAULT (0), "error" varchar(2000))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_job_source_runs_source" ON "job_source_runs" ("sourceId", "startedAt") `,
    );
    await queryRunner.query(
      `CREATE TABLE "job_sources" ("id" varchar(36) PRIMARY KEY NOT NULL, "teamName" varchar(200) NOT NULL, "provider" varchar(12) NOT NULL, "token" varchar(2048) NOT NULL, "region" varchar(8) NOT NULL DEFAULT ('global'), "everyMinutes" integer NOT NULL DEFAULT (60), "paused" boolean NOT NULL DEFAULT (0), "mapping" text NOT NULL, "unmapped" text NOT NULL, "nextRunAt" datetime NOT NULL, "consecutiveFailures" integer NOT NULL DEFAULT (0), "lastFetched" integer, "flag" varchar(20), "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_job_sources_due" ON "job_sources" ("paused", "nextRunAt") `,
    );
    await queryRunner.query(`ALTER TABLE "jobs" ADD COLUMN "sourceId" varchar(36)`);
    await queryRunner.query(`ALTER TABLE "jobs" ADD COLUMN "externalId" varchar(200)`);
    await queryRunner.query(`ALTER TABLE "jobs" ADD COLUMN "contentHash" varchar(64)`);
    await queryRunner.query(`ALTER TABLE "jobs" ADD COLUMN "lockedFields" text`);
    await queryRunner.query(
      `ALTER TABLE "jobs" ADD COLUMN "missedRuns" integer NOT NULL DEFAULT (0)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_jobs_source_external" ON "jobs" ("sourceId", "externalId") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_jobs_source_external"`);
    await queryRunner.query(`ALTER TABLE "jobs" DROP COLUMN "missedRuns"`);
    await queryRunner.query(`ALTER TABLE "jobs" DROP COLUMN "lockedFields"`);
    await queryRunner.query(`ALTER TABLE "jobs" DROP COLUMN "contentHash"`);
    await queryRunner.query(`ALTER TABLE "jobs" DROP COLUMN "externalId"`);
    await queryRunner.query(`ALTER TABLE "jobs" DROP COLUMN "sourceId"`);
    await queryRunner.query(`DROP INDEX "IDX_job_sources_due"`);
    await queryRunner.query(`DROP TABLE "job_sources"`);
    await queryRunner.query(`DROP INDEX "IDX_job_source_runs_source"`);
    await queryRunner.query(`DROP TABLE "job_source_runs"`);
  }
}
