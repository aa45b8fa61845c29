import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The last alert sweeps of every process, for the admin: a web replica that runs no sweep shows
 * the workers' ones.
 */
export class AlertSweepRuns1795829784069 implements MigrationInterface {
  name = 'AlertSweepRuns1795829784069';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`alert_sweep_runs\` (\`id\` int NOT NULL AUTO_INCREMENT, \`at\` datetime NOT NULL, \`sent\` int NOT NULL DEFAULT '0', \`empty\` int NOT NULL DEFAULT '0', \`notReceiving\` int NOT NULL DEFAULT '0', \`taken\` int NOT NULL DEFAULT '0', \`failed\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`alert_sweep_runs\``);
  }
}
