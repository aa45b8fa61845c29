import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pay ranges, workplace types and team websites (docs/product.md#pay-and-workplace, decision
 * 0200). No job has pay or a workplace yet, so nothing to back-fill.
 */
export class PayAndWorkplace1795553100000 implements MigrationInterface {
  name = 'PayAndWorkplace1795553100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['jobs', 'job_listings']) {
      await queryRunner.query(
        `ALTER TABLE \`${table}\` ADD \`workplaceType\` varchar(8) NULL, ADD \`salaryUnit\` varchar(5) NULL, ADD \`payAnnualUsd\` int NULL`,
      );
    }
    await queryRunner.query(
      `ALTER TABLE \`jobs\` ADD \`salaryMin\` double NULL, ADD \`salaryMax\` double NULL, ADD \`salaryCurrency\` varchar(3) NULL, ADD \`remoteRegions\` varchar(200) NULL`,
    );
    await queryRunner.query(`ALTER TABLE \`team_logos\` ADD \`website\` varchar(2048) NULL`);
    await queryRunner.query(`DROP INDEX \`IDX_job_listings_facets\` ON \`job_listings\``);
    await queryRunner.query(
      `CREATE INDEX \`IDX_job_listings_facets\` ON \`job_listings\` (\`department\`, \`employmentType\`, \`level\`, \`datePosted\`, \`positionTitle\`, \`teamName\`, \`location\`, \`validThrough\`, \`createdAt\`, \`workplaceType\`, \`salaryUnit\`, \`payAnnualUsd\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_job_listings_pay\` ON \`job_listings\` (\`payAnnualUsd\`, \`datePosted\`, \`id\`, \`workplaceType\`, \`validThrough\`, \`createdAt\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_job_listings_pay\` ON \`job_listings\``);
    await queryRunner.query(`DROP INDEX \`IDX_job_listings_facets\` ON \`job_listings\``);
    await queryRunner.query(
      `CREATE INDEX \`IDX_job_listings_facets\` ON \`job_listings\` (\`department\`, \`employmentType\`, \`level\`, \`datePosted\`, \`positionTitle\`, \`teamName\`, \`location\`, \`validThrough\`, \`createdAt\`)`,
    );
    await queryRunner.query(`ALTER TABLE \`team_logos\` DROP COLUMN \`website\``);
    await queryRunner.query(
      `ALTER TABLE \`jobs\` DROP COLUMN \`remoteRegions\`, DROP COLUMN \`salaryCurrency\`, DROP COLUMN \`salaryMax\`, DROP COLUMN \`salaryMin\``,
    );
    for (const table of ['job_listings', 'jobs']) {
      await queryRunner.query(
        `ALTER TABLE \`${table}\` DROP COLUMN \`payAnnualUsd\`, DROP COLUMN \`salaryUnit\`, DROP COLUMN \`workplaceType\``,
      );
    }
  }
}
