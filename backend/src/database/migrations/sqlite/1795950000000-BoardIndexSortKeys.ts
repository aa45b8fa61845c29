import type { MigrationInterface, QueryRunner } from 'typeorm';

const BOARD = `"datePosted", "id", "positionTitle", "teamName", "location", "validThrough", "createdAt"`;

/**
 * The board's newest-first index also holds the keys of the "closing soon" and "highest pay"
 * orders, as on MySQL (one entity for both drivers). MySQL sorts a common word's range of it
 * (CommonWordSearch, decision 0267); SQLite is not told to read it there, so it only carries them.
 */
export class BoardIndexSortKeys1795950000000 implements MigrationInterface {
  name = 'BoardIndexSortKeys1795950000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_job_listings_board"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_job_listings_board" ON "job_listings" (${BOARD}, "payAnnualUsd", "closingRank") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_job_listings_board"`);
    await queryRunner.query(`CREATE INDEX "IDX_job_listings_board" ON "job_listings" (${BOARD}) `);
  }
}
