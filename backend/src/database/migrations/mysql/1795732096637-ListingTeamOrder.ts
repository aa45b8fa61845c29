import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One team's listings in the board's order (newest, then id): the team index gains `id` after the
 * date, so a team page and a one-team search read their page from it. One ALTER, so the table is
 * never without a team index.
 */
export class ListingTeamOrder1795732096637 implements MigrationInterface {
  name = 'ListingTeamOrder1795732096637';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`job_listings\` DROP INDEX \`IDX_job_listings_team\`, ADD INDEX \`IDX_job_listings_team\` (\`teamName\`, \`datePosted\`, \`id\`, \`validThrough\`, \`createdAt\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`job_listings\` DROP INDEX \`IDX_job_listings_team\`, ADD INDEX \`IDX_job_listings_team\` (\`teamName\`, \`datePosted\`, \`validThrough\`, \`createdAt\`)`,
    );
  }
}
