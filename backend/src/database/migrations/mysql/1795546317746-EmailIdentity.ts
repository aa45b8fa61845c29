import type { MigrationInterface, QueryRunner } from 'typeorm';
import { normaliseUserEmails } from '../normalise-user-emails';

/**
 * Emails stored normalised and compared byte for byte, with a unique look-alike key (decision
 * 0140). TypeORM does not compare collations, so the schema test cannot see the email column's
 * change: the sign-in tests on MariaDB do.
 */
export class EmailIdentity1795546317746 implements MigrationInterface {
  name = 'EmailIdentity1795546317746';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`users\` MODIFY \`email\` varchar(254) COLLATE utf8mb4_bin NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE \`users\` ADD \`emailKey\` varchar(254) COLLATE utf8mb4_bin NULL`,
    );
    await normaliseUserEmails(queryRunner);
    await queryRunner.query(
      `ALTER TABLE \`users\` MODIFY \`emailKey\` varchar(254) COLLATE utf8mb4_bin NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX \`UQ_users_emailKey\` ON \`users\` (\`emailKey\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`UQ_users_emailKey\` ON \`users\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`emailKey\``);
    await queryRunner.query(
      `ALTER TABLE \`users\` MODIFY \`email\` varchar(254) COLLATE utf8mb4_unicode_ci NOT NULL`,
    );
  }
}
