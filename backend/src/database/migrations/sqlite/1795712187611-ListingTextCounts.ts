import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillListingTextCounts } from '../listing-text-counts-backfill';

/**
 * Listings counted per exact team, title and location with the facets, kept by the job writer:
 * a text search's counts (docs/decisions/0172-text-search-counts.md).
 */
export class ListingTextCounts1795712187611 implements MigrationInterface {
  name = 'ListingTextCounts1795712187611';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "job_listing_text_counts" ("groupKey" varchar(32) PRIMARY KEY NOT NULL, "teamName" varchar(200) NOT NULL, "positionTitle" varchar(300) NOT NULL, "location" varchar(200) NOT NULL, "department" varchar(20) NOT NULL, "employmentType" varchar(12) NOT NULL, "level" varchar(10) NOT NULL, "workplaceType" varchar(8) NOT NULL, "payListed" boolean NOT NULL, "listed" integer NOT NULL)`,
    );
    await backfillListingTextCounts(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "job_listing_text_counts"`);
  }
}
