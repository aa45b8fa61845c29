import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountEmail1795546719839 implements MigrationInterface {
  name = 'AccountEmail1795546719839';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`user_tokens\` (\`id\` varchar(36) NOT NULL, \`userId\` varchar(36) NOT NULL, \`purpose\` varchar(24) NOT NULL, \`tokenHash\` varchar(64) NOT NULL, \`email\` varchar(254) NOT NULL, \`expiresAt\` datetime NOT NULL, \`usedAt\` datetime NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_user_tokens_hash\` (\`tokenHash\`), INDEX \`IDX_user_tokens_user_purpose\` (\`userId\`, \`purpose\`, \`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`mail_outbox\` (\`id\` varchar(36) NOT NULL, \`idempotencyKey\` varchar(191) NOT NULL, \`recipient\` varchar(254) NOT NULL, \`template\` varchar(40) NOT NULL, \`raw\` mediumtext NOT NULL, \`status\` varchar(16) NOT NULL DEFAULT 'pending', \`attempts\` int NOT NULL DEFAULT '0', \`nextAttemptAt\` datetime NOT NULL, \`claimedAt\` datetime NULL, \`lastError\` varchar(500) NULL, \`sentAt\` datetime NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_mail_outbox_idempotencyKey\` (\`idempotencyKey\`), INDEX \`IDX_mail_outbox_status_next\` (\`status\`, \`nextAttemptAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`newsletterWithdrawnAt\` datetime NULL`);
    await queryRunner.query(
      `ALTER TABLE \`users\` ADD \`jobAlertEmails\` tinyint NOT NULL DEFAULT 1`,
    );
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`emailVerifiedAt\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`emailUndeliverableAt\` datetime NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`emailUndeliverableAt\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`emailVerifiedAt\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`jobAlertEmails\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`newsletterWithdrawnAt\``);
    await queryRunner.query(`DROP INDEX \`IDX_mail_outbox_status_next\` ON \`mail_outbox\``);
    await queryRunner.query(`DROP INDEX \`UQ_mail_outbox_idempotencyKey\` ON \`mail_outbox\``);
    await queryRunner.query(`DROP TABLE \`mail_outbox\``);
    await queryRunner.query(`DROP INDEX \`IDX_user_tokens_user_purpose\` ON \`user_tokens\``);
    await queryRunner.query(`DROP INDEX \`UQ_user_tokens_hash\` ON \`user_tokens\``);
    await queryRunner.query(`DROP TABLE \`user_tokens\``);
  }
}
