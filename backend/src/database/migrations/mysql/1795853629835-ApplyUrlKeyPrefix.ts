import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The apply-URL key's unique index on the key's first 32 hex digits (128 bits of SHA-256) instead
 * of all 64: about half the index, so an import into a large board finds its probes in the buffer
 * pool (decision 0258). The stored keys, the index's name and every statement stay as they were,
 * so replicas of the previous release keep working during a rolling update. One online ALTER:
 * the table is never without its unique index, and writes go on while it is rebuilt.
 */
export class ApplyUrlKeyPrefix1795853629835 implements MigrationInterface {
  name = 'ApplyUrlKeyPrefix1795853629835';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `jobs` DROP INDEX `UQ_jobs_applyUrlHash`, ' +
        'ADD UNIQUE INDEX `UQ_jobs_applyUrlHash` (`applyUrlHash`(32)), ALGORITHM=INPLACE, LOCK=NONE',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `jobs` DROP INDEX `UQ_jobs_applyUrlHash`, ' +
        'ADD UNIQUE INDEX `UQ_jobs_applyUrlHash` (`applyUrlHash`), ALGORITHM=INPLACE, LOCK=NONE',
    );
  }
}
