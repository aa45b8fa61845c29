import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SavedJobsAndJobDayStats1795548924289 implements MigrationInterface {
  name = 'SavedJobsAndJobDayStats1795548924289';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`job_day_stats\` (\`jobId\` varchar(36) NOT NULL, \`day\` varchar(10) NOT NULL, \`viewsBoard\` int NOT NULL DEFAULT '0', \`viewsSearch\` int NOT NULL DEFAULT '0', \`viewsAlert\` int NOT NULL DEFAULT '0', \`viewsOther\` int NOT NULL DEFAULT '0', \`viewsDirect\` int NOT NULL DEFAULT '0', \`applyClicks\` int NOT NULL DEFAULT '0', \`saves\` int NOT NULL DEFAULT '0', INDEX \`IDX_job_day_stats_day\` (\`day\`, \`jobId\`), PRIMARY KEY (\`jobId\`, \`day\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`saved_jobs\` (\`userId\` varchar(36) NOT NULL, \`jobId\` varchar(36) NOT NULL, \`savedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_saved_jobs_job\` (\`jobId\`), PRIMARY KEY (\`userId\`, \`jobId\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`job_day_stats\` ADD CONSTRAINT \`FK_job_day_stats_job\` FOREIGN KEY (\`jobId\`) REFERENCES \`jobs\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`saved_jobs\` ADD CONSTRAINT \`FK_saved_jobs_user\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`saved_jobs\` ADD CONSTRAINT \`FK_saved_jobs_job\` FOREIGN KEY (\`jobId\`) REFERENCES \`jobs\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`saved_jobs\` DROP FOREIGN KEY \`FK_saved_jobs_job\``);
    await queryRunner.query(`ALTER TABLE \`saved_jobs\` DROP FOREIGN KEY \`FK_saved_jobs_user\``);
    await queryRunner.query(
      `ALTER TABLE \`job_day_stats\` DROP FOREIGN KEY \`FK_job_day_stats_job\``,
    );
    await queryRunner.query(`DROP INDEX \`IDX_saved_jobs_job\` ON \`saved_jobs\``);
    await queryRunner.query(`DROP TABLE \`saved_jobs\``);
    await queryRunner.query(`DROP INDEX \`IDX_job_day_stats_day\` ON \`job_day_stats\``);
    await queryRunner.query(`DROP TABLE \`job_day_stats\``);
  }
}
