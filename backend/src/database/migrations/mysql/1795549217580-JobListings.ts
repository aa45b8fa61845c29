import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobListings1795549217580 implements MigrationInterface {
  name = 'JobListings1795549217580';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_jobs_featured_active_posted\` ON \`jobs\``);
    await queryRunner.query(`DROP INDEX \`IDX_jobs_board\` ON \`jobs\``);
    await queryRunner.query(`DROP INDEX \`IDX_jobs_active_team\` ON \`jobs\``);
    await queryRunner.query(`DROP INDEX \`IDX_jobs_facets\` ON \`jobs\``);
    await queryRunner.query(
      `CREATE TABLE \`job_listings\` (\`id\` varchar(36) NOT NULL, \`teamName\` varchar(200) NOT NULL, \`positionTitle\` varchar(300) NOT NULL, \`location\` varchar(200) NOT NULL, \`datePosted\` datetime NOT NULL, \`isFeatured\` tinyint NOT NULL DEFAULT 0, \`department\` varchar(20) NOT NULL DEFAULT 'other', \`employmentType\` varchar(12) NULL, \`level\` varchar(10) NULL, \`validThrough\` datetime NULL, \`createdAt\` datetime NOT NULL, INDEX \`IDX_job_listings_closing\` (\`validThrough\`, \`createdAt\`), INDEX \`IDX_job_listings_featured\` (\`isFeatured\`, \`datePosted\`, \`id\`), INDEX \`IDX_job_listings_team\` (\`teamName\`, \`datePosted\`, \`validThrough\`, \`createdAt\`), INDEX \`IDX_job_listings_facets\` (\`department\`, \`employmentType\`, \`level\`, \`datePosted\`, \`positionTitle\`, \`teamName\`, \`location\`, \`validThrough\`, \`createdAt\`), INDEX \`IDX_job_listings_board\` (\`datePosted\`, \`id\`, \`positionTitle\`, \`teamName\`, \`location\`, \`validThrough\`, \`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    // The listed jobs of the existing board (the job writer and the sweep keep them from now on).
    await queryRunner.query(
      `INSERT INTO \`job_listings\` (\`id\`, \`teamName\`, \`positionTitle\`, \`location\`, \`datePosted\`, \`isFeatured\`, \`department\`, \`employmentType\`, \`level\`, \`validThrough\`, \`createdAt\`) SELECT \`id\`, \`teamName\`, \`positionTitle\`, \`location\`, \`datePosted\`, \`isFeatured\`, \`department\`, \`employmentType\`, \`level\`, \`validThrough\`, \`createdAt\` FROM \`jobs\` WHERE \`isActive\` = 1 AND \`expiredAt\` IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_job_listings_board\` ON \`job_listings\``);
    await queryRunner.query(`DROP INDEX \`IDX_job_listings_facets\` ON \`job_listings\``);
    await queryRunner.query(`DROP INDEX \`IDX_job_listings_team\` ON \`job_listings\``);
    await queryRunner.query(`DROP INDEX \`IDX_job_listings_featured\` ON \`job_listings\``);
    await queryRunner.query(`DROP INDEX \`IDX_job_listings_closing\` ON \`job_listings\``);
    await queryRunner.query(`DROP TABLE \`job_listings\``);
    await queryRunner.query(
      `CREATE INDEX \`IDX_jobs_facets\` ON \`jobs\` (\`isActive\`, \`expiredAt\`, \`department\`, \`employmentType\`, \`level\`, \`datePosted\`, \`positionTitle\`, \`teamName\`, \`location\`, \`validThrough\`, \`createdAt\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_jobs_active_team\` ON \`jobs\` (\`isActive\`, \`expiredAt\`, \`teamName\`, \`validThrough\`, \`createdAt\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_jobs_board\` ON \`jobs\` (\`isActive\`, \`expiredAt\`, \`datePosted\`, \`id\`, \`positionTitle\`, \`teamName\`, \`location\`, \`validThrough\`, \`createdAt\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_jobs_featured_active_posted\` ON \`jobs\` (\`isFeatured\`, \`isActive\`, \`expiredAt\`, \`datePosted\`, \`id\`)`,
    );
  }
}
