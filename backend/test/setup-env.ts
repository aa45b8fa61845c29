// Runs before each integration file's imports: entity column types follow the driver (LONG_TEXT).
process.env.NODE_ENV = 'test';
if (process.env.TEST_DATABASE_URL?.startsWith('mysql://')) {
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
} else {
  delete process.env.DATABASE_URL;
}
