import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The last alert sweeps of every process, for the admin: a web replica that runs no sweep shows
 * the workers' ones.
 */
export class AlertSweepRuns1795829784069 implements MigrationInterface {
  name = 'AlertSweepRuns1795829784069';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "alert_sweep_runs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "at" datetime NOT NULL, "sent" integer NOT NULL DEFAULT (0), "empty" integer NOT NULL DEFAULT (0), "notReceiving" integer NOT NULL DEFAULT (0), "taken" integer NOT NULL DEFAULT (0), "failed" integer NOT NULL DEFAULT (0))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "alert_sweep_runs"`);
  }
}
