import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A message's gzipped text beside `raw`, which keeps the text of rows stored before. SQLite adds a
 * nullable column in place (TypeORM's generator would copy the table).
 */
export class MailBodies1795832374021 implements MigrationInterface {
  name = 'MailBodies1795832374021';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD COLUMN "body" blob`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "body"`);
  }
}
