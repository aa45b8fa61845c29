/**
 * Two projects: `unit` (specs beside the code) and `integration` (test/, the real HTTP app on a
 * real database). `npm test` runs both on the embedded default (SQLite); CI runs `integration`
 * again with TEST_DATABASE_URL / TEST_REDIS_URL pointing at MariaDB and Redis.
 */
const { availableParallelism } = require('node:os');

const transform = {
  '^.+\\.ts$': ['@swc/jest'],
  // file-type and its helpers ship only ES modules: compile them to CommonJS for Jest.
  '^.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' }, jsc: { target: 'es2022' } }],
};
const ESM_PACKAGES = [
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
];
const esm = {
  transformIgnorePatterns: [`node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
};

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      ...esm,
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.spec.ts'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      ...esm,
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.e2e-spec.ts'],
      setupFiles: ['<rootDir>/test/setup-env.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/contract-check.setup.ts'],
      slowTestThreshold: 20,
    },
  ],
  testTimeout: 60000,
  // Most of a suite's time is loading the app's modules and waiting on the database: two
  // workers halve the run on a two-core machine (each takes its own Redis database, see
  // test/harness.ts); more cores, more workers.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // Each suite loads the whole app again and a worker's heap keeps growing (past 2 GB over the
  // MariaDB run); collecting such a heap can pause the app under test past Redis's command
  // timeout. A worker past this size is replaced between suites.
  workerIdleMemoryLimit: '1GB',
  reporters: ['default', '<rootDir>/../scripts/jest-json-reporter.cjs'],
};
