import type { MigrationInterface, QueryRunner } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';

/**
 * The number of jobs kept as changes, one row per write, summed by the admin's job list instead of
 * counting every job (decision 0265). Seeded with the jobs there are; a recount corrects what
 * replicas of the previous release write meanwhile.
 */
export class JobTotalDeltas1795870000000 implements MigrationInterface {
  name = 'JobTotalDeltas1795870000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`job_total_deltas\` (\`id\` varchar(36) NOT NULL, \`delta\` int NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `INSERT INTO \`job_total_deltas\` (\`id\`, \`delta\`) SELECT ?, COUNT(*) FROM \`jobs\``,
      [uuidv7()],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`job_total_deltas\``);
  }
}
