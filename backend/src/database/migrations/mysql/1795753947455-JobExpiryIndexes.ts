import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The expiry sweep's indexes on `jobs`: the unmarked jobs by their dates (which have closed), and
 * every job by its dates (which are open), so a sweep reads a few ranges instead of every job the
 * board has kept. One ALTER, one pass over the table.
 */
export class JobExpiryIndexes1795753947455 implements MigrationInterface {
  name = 'JobExpiryIndexes1795753947455';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`jobs\` ADD INDEX \`IDX_jobs_expiry_dates\` (\`validThrough\`, \`createdAt\`, \`expiredAt\`), ADD INDEX \`IDX_jobs_expiry_marking\` (\`expiredAt\`, \`validThrough\`, \`createdAt\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`jobs\` DROP INDEX \`IDX_jobs_expiry_marking\`, DROP INDEX \`IDX_jobs_expiry_dates\``,
    );
  }
}
