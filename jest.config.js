// Unit and component tests of the browser packages (the server has its own config in server/).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'jsdom',
  // Jest's default (cores - 1) is one worker on a 2-core CI machine, which runs every suite in band.
  maxWorkers: '100%',
  // Matches the longer findBy*/waitFor wait set in setupTests.ts.
  testTimeout: 30_000,
  clearMocks: true,
  restoreMocks: true,
  roots: ['<rootDir>/shared', '<rootDir>/host', '<rootDir>/remote-admin', '<rootDir>/remote-customs', '<rootDir>/remote-local-authority', '<rootDir>/remote-recycler'],
  testMatch: ['**/test/**/*.test.ts?(x)'],
  transform: { '^.+\\.[tj]sx?$': swc },
  // @ant-design/colors ships only ES modules; everything else in node_modules is CommonJS already.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!@ant-design\\+colors)'],
  setupFilesAfterEnv: ['<rootDir>/shared/src/testing/setupTests.ts'],
  // The federation runtime exists only inside a webpack build; host tests replace the one module that uses it.
  moduleNameMapper: {
    '^@module-federation/enhanced/runtime$': '<rootDir>/shared/src/testing/federationRuntimeStub.ts',
    // The quick sign-in page imports locale files as modules of their own (`?quick`); jest reads the file.
    '^(.*\\.json)\\?quick$': '$1',
    // The host's build emits antd's stylesheet as a file and hands over its address.
    '^antd/dist/antd\\.css$': '<rootDir>/shared/src/testing/antdStylesheetStub.ts',
  },
};
