import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's alert summary without reading every message or alert: digests per day from an index
 * of the outbox by creation (also the hourly deletion of old messages), the last digest sent from
 * an index of the alerts by it.
 */
export class AdminSummaryIndexes1795846126547 implements MigrationInterface {
  name = 'AdminSummaryIndexes1795846126547';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`IDX_job_alerts_last_sent\` ON \`job_alerts\` (\`lastSentAt\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_mail_outbox_created\` ON \`mail_outbox\` (\`createdAt\`, \`template\`, \`status\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_mail_outbox_created\` ON \`mail_outbox\``);
    await queryRunner.query(`DROP INDEX \`IDX_job_alerts_last_sent\` ON \`job_alerts\``);
  }
}
