import { statementWithLimit } from './search-connection';

describe('statementWithLimit', () => {
  it('limits any MariaDB statement for itself only, in seconds', () => {
    expect(statementWithLimit('mariadb', 1750, 'SELECT 1')).toBe(
      'SET STATEMENT max_statement_time = 1.75 FOR SELECT 1',
    );
    expect(statementWithLimit('mariadb', 0.4, 'SELECT 1')).toBe(
      'SET STATEMENT max_statement_time = 0.001 FOR SELECT 1',
    );
  });

  it('gives a MySQL SELECT the optimizer hint, in milliseconds, and leaves what cannot take it', () => {
    expect(statementWithLimit('mysql', 300, '  select `id` FROM (SELECT 1) t')).toBe(
      '  SELECT /*+ MAX_EXECUTION_TIME(300) */ `id` FROM (SELECT 1) t',
    );
    expect(statementWithLimit('mysql', 300, 'SHOW TABLES')).toBe('SHOW TABLES');
  });
});
