import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobExpiry1795292005452 implements MigrationInterface {
  name = 'JobExpiry1795292005452';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_jobs_featured_active_posted\` ON \`jobs\``);
    await queryRunner.query(`DROP INDEX \`IDX_jobs_board\` ON \`jobs\``);
    await queryRunner.query(`ALTER TABLE \`jobs\` ADD \`validThrough\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`jobs\` ADD \`expiredAt\` datetime NULL`);
    await queryRunner.query(
      `CREATE INDEX \`IDX_jobs_featured_active_posted\` ON \`jobs\` (\`isFeatured\`, \`isActive\`, \`expiredAt\`, \`datePosted\`, \`id\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_jobs_board\` ON \`jobs\` (\`isActive\`, \`expiredAt\`, \`datePosted\`, \`id\`, \`positionTitle\`, \`teamName\`, \`location\`, \`validThrough\`, \`createdAt\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_jobs_board\` ON \`jobs\``);
    await queryRunner.query(`DROP INDEX \`IDX_jobs_featured_active_posted\` ON \`jobs\``);
    await queryRunner.query(`ALTER TABLE \`jobs\` DROP COLUMN \`expiredAt\``);
    await queryRunner.query(`ALTER TABLE \`jobs\` DROP COLUMN \`validThrough\``);
    await queryRunner.query(
      `CREATE INDEX \`IDX_jobs_board\` ON \`jobs\` (\`isActive\`, \`datePosted\`, \`id\`, \`positionTitle\`, \`teamName\`, \`location\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_jobs_featured_active_posted\` ON \`jobs\` (\`isFeatured\`, \`isActive\`, \`datePosted\`, \`id\`)`,
    );
  }
}
