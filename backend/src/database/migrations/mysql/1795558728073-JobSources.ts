import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobSources1795558728073 implements MigrationInterface {
  name = 'JobSources1795558728073';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`job_source_runs\` (\`id\` varchar(36) NOT NULL, \`sourceId\` varchar(36) NOT NULL, \`trigger\` varchar(10) NOT NULL, \`status\` varchar(10) NOT NULL, \`startedAt\` datetime NOT NULL, \`durationMs\` int NOT NULL DEFAULT '0', \`fetched\` int NOT NULL DEFAULT '0', \`created\` int NOT NULL DEFAULT '0', \`updated\` int NOT NULL DEFAULT '0', \`unchanged\` int NOT NULL DEFAULT '0', \`closed\` int NOT NULL DEFAULT '0', \`failed\` int NOT NULL DEFAULT '0', \`error\` varchar(2000) NULL, INDEX \`IDX_job_source_runs_source\` (\`sourceId\`, \`startedAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`job_sources\` (\`id\` varchar(36) NOT NULL, \`teamName\` varchar(200) NOT NULL, \`provider\` varchar(12) NOT NULL, \`token\` varchar(2048) NOT NULL, \`region\` varchar(8) NOT NULL DEFAULT 'global', \`everyMinutes\` int NOT NULL DEFAULT '60', \`paused\` tinyint NOT NULL DEFAULT 0, \`mapping\` text NOT NULL, \`unmapped\` text NOT NULL, \`nextRunAt\` datetime NOT NULL, \`consecutiveFailures\` int NOT NULL DEFAULT '0', \`lastFetched\` int NULL, \`flag\` varchar(20) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_job_sources_due\` (\`paused\`, \`nextRunAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`jobs\` ADD \`sourceId\` varchar(36) NULL`);
    await queryRunner.query(`ALTER TABLE \`jobs\` ADD \`externalId\` varchar(200) NULL`);
    await queryRunner.query(`ALTER TABLE \`jobs\` ADD \`contentHash\` varchar(64) NULL`);
    await queryRunner.query(`ALTER TABLE \`jobs\` ADD \`lockedFields\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`jobs\` ADD \`missedRuns\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX \`UQ_jobs_source_external\` ON \`jobs\` (\`sourceId\`, \`externalId\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`UQ_jobs_source_external\` ON \`jobs\``);
    await queryRunner.query(`ALTER TABLE \`jobs\` DROP COLUMN \`missedRuns\``);
    await queryRunner.query(`ALTER TABLE \`jobs\` DROP COLUMN \`lockedFields\``);
    await queryRunner.query(`ALTER TABLE \`jobs\` DROP COLUMN \`contentHash\``);
    await queryRunner.query(`ALTER TABLE \`jobs\` DROP COLUMN \`externalId\``);
    await queryRunner.query(`ALTER TABLE \`jobs\` DROP COLUMN \`sourceId\``);
    await queryRunner.query(`DROP INDEX \`IDX_job_sources_due\` ON \`job_sources\``);
    await queryRunner.query(`DROP TABLE \`job_sources\``);
    await queryRunner.query(`DROP INDEX \`IDX_job_source_runs_source\` ON \`job_source_runs\``);
    await queryRunner.query(`DROP TABLE \`job_source_runs\``);
  }
}
