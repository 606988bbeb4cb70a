/**
 * Server tests run on embedded PGlite (in memory) by default, and on PostgreSQL when DATABASE_URL is set
 * (`pnpm test:pg`): each test file then gets a fresh database on that server (test/helpers/test-database.ts).
 * --experimental-vm-modules (set by the package scripts) lets PGlite's dynamic imports of node:fs work under Jest.
 */
const swc = (syntax, module = {}) => [
  '@swc/jest',
  { jsc: { parser: { syntax }, target: 'es2022' }, module: { type: 'commonjs', ...module } },
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // The generated browser contract does not depend on the database: checked once, in the PGlite run (it
  // builds the app twice in a child process, the slowest file of the suite).
  testPathIgnorePatterns: process.env.DATABASE_URL ? ['/node_modules/', '/test/contract/api-types\\.test\\.ts$'] : ['/node_modules/'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  // The # imports of tsconfig.json's paths (docs/adr/0060-server-import-aliases.md): Jest reads no tsconfig.
  moduleNameMapper: { '^#test/(.*)$': '<rootDir>/test/$1.ts', '^#(.*)$': '<rootDir>/src/$1.ts' },
  transform: {
    // import() stays a real import, as tsc (module node20) leaves it: harfbuzzjs is ESM with top-level await.
    '^.+\\.ts$': swc('typescript', { ignoreDynamic: true }),
    '^.+\\.m?js$': swc('ecmascript'),
  },
  // These dependencies ship only ES modules, which Node 20 can require() but Jest's runtime cannot.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(typebox|jose|content-disposition|cookie|pg-boss|rrule-temporal|serialize-error|non-error)[@/])',
  ],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60000,
  // Jest's default (cores - 1) is one worker on a 2-core CI machine: the suite ran in band, one core idle
  // while PGlite or a test's requests kept the other busy. Each file has a database of its own.
  maxWorkers: '100%',
};
