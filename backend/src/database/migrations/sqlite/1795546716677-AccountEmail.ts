import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountEmail1795546716677 implements MigrationInterface {
  name = 'AccountEmail1795546716677';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "user_tokens" ("id" varchar(36) PRIMARY KEY NOT NULL, "userId" varchar(36) NOT NULL, "purpose" varchar(24) NOT NULL, "tokenHash" varchar(64) NOT NULL, "email" varchar(254) NOT NULL, "expiresAt" datetime NOT NULL, "usedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_user_tokens_hash" ON "user_tokens" ("tokenHash") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_user_tokens_user_purpose" ON "user_tokens" ("userId", "purpose", "createdAt") `,
    );
    await queryRunner.query(
      `CREATE TABLE "mail_outbox" ("id" varchar(36) PRIMARY KEY NOT NULL, "idempotencyKey" varchar(191) NOT NULL, "recipient" varchar(254) NOT NULL, "template" varchar(40) NOT NULL, "raw" text NOT NULL, "status" varchar(16) NOT NULL DEFAULT ('pending'), "attempts" integer NOT NULL DEFAULT (0), "nextAttemptAt" datetime NOT NULL, "claimedAt" datetime, "lastError" varchar(500), "sentAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_mail_outbox_idempotencyKey" ON "mail_outbox" ("idempotencyKey") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_mail_outbox_status_next" ON "mail_outbox" ("status", "nextAttemptAt") `,
    );
    await queryRunner.query(`DROP INDEX "UQ_users_emailKey"`);
    await queryRunner.query(`DROP INDEX "UQ_users_email"`);
    await queryRunner.query(`DROP INDEX "IDX_users_createdAt"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_users" ("id" varchar(36) PRIMARY KEY NOT NULL, "email" varchar(254) NOT NULL, "password" varchar(255) NOT NULL, "firstName" varchar(100) NOT NULL, "lastName" varchar(100) NOT NULL, "isAdmin" boolean NOT NULL DEFAULT (0), "termsAcceptedAt" datetime, "newsletterConsentAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "emailKey" varchar(254) NOT NULL, "newsletterWithdrawnAt" datetime, "jobAlertEmails" boolean NOT NULL DEFAULT (1), "emailVerifiedAt" datetime, "emailUndeliverableAt" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_users"("id", "email", "password", "firstName", "lastName", "isAdmin", "termsAcceptedAt", "newsletterConsentAt", "createdAt", "emailKey") SELECT "id", "email", "password", "firstName", "lastName", "isAdmin", "termsAcceptedAt", "newsletterConsentAt", "createdAt", "emailKey" FROM "users"`,
    );
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`ALTER TABLE "temporary_users" RENAME TO "users"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_emailKey" ON "users" ("emailKey") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") `);
    await queryRunner.query(`CREATE INDEX "IDX_users_createdAt" ON "users" ("createdAt") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_users_createdAt"`);
    await queryRunner.query(`DROP INDEX "UQ_users_email"`);
    await queryRunner.query(`DROP INDEX "UQ_users_emailKey"`);
    await queryRunner.query(`ALTER TABLE "users" RENAME TO "temporary_users"`);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" varchar(36) PRIMARY KEY NOT NULL, "email" varchar(254) NOT NULL, "password" varchar(255) NOT NULL, "firstName" varchar(100) NOT NULL, "lastName" varchar(100) NOT NULL, "isAdmin" boolean NOT NULL DEFAULT (0), "termsAcceptedAt" datetime, "newsletterConsentAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "emailKey" varchar(254) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "users"("id", "email", "password", "firstName", "lastName", "isAdmin", "termsAcceptedAt", "newsletterConsentAt", "createdAt", "emailKey") SELECT "id", "email", "password", "firstName", "lastName", "isAdmin", "termsAcceptedAt", "newsletterConsentAt", "createdAt", "emailKey" FROM "temporary_users"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_users"`);
    await queryRunner.query(`CREATE INDEX "IDX_users_createdAt" ON "users" ("createdAt") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_emailKey" ON "users" ("emailKey") `);
    await queryRunner.query(`DROP INDEX "IDX_mail_outbox_status_next"`);
    await queryRunner.query(`DROP INDEX "UQ_mail_outbox_idempotencyKey"`);
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
    await queryRunner.query(`DROP INDEX "IDX_user_tokens_user_purpose"`);
    await queryRunner.query(`DROP INDEX "UQ_user_tokens_hash"`);
    await queryRunner.query(`DROP TABLE "user_tokens"`);
  }
}
