/**
 * Two projects: `unit` (specs beside the code) and `integration` (test/, the real HTTP app on a
 * real database). `npm test` runs both on the embedded default (SQLite); CI runs `integration`
 * again with TEST_DATABASE_URL / TEST_REDIS_URL pointing at MariaDB and Redis.
 */
const transform = { '^.+\\.ts$': ['@swc/jest'] };

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.spec.ts'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.e2e-spec.ts'],
      setupFiles: ['<rootDir>/test/setup-env.ts'],
      slowTestThreshold: 20,
    },
  ],
  testTimeout: 60000,
  reporters: ['default', '<rootDir>/../scripts/jest-json-reporter.cjs'],
};
