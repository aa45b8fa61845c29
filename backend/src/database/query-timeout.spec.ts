import { isReadStatement } from './query-timeout';

describe('isReadStatement', () => {
  it.each([
    'SELECT 1',
    '  select `j`.`id` FROM `jobs` `j`',
    '(SELECT 1) UNION (SELECT 2)',
    'WITH recent AS (SELECT 1) SELECT * FROM recent',
    'SHOW TABLES',
    'EXPLAIN SELECT 1',
    'SET STATEMENT max_statement_time = 1.75 FOR SELECT `id` FROM `jobs`',
  ])('%s is a read', (sql) => expect(isReadStatement(sql)).toBe(true));

  it.each([
    'INSERT INTO jobs VALUES (1)',
    'UPDATE jobs SET title = 1',
    'DELETE FROM jobs',
    'DO SLEEP(1)',
    'START TRANSACTION',
    'SELECT id FROM users WHERE id = 1 FOR UPDATE',
    'SELECT id FROM users LOCK IN SHARE MODE',
    'CALL refresh()',
    'SET STATEMENT max_statement_time = 1.75 FOR DELETE FROM jobs',
    'SET STATEMENT max_statement_time = 1 FOR SELECT id FROM users FOR UPDATE',
  ])('%s is not a read', (sql) => expect(isReadStatement(sql)).toBe(false));
});
