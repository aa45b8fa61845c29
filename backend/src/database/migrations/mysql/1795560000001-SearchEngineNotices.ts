import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SearchEngineNotices1795560000001 implements MigrationInterface {
  name = 'SearchEngineNotices1795560000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`search_engine_notices\` (\`engine\` varchar(16) NOT NULL, \`jobId\` varchar(36) NOT NULL, \`title\` varchar(300) NOT NULL, \`listed\` tinyint NOT NULL, \`changedAt\` datetime NOT NULL, \`dueAt\` datetime NOT NULL, \`attempts\` int NOT NULL DEFAULT '0', \`claimedBy\` varchar(36) NULL, \`claimedUntil\` datetime NULL, INDEX \`IDX_search_engine_notices_due\` (\`engine\`, \`dueAt\`), PRIMARY KEY (\`engine\`, \`jobId\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP INDEX \`IDX_search_engine_notices_due\` ON \`search_engine_notices\``,
    );
    await queryRunner.query(`DROP TABLE \`search_engine_notices\``);
  }
}
