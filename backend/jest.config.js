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
  // A dynamic import() names its relative module with the `.js` it has once compiled (module
  // node16); under Jest that module is still the `.ts` beside it.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
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
      // The OpenAPI document is rendered from a throw-away embedded app whichever database a run
      // tests, so the MariaDB run leaves its suite to the embedded run: it would check the same
      // document again, and the production mode's run must not load SQLite's driver, compiled
      // for the machine's Node only (CI runs that mode on the Node release the app image runs:
      // docs/decisions/0271-image-node-tested-from-the-registry.md).
      testPathIgnorePatterns: [
        '/node_modules/',
        ...(process.env.TEST_DATABASE_URL ? ['/test/openapi\\.e2e-spec\\.ts$'] : []),
      ],
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
  // MariaDB run); collecting such a heap can pause the app under test past Redis's and MySQL's
  // command timeouts (with replacement at 1 GB, a suite's first request once answered 503 after
  // 2.5 s). A worker past 400 MB is replaced between suites: heaps stay near 500 MB, and the
  // MariaDB run took 346 s against 380 (a fresh worker costs less than collecting a large heap).
  workerIdleMemoryLimit: '400MB',
  reporters: ['default', '<rootDir>/../scripts/jest-json-reporter.cjs'],
};
