import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795279756308 implements MigrationInterface {
  name = 'Initial1795279756308';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`carousel_images\` (\`id\` varchar(36) NOT NULL, \`imageUrl\` varchar(2048) NULL, \`imagePath\` varchar(512) NULL, \`originalFileName\` varchar(255) NULL, \`altText\` varchar(500) NULL, \`sortOrder\` varchar(20) NOT NULL DEFAULT '0', \`isActive\` tinyint NOT NULL DEFAULT 1, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_carousel_images_isActive\` (\`isActive\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`site_content\` (\`id\` varchar(36) NOT NULL, \`pageId\` varchar(64) NOT NULL, \`content\` mediumtext NOT NULL, \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_site_content_pageId\` (\`pageId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`jobs\` (\`id\` varchar(36) NOT NULL, \`teamName\` varchar(200) NOT NULL, \`positionTitle\` varchar(300) NOT NULL, \`location\` varchar(200) NOT NULL, \`applyUrl\` varchar(2048) NOT NULL, \`applyUrlHash\` varchar(64) NOT NULL, \`description\` mediumtext NULL, \`datePosted\` datetime NOT NULL, \`isFeatured\` tinyint NOT NULL DEFAULT 0, \`isActive\` tinyint NOT NULL DEFAULT 1, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_jobs_teamName\` (\`teamName\`), UNIQUE INDEX \`UQ_jobs_applyUrlHash\` (\`applyUrlHash\`), INDEX \`IDX_jobs_featured_active_posted\` (\`isFeatured\`, \`isActive\`, \`datePosted\`), INDEX \`IDX_jobs_active_posted\` (\`isActive\`, \`datePosted\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`media_assets\` (\`id\` varchar(36) NOT NULL, \`fileName\` varchar(512) NOT NULL, \`originalName\` varchar(255) NOT NULL, \`mimeType\` varchar(100) NOT NULL, \`fileSize\` varchar(20) NOT NULL DEFAULT '0', \`url\` varchar(2048) NOT NULL, \`altText\` varchar(500) NULL, \`status\` varchar(16) NOT NULL DEFAULT 'pending', \`purpose\` varchar(32) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_media_assets_fileName\` (\`fileName\`), INDEX \`IDX_media_assets_status_createdAt\` (\`status\`, \`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`custom_pages\` (\`id\` varchar(36) NOT NULL, \`title\` varchar(200) NOT NULL, \`slug\` varchar(200) NOT NULL, \`content\` mediumtext NOT NULL, \`isActive\` tinyint NOT NULL DEFAULT 1, \`footerSection\` varchar(32) NULL, \`footerOrder\` varchar(20) NOT NULL DEFAULT '0', \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_custom_pages_slug\` (\`slug\`), INDEX \`IDX_custom_pages_isActive\` (\`isActive\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`sessions\` (\`sid\` varchar(128) NOT NULL, \`data\` mediumtext NOT NULL, \`expiresAt\` datetime NOT NULL, \`userId\` varchar(36) NULL, INDEX \`IDX_sessions_expiresAt\` (\`expiresAt\`), INDEX \`IDX_sessions_userId\` (\`userId\`), PRIMARY KEY (\`sid\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`team_logos\` (\`id\` varchar(36) NOT NULL, \`teamName\` varchar(200) NOT NULL, \`logoUrl\` varchar(2048) NULL, \`customLogoUrl\` varchar(2048) NULL, \`initials\` varchar(8) NULL, \`level\` varchar(100) NULL, \`isCustom\` tinyint NOT NULL DEFAULT 0, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_team_logos_teamName\` (\`teamName\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`teams\` (\`id\` varchar(36) NOT NULL, \`name\` varchar(200) NOT NULL, \`initials\` varchar(8) NOT NULL, \`level\` varchar(100) NOT NULL, \`location\` varchar(200) NOT NULL, \`logoUrl\` varchar(2048) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_teams_name\` (\`name\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`users\` (\`id\` varchar(36) NOT NULL, \`email\` varchar(254) NOT NULL, \`password\` varchar(255) NOT NULL, \`firstName\` varchar(100) NOT NULL, \`lastName\` varchar(100) NOT NULL, \`isAdmin\` tinyint NOT NULL DEFAULT 0, \`termsAcceptedAt\` datetime NULL, \`newsletterConsentAt\` datetime NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_users_email\` (\`email\`), INDEX \`IDX_users_createdAt\` (\`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_users_createdAt\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`UQ_users_email\` ON \`users\``);
    await queryRunner.query(`DROP TABLE \`users\``);
    await queryRunner.query(`DROP INDEX \`UQ_teams_name\` ON \`teams\``);
    await queryRunner.query(`DROP TABLE \`teams\``);
    await queryRunner.query(`DROP INDEX \`UQ_team_logos_teamName\` ON \`team_logos\``);
    await queryRunner.query(`DROP TABLE \`team_logos\``);
    await queryRunner.query(`DROP INDEX \`IDX_sessions_userId\` ON \`sessions\``);
    await queryRunner.query(`DROP INDEX \`IDX_sessions_expiresAt\` ON \`sessions\``);
    await queryRunner.query(`DROP TABLE \`sessions\``);
    await queryRunner.query(`DROP INDEX \`IDX_custom_pages_isActive\` ON \`custom_pages\``);
    await queryRunner.query(`DROP INDEX \`UQ_custom_pages_slug\` ON \`custom_pages\``);
    await queryRunner.query(`DROP TABLE \`custom_pages\``);
    await queryRunner.query(`DROP INDEX \`IDX_media_assets_status_createdAt\` ON \`media_assets\``);
    await queryRunner.query(`DROP INDEX \`UQ_media_assets_fileName\` ON \`media_assets\``);
    await queryRunner.query(`DROP TABLE \`media_assets\``);
    await queryRunner.query(`DROP INDEX \`IDX_jobs_active_posted\` ON \`jobs\``);
    await queryRunner.query(`DROP INDEX \`IDX_jobs_featured_active_posted\` ON \`jobs\``);
    await queryRunner.query(`DROP INDEX \`UQ_jobs_applyUrlHash\` ON \`jobs\``);
    await queryRunner.query(`DROP INDEX \`IDX_jobs_teamName\` ON \`jobs\``);
    await queryRunner.query(`DROP TABLE \`jobs\``);
    await queryRunner.query(`DROP INDEX \`UQ_site_content_pageId\` ON \`site_content\``);
    await queryRunner.query(`DROP TABLE \`site_content\``);
    await queryRunner.query(`DROP INDEX \`IDX_carousel_images_isActive\` ON \`carousel_images\``);
    await queryRunner.query(`DROP TABLE \`carousel_images\``);
  }
}
