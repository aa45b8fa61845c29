import type { MigrationInterface, QueryRunner } from 'typeorm';
import { inferJobDepartments } from '../infer-job-departments';

/** Department, employment type and level of a job (decision 0070), and their indexes. */
export class JobTaxonomy1795294984960 implements MigrationInterface {
  name = 'JobTaxonomy1795294984960';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`jobs\` ADD \`department\` varchar(20) NOT NULL DEFAULT 'other'`,
    );
    await queryRunner.query(`ALTER TABLE \`jobs\` ADD \`employmentType\` varchar(12) NULL`);
    await queryRunner.query(`ALTER TABLE \`jobs\` ADD \`level\` varchar(10) NULL`);
    await queryRunner.query(
      `CREATE INDEX \`IDX_jobs_active_team\` ON \`jobs\` (\`isActive\`, \`expiredAt\`, \`teamName\`, \`validThrough\`, \`createdAt\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_jobs_facets\` ON \`jobs\` (\`isActive\`, \`expiredAt\`, \`department\`, \`employmentType\`, \`level\`, \`datePosted\`, \`positionTitle\`, \`teamName\`, \`location\`, \`validThrough\`, \`createdAt\`)`,
    );
    await inferJobDepartments(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_jobs_facets\` ON \`jobs\``);
    await queryRunner.query(`DROP INDEX \`IDX_jobs_active_team\` ON \`jobs\``);
    await queryRunner.query(`ALTER TABLE \`jobs\` DROP COLUMN \`level\``);
    await queryRunner.query(`ALTER TABLE \`jobs\` DROP COLUMN \`employmentType\``);
    await queryRunner.query(`ALTER TABLE \`jobs\` DROP COLUMN \`department\``);
  }
}
