import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SavedJobsAndJobDayStats1795548916201 implements MigrationInterface {
  name = 'SavedJobsAndJobDayStats1795548916201';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "job_day_stats" ("jobId" varchar(36) NOT NULL, "day" varchar(10) NOT NULL, "viewsBoard" integer NOT NULL DEFAULT (0), "viewsSearch" integer NOT NULL DEFAULT (0), "viewsAlert" integer NOT NULL DEFAULT (0), "viewsOther" integer NOT NULL DEFAULT (0), "viewsDirect" integer NOT NULL DEFAULT (0), "applyClicks" integer NOT NULL DEFAULT (0), "saves" integer NOT NULL DEFAULT (0), PRIMARY KEY ("jobId", "day"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_job_day_stats_day" ON "job_day_stats" ("day", "jobId") `,
    );
    await queryRunner.query(
      `CREATE TABLE "saved_jobs" ("userId" varchar(36) NOT NULL, "jobId" varchar(36) NOT NULL, "savedAt" datetime NOT NULL DEFAULT (datetime('now')), PRIMARY KEY ("userId", "jobId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_saved_jobs_job" ON "saved_jobs" ("jobId") `);
    await queryRunner.query(`DROP INDEX "IDX_job_day_stats_day"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_job_day_stats" ("jobId" varchar(36) NOT NULL, "day" varchar(10) NOT NULL, "viewsBoard" integer NOT NULL DEFAULT (0), "viewsSearch" integer NOT NULL DEFAULT (0), "viewsAlert" integer NOT NULL DEFAULT (0), "viewsOther" integer NOT NULL DEFAULT (0), "viewsDirect" integer NOT NULL DEFAULT (0), "applyClicks" integer NOT NULL DEFAULT (0), "saves" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_job_day_stats_job" FOREIGN KEY ("jobId") REFERENCES "jobs" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("jobId", "day"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_job_day_stats"("jobId", "day", "viewsBoard", "viewsSearch", "viewsAlert", "viewsOther", "viewsDirect", "applyClicks", "saves") SELECT "jobId", "day", "viewsBoard", "viewsSearch", "viewsAlert", "viewsOther", "viewsDirect", "applyClicks", "saves" FROM "job_day_stats"`,
    );
    await queryRunner.query(`DROP TABLE "job_day_stats"`);
    await queryRunner.query(`ALTER TABLE "temporary_job_day_stats" RENAME TO "job_day_stats"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_job_day_stats_day" ON "job_day_stats" ("day", "jobId") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_saved_jobs_job"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_saved_jobs" ("userId" varchar(36) NOT NULL, "jobId" varchar(36) NOT NULL, "savedAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_saved_jobs_user" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_saved_jobs_job" FOREIGN KEY ("jobId") REFERENCES "jobs" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("userId", "jobId"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_saved_jobs"("userId", "jobId", "savedAt") SELECT "userId", "jobId", "savedAt" FROM "saved_jobs"`,
    );
    await queryRunner.query(`DROP TABLE "saved_jobs"`);
    await queryRunner.query(`ALTER TABLE "temporary_saved_jobs" RENAME TO "saved_jobs"`);
    await queryRunner.query(`CREATE INDEX "IDX_saved_jobs_job" ON "saved_jobs" ("jobId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_saved_jobs_job"`);
    await queryRunner.query(`ALTER TABLE "saved_jobs" RENAME TO "temporary_saved_jobs"`);
    await queryRunner.query(
      `CREATE TABLE "saved_jobs" ("userId" varchar(36) NOT NULL, "jobId" varchar(36) NOT NULL, "savedAt" datetime NOT NULL DEFAULT (datetime('now')), PRIMARY KEY ("userId", "jobId"))`,
    );
    await queryRunner.query(
      `INSERT INTO "saved_jobs"("userId", "jobId", "savedAt") SELECT "userId", "jobId", "savedAt" FROM "temporary_saved_jobs"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_saved_jobs"`);
    await queryRunner.query(`CREATE INDEX "IDX_saved_jobs_job" ON "saved_jobs" ("jobId") `);
    await queryRunner.query(`DROP INDEX "IDX_job_day_stats_day"`);
    await queryRunner.query(`ALTER TABLE "job_day_stats" RENAME TO "temporary_job_day_stats"`);
    await queryRunner.query(
      `CREATE TABLE "job_day_stats" ("jobId" varchar(36) NOT NULL, "day" varchar(10) NOT NULL, "viewsBoard" integer NOT NULL DEFAULT (0), "viewsSearch" integer NOT NULL DEFAULT (0), "viewsAlert" integer NOT NULL DEFAULT (0), "viewsOther" integer NOT NULL DEFAULT (0), "viewsDirect" integer NOT NULL DEFAULT (0), "applyClicks" integer NOT NULL DEFAULT (0), "saves" integer NOT NULL DEFAULT (0), PRIMARY KEY ("jobId", "day"))`,
    );
    await queryRunner.query(
      `INSERT INTO "job_day_stats"("jobId", "day", "viewsBoard", "viewsSearch", "viewsAlert", "viewsOther", "viewsDirect", "applyClicks", "saves") SELECT "jobId", "day", "viewsBoard", "viewsSearch", "viewsAlert", "viewsOther", "viewsDirect", "applyClicks", "saves" FROM "temporary_job_day_stats"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_job_day_stats"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_job_day_stats_day" ON "job_day_stats" ("day", "jobId") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_saved_jobs_job"`);
    await queryRunner.query(`DROP TABLE "saved_jobs"`);
    await queryRunner.query(`DROP INDEX "IDX_job_day_stats_day"`);
    await queryRunner.query(`DROP TABLE "job_day_stats"`);
  }
}
