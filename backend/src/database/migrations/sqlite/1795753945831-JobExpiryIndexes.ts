import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The expiry sweep's indexes on `jobs`: the unmarked jobs by their dates (which have closed), and
 * every job by its dates (which are open), so a sweep reads a few ranges instead of every job the
 * board has kept.
 */
export class JobExpiryIndexes1795753945831 implements MigrationInterface {
  name = 'JobExpiryIndexes1795753945831';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_jobs_expiry_dates" ON "jobs" ("validThrough", "createdAt", "expiredAt") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_jobs_expiry_marking" ON "jobs" ("expiredAt", "validThrough", "createdAt") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_jobs_expiry_marking"`);
    await queryRunner.query(`DROP INDEX "IDX_jobs_expiry_dates"`);
  }
}
