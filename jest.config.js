// Unit and component tests of the browser packages (the server has its own config in server/): one project a
// package, so that `@/` is each app's own `src/` as in its tsconfig and webpack config.
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

const PACKAGES = ['shared', 'host', 'remote-admin', 'remote-customs', 'remote-local-authority', 'remote-recycler'];

const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  clearMocks: true,
  restoreMocks: true,
  testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
  transform: { '^.+\\.[tj]sx?$': swc },
  // @ant-design/colors ships only ES modules; everything else in node_modules is CommonJS already.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!@ant-design\\+colors)'],
  setupFilesAfterEnv: [`${__dirname}/shared/src/testing/setupTests.ts`],
  moduleNameMapper: {
    // The federation runtime exists only inside a webpack build; host tests replace the one module that uses it.
    '^@module-federation/enhanced/runtime$': `${__dirname}/shared/src/testing/federationRuntimeStub.ts`,
    // The quick sign-in page imports locale files as modules of their own (`?quick`); jest reads the file.
    '^(.*\\.json)\\?quick$': '$1',
    // The host's build emits antd's stylesheet as a file and hands over its address.
    '^antd/dist/antd\\.css$': `${__dirname}/shared/src/testing/antdStylesheetStub.ts`,
    ...(name === 'shared' ? {} : { '^@/(.*)$': '<rootDir>/src/$1' }),
  },
});

module.exports = {
  // Jest's default (cores - 1) is one worker on a 2-core CI machine, which runs every suite in band.
  maxWorkers: '100%',
  // Matches the longer findBy*/waitFor wait set in setupTests.ts.
  testTimeout: 30_000,
  projects: PACKAGES.map(project),
};
