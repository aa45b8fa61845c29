import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobAlerts1795551219433 implements MigrationInterface {
  name = 'JobAlerts1795551219433';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`job_alerts\` (\`id\` varchar(36) NOT NULL, \`userId\` varchar(36) NOT NULL, \`name\` varchar(100) NOT NULL, \`filters\` varchar(2000) NOT NULL, \`frequency\` varchar(8) NOT NULL, \`paused\` tinyint NOT NULL DEFAULT 0, \`listedAfter\` datetime NOT NULL, \`lastPeriod\` varchar(32) NULL, \`lastSentAt\` datetime NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_job_alerts_due\` (\`frequency\`, \`paused\`, \`lastPeriod\`), INDEX \`IDX_job_alerts_user\` (\`userId\`, \`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_job_alerts_user\` ON \`job_alerts\``);
    await queryRunner.query(`DROP INDEX \`IDX_job_alerts_due\` ON \`job_alerts\``);
    await queryRunner.query(`DROP TABLE \`job_alerts\``);
  }
}
