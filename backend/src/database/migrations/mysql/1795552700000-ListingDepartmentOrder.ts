import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One department's listings in board order, read from an index range (decision 0251). */
export class ListingDepartmentOrder1795552700000 implements MigrationInterface {
  name = 'ListingDepartmentOrder1795552700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`IDX_job_listings_department\` ON \`job_listings\` (\`department\`, \`datePosted\`, \`id\`, \`validThrough\`, \`createdAt\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_job_listings_department\` ON \`job_listings\``);
  }
}
