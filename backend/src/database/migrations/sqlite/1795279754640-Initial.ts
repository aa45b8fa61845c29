import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795279754640 implements MigrationInterface {
  name = 'Initial1795279754640';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "carousel_images" ("id" varchar(36) PRIMARY KEY NOT NULL, "imageUrl" varchar(2048), "imagePath" varchar(512), "originalFileName" varchar(255), "altText" varchar(500), "sortOrder" varchar(20) NOT NULL DEFAULT ('0'), "isActive" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_carousel_images_isActive" ON "carousel_images" ("isActive") `,
    );
    await queryRunner.query(
      `CREATE TABLE "site_content" ("id" varchar(36) PRIMARY KEY NOT NULL, "pageId" varchar(64) NOT NULL, "content" text NOT NULL, "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_site_content_pageId" ON "site_content" ("pageId") `,
    );
    await queryRunner.query(
      `CREATE TABLE "jobs" ("id" varchar(36) PRIMARY KEY NOT NULL, "teamName" varchar(200) NOT NULL, "positionTitle" varchar(300) NOT NULL, "location" varchar(200) NOT NULL, "applyUrl" varchar(2048) NOT NULL, "applyUrlHash" varchar(64) NOT NULL, "description" text, "datePosted" datetime NOT NULL, "isFeatured" boolean NOT NULL DEFAULT (0), "isActive" boolean NOT NULL DEFAULT (1), "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_jobs_teamName" ON "jobs" ("teamName") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_jobs_applyUrlHash" ON "jobs" ("applyUrlHash") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_jobs_featured_active_posted" ON "jobs" ("isFeatured", "isActive", "datePosted") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_jobs_active_posted" ON "jobs" ("isActive", "datePosted") `,
    );
    await queryRunner.query(
      `CREATE TABLE "media_assets" ("id" varchar(36) PRIMARY KEY NOT NULL, "fileName" varchar(512) NOT NULL, "originalName" varchar(255) NOT NULL, "mimeType" varchar(100) NOT NULL, "fileSize" varchar(20) NOT NULL DEFAULT ('0'), "url" varchar(2048) NOT NULL, "altText" varchar(500), "status" varchar(16) NOT NULL DEFAULT ('pending'), "purpose" varchar(32) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_media_assets_fileName" ON "media_assets" ("fileName") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_media_assets_status_createdAt" ON "media_assets" ("status", "createdAt") `,
    );
    await queryRunner.query(
      `CREATE TABLE "custom_pages" ("id" varchar(36) PRIMARY KEY NOT NULL, "title" varchar(200) NOT NULL, "slug" varchar(200) NOT NULL, "content" text NOT NULL, "isActive" boolean NOT NULL DEFAULT (1), "footerSection" varchar(32), "footerOrder" varchar(20) NOT NULL DEFAULT ('0'), "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_custom_pages_slug" ON "custom_pages" ("slug") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_custom_pages_isActive" ON "custom_pages" ("isActive") `,
    );
    await queryRunner.query(
      `CREATE TABLE "sessions" ("sid" varchar(128) PRIMARY KEY NOT NULL, "data" text NOT NULL, "expiresAt" datetime NOT NULL, "userId" varchar(36))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_sessions_expiresAt" ON "sessions" ("expiresAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_sessions_userId" ON "sessions" ("userId") `);
    await queryRunner.query(
      `CREATE TABLE "team_logos" ("id" varchar(36) PRIMARY KEY NOT NULL, "teamName" varchar(200) NOT NULL, "logoUrl" varchar(2048), "customLogoUrl" varchar(2048), "initials" varchar(8), "level" varchar(100), "isCustom" boolean NOT NULL DEFAULT (0), "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_team_logos_teamName" ON "team_logos" ("teamName") `,
    );
    await queryRunner.query(
      `CREATE TABLE "teams" ("id" varchar(36) PRIMARY KEY NOT NULL, "name" varchar(200) NOT NULL, "initials" varchar(8) NOT NULL, "level" varchar(100) NOT NULL, "location" varchar(200) NOT NULL, "logoUrl" varchar(2048), "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_teams_name" ON "teams" ("name") `);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" varchar(36) PRIMARY KEY NOT NULL, "email" varchar(254) NOT NULL, "password" varchar(255) NOT NULL, "firstName" varchar(100) NOT NULL, "lastName" varchar(100) NOT NULL, "isAdmin" boolean NOT NULL DEFAULT (0), "termsAcceptedAt" datetime, "newsletterConsentAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") `);
    await queryRunner.query(`CREATE INDEX "IDX_users_createdAt" ON "users" ("createdAt") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_users_createdAt"`);
    await queryRunner.query(`DROP INDEX "UQ_users_email"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP INDEX "UQ_teams_name"`);
    await queryRunner.query(`DROP TABLE "teams"`);
    await queryRunner.query(`DROP INDEX "UQ_team_logos_teamName"`);
    await queryRunner.query(`DROP TABLE "team_logos"`);
    await queryRunner.query(`DROP INDEX "IDX_sessions_userId"`);
    await queryRunner.query(`DROP INDEX "IDX_sessions_expiresAt"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP INDEX "IDX_custom_pages_isActive"`);
    await queryRunner.query(`DROP INDEX "UQ_custom_pages_slug"`);
    await queryRunner.query(`DROP TABLE "custom_pages"`);
    await queryRunner.query(`DROP INDEX "IDX_media_assets_status_createdAt"`);
    await queryRunner.query(`DROP INDEX "UQ_media_assets_fileName"`);
    await queryRunner.query(`DROP TABLE "media_assets"`);
    await queryRunner.query(`DROP INDEX "IDX_jobs_active_posted"`);
    await queryRunner.query(`DROP INDEX "IDX_jobs_featured_active_posted"`);
    await queryRunner.query(`DROP INDEX "UQ_jobs_applyUrlHash"`);
    await queryRunner.query(`DROP INDEX "IDX_jobs_teamName"`);
    await queryRunner.query(`DROP TABLE "jobs"`);
    await queryRunner.query(`DROP INDEX "UQ_site_content_pageId"`);
    await queryRunner.query(`DROP TABLE "site_content"`);
    await queryRunner.query(`DROP INDEX "IDX_carousel_images_isActive"`);
    await queryRunner.query(`DROP TABLE "carousel_images"`);
  }
}
