import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobAlerts1795551214702 implements MigrationInterface {
  name = 'JobAlerts1795551214702';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "job_alerts" ("id" varchar(36) PRIMARY KEY NOT NULL, "userId" varchar(36) NOT NULL, "name" varchar(100) NOT NULL, "filters" varchar(2000) NOT NULL, "frequency" varchar(8) NOT NULL, "paused" boolean NOT NULL DEFAULT (0), "listedAfter" datetime NOT NULL, "lastPeriod" varchar(32), "lastSentAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_job_alerts_due" ON "job_alerts" ("frequency", "paused", "lastPeriod") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_job_alerts_user" ON "job_alerts" ("userId", "createdAt") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_job_alerts_user"`);
    await queryRunner.query(`DROP INDEX "IDX_job_alerts_due"`);
    await queryRunner.query(`DROP TABLE "job_alerts"`);
  }
}
