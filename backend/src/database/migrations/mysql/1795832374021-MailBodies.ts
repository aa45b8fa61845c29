import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A message's gzipped text beside `raw`, which keeps the text of rows stored before. */
export class MailBodies1795832374021 implements MigrationInterface {
  name = 'MailBodies1795832374021';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` ADD \`body\` mediumblob NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`mail_outbox\` DROP COLUMN \`body\``);
  }
}
