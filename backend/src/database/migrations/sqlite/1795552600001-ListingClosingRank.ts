import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The "closing soon" order as a stored rank on each listing with its index (decision 0250),
 * added in place. The ranks of listings with their own closing date are filled here; the others
 * depend on JOB_LIFETIME_DAYS, so the expiry sweep at start computes them (it recomputes whenever
 * they do not match the setting).
 */
export class ListingClosingRank1795552600001 implements MigrationInterface {
  name = 'ListingClosingRank1795552600001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "job_listings" ADD COLUMN "closingRank" bigint NOT NULL DEFAULT (0)`,
    );
    await queryRunner.query(
      `UPDATE "job_listings" SET "closingRank" = CAST(ROUND((julianday('9999-12-31 23:59:59') - julianday("validThrough")) * 86400000) AS INTEGER) WHERE "validThrough" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_job_listings_closing_order" ON "job_listings" ("closingRank", "datePosted", "id", "validThrough", "createdAt") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_job_listings_closing_order"`);
    await queryRunner.query(`ALTER TABLE "job_listings" DROP COLUMN "closingRank"`);
  }
}
