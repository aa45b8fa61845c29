import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobAlertPendingWindow1795552440000 implements MigrationInterface {
  name = 'JobAlertPendingWindow1795552440000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`job_alerts\` ADD \`pendingUntil\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`job_alerts\` ADD \`pendingPeriod\` varchar(32) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`job_alerts\` DROP COLUMN \`pendingPeriod\``);
    await queryRunner.query(`ALTER TABLE \`job_alerts\` DROP COLUMN \`pendingUntil\``);
  }
}
