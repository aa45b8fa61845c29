import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Listings in arrival order, for job alerts' newest arrival and windows of arrivals. */
export class ListingArrivalOrder1795718154961 implements MigrationInterface {
  name = 'ListingArrivalOrder1795718154961';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_job_listings_arrival" ON "job_listings" ("createdAt", "validThrough") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_job_listings_arrival"`);
  }
}
