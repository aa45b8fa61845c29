module.exports = {
  testEnvironment: '<rootDir>/../tools/jest-fetch-environment.cjs',
  testEnvironmentOptions: { jsdomForms: true },
  roots: ['<rootDir>/src'],
  // Screens render through lazy routes and RTK Query; a loaded CI machine needs more than 5 s.
  testTimeout: 30000,
  setupFiles: ['<rootDir>/jest.setup-globals.js'],
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/../tools/jest-testing-library.cjs'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  moduleNameMapper: { '\\.(png|jpe?g|webp|avif|svg)$': '<rootDir>/jest.file-stub.js' },
  reporters: ['default', '<rootDir>/../scripts/jest-json-reporter.cjs'],
};
