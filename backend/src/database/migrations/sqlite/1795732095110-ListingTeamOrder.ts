import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One team's listings in the board's order (newest, then id): the team index gains `id` after the
 * date, so a team page and a one-team search read their page from it.
 */
export class ListingTeamOrder1795732095110 implements MigrationInterface {
  name = 'ListingTeamOrder1795732095110';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_job_listings_team"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_job_listings_team" ON "job_listings" ("teamName", "datePosted", "id", "validThrough", "createdAt") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_job_listings_team"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_job_listings_team" ON "job_listings" ("teamName", "datePosted", "validThrough", "createdAt") `,
    );
  }
}
