import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Listings counted per team and facet combination, kept by the job writer (decision 0171). */
export class ListingCounts1795581104148 implements MigrationInterface {
  name = 'ListingCounts1795581104148';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`job_listing_counts\` (\`teamName\` varchar(200) NOT NULL, \`department\` varchar(20) NOT NULL, \`employmentType\` varchar(12) NOT NULL, \`level\` varchar(10) NOT NULL, \`workplaceType\` varchar(8) NOT NULL, \`listed\` int NOT NULL, PRIMARY KEY (\`teamName\`, \`department\`, \`employmentType\`, \`level\`, \`workplaceType\`)) ENGINE=InnoDB`,
    );
    // The existing listings' counts (the job writer keeps them from now on).
    await queryRunner.query(
      `INSERT INTO \`job_listing_counts\` (\`teamName\`, \`department\`, \`employmentType\`, \`level\`, \`workplaceType\`, \`listed\`) SELECT \`teamName\`, \`department\`, COALESCE(\`employmentType\`, ''), COALESCE(\`level\`, ''), COALESCE(\`workplaceType\`, ''), COUNT(*) FROM \`job_listings\` GROUP BY \`teamName\`, \`department\`, COALESCE(\`employmentType\`, ''), COALESCE(\`level\`, ''), COALESCE(\`workplaceType\`, '')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`job_listing_counts\``);
  }
}
