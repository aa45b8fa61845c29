module.exports = {
  testEnvironment: '<rootDir>/../tools/jest-fetch-environment.cjs',
  // Ant Design screens render large trees; a loaded CI machine needs more than 5 s for some.
  testTimeout: 60000,
  roots: ['<rootDir>/src'],
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
  // Some Ant Design dependencies ship ES modules only: compile them too.
  transformIgnorePatterns: ['/node_modules/(?!(@ant-design|@rc-component|rc-[^/]+|antd)/)'],
  moduleNameMapper: { '\\.(png|jpe?g|webp|avif|svg)$': '<rootDir>/jest.file-stub.js' },
  reporters: ['default', '<rootDir>/../scripts/jest-json-reporter.cjs'],
};
