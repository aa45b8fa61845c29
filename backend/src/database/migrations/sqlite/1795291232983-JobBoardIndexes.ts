import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobBoardIndexes1795291232983 implements MigrationInterface {
  name = 'JobBoardIndexes1795291232983';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_jobs_active_posted"`);
    await queryRunner.query(`DROP INDEX "IDX_jobs_featured_active_posted"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_jobs_featured_active_posted" ON "jobs" ("isFeatured", "isActive", "datePosted", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_jobs_posted" ON "jobs" ("datePosted", "id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_jobs_board" ON "jobs" ("isActive", "datePosted", "id", "positionTitle", "teamName", "location") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_jobs_board"`);
    await queryRunner.query(`DROP INDEX "IDX_jobs_posted"`);
    await queryRunner.query(`DROP INDEX "IDX_jobs_featured_active_posted"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_jobs_featured_active_posted" ON "jobs" ("isFeatured", "isActive", "datePosted") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_jobs_active_posted" ON "jobs" ("isActive", "datePosted") `,
    );
  }
}
