import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pay ranges, workplace types and team websites (docs/product.md#pay-and-workplace, decision
 * 0200). Columns are added in place: no job has pay or a workplace yet, so nothing to back-fill.
 */
export class PayAndWorkplace1795553100000 implements MigrationInterface {
  name = 'PayAndWorkplace1795553100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['jobs', 'job_listings']) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "workplaceType" varchar(8)`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "salaryUnit" varchar(5)`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "payAnnualUsd" integer`);
    }
    await queryRunner.query(`ALTER TABLE "jobs" ADD COLUMN "salaryMin" double`);
    await queryRunner.query(`ALTER TABLE "jobs" ADD COLUMN "salaryMax" double`);
    await queryRunner.query(`ALTER TABLE "jobs" ADD COLUMN "salaryCurrency" varchar(3)`);
    await queryRunner.query(`ALTER TABLE "jobs" ADD COLUMN "remoteRegions" varchar(200)`);
    await queryRunner.query(`ALTER TABLE "team_logos" ADD COLUMN "website" varchar(2048)`);
    await queryRunner.query(`DROP INDEX "IDX_job_listings_facets"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_job_listings_facets" ON "job_listings" ("department", "employmentType", "level", "datePosted", "positionTitle", "teamName", "location", "validThrough", "createdAt", "workplaceType", "salaryUnit", "payAnnualUsd") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_job_listings_pay" ON "job_listings" ("payAnnualUsd", "datePosted", "id", "workplaceType", "validThrough", "createdAt") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_job_listings_pay"`);
    await queryRunner.query(`DROP INDEX "IDX_job_listings_facets"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_job_listings_facets" ON "job_listings" ("department", "employmentType", "level", "datePosted", "positionTitle", "teamName", "location", "validThrough", "createdAt") `,
    );
    await queryRunner.query(`ALTER TABLE "team_logos" DROP COLUMN "website"`);
    for (const column of ['remoteRegions', 'salaryCurrency', 'salaryMax', 'salaryMin']) {
      await queryRunner.query(`ALTER TABLE "jobs" DROP COLUMN "${column}"`);
    }
    for (const table of ['job_listings', 'jobs']) {
      for (const column of ['payAnnualUsd', 'salaryUnit', 'workplaceType']) {
        await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "${column}"`);
      }
    }
  }
}
