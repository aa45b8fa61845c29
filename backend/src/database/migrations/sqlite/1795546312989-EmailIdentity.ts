import type { MigrationInterface, QueryRunner } from 'typeorm';
import { normaliseUserEmails } from '../normalise-user-emails';

/** Emails stored normalised, with a unique look-alike key (decision 0140). */
export class EmailIdentity1795546312989 implements MigrationInterface {
  name = 'EmailIdentity1795546312989';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The key is filled for the existing rows before the table is rebuilt with it NOT NULL.
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "emailKey" varchar(254)`);
    await normaliseUserEmails(queryRunner);
    await queryRunner.query(`DROP INDEX "IDX_users_createdAt"`);
    await queryRunner.query(`DROP INDEX "UQ_users_email"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_users" ("id" varchar(36) PRIMARY KEY NOT NULL, "email" varchar(254) NOT NULL, "password" varchar(255) NOT NULL, "firstName" varchar(100) NOT NULL, "lastName" varchar(100) NOT NULL, "isAdmin" boolean NOT NULL DEFAULT (0), "termsAcceptedAt" datetime, "newsletterConsentAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "emailKey" varchar(254) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_users"("id", "email", "password", "firstName", "lastName", "isAdmin", "termsAcceptedAt", "newsletterConsentAt", "createdAt", "emailKey") SELECT "id", "email", "password", "firstName", "lastName", "isAdmin", "termsAcceptedAt", "newsletterConsentAt", "createdAt", "emailKey" FROM "users"`,
    );
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`ALTER TABLE "temporary_users" RENAME TO "users"`);
    await queryRunner.query(`CREATE INDEX "IDX_users_createdAt" ON "users" ("createdAt") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_emailKey" ON "users" ("emailKey") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_users_emailKey"`);
    await queryRunner.query(`DROP INDEX "UQ_users_email"`);
    await queryRunner.query(`DROP INDEX "IDX_users_createdAt"`);
    await queryRunner.query(`ALTER TABLE "users" RENAME TO "temporary_users"`);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" varchar(36) PRIMARY KEY NOT NULL, "email" varchar(254) NOT NULL, "password" varchar(255) NOT NULL, "firstName" varchar(100) NOT NULL, "lastName" varchar(100) NOT NULL, "isAdmin" boolean NOT NULL DEFAULT (0), "termsAcceptedAt" datetime, "newsletterConsentAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "users"("id", "email", "password", "firstName", "lastName", "isAdmin", "termsAcceptedAt", "newsletterConsentAt", "createdAt") SELECT "id", "email", "password", "firstName", "lastName", "isAdmin", "termsAcceptedAt", "newsletterConsentAt", "createdAt" FROM "temporary_users"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_users"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") `);
    await queryRunner.query(`CREATE INDEX "IDX_users_createdAt" ON "users" ("createdAt") `);
  }
}
