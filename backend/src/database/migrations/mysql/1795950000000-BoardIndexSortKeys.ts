import type { MigrationInterface, QueryRunner } from 'typeorm';

const BOARD = `\`datePosted\`, \`id\`, \`positionTitle\`, \`teamName\`, \`location\`, \`validThrough\`, \`createdAt\``;

/**
 * The board's newest-first index also holds the keys of the "closing soon" and "highest pay"
 * orders, so that a common word's matches posted no later than its words' newest date come with
 * their keys from one range of it (CommonWordSearch, decision 0267). One statement: the index is
 * rebuilt once, and the board reads the old one until the new one is in place.
 */
export class BoardIndexSortKeys1795950000000 implements MigrationInterface {
  name = 'BoardIndexSortKeys1795950000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`job_listings\` DROP INDEX \`IDX_job_listings_board\`, ADD INDEX \`IDX_job_listings_board\` (${BOARD}, \`payAnnualUsd\`, \`closingRank\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`job_listings\` DROP INDEX \`IDX_job_listings_board\`, ADD INDEX \`IDX_job_listings_board\` (${BOARD})`,
    );
  }
}
