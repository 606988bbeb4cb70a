import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '#app';
import { loadConfig, type Config } from '#config';
import { compileOnFirstUse } from './compile-on-first-use';
import { TEST_ARGON2 } from './test-argon2';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * Test apps only enqueue: a worker purging expired tokens in the background would race the tests that
 * plant them. The job tests (test/jobs) turn the workers on. They compile a route's schemas when it is
 * first called.
 */
export const TEST_APP_DEPENDENCIES: AppDependencies = { jobs: { workers: false }, schemaController: compileOnFirstUse() };

export function testConfig(database: Pick<TestDatabase, 'databaseUrl' | 'dataDir'>, overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    databaseUrl: database.databaseUrl,
    dataDir: database.dataDir,
    seedDemo: true,
    jwtSecret: TEST_JWT_SECRET,
    argon2: TEST_ARGON2,
    // Tests never depend on the front end being built.
    hostDist: path.join(os.tmpdir(), 'waste-test-no-host-dist'),
    releasesDir: path.join(os.tmpdir(), 'waste-test-no-releases'),
    ...overrides,
  };
}

export async function buildTestApp(database: TestDatabase, overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(database, overrides), TEST_APP_DEPENDENCIES);
  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

/**
 * One app on its own database for the test file: built before its tests, closed and dropped after.
 * `prepare` may register a plugin with extra routes before the app is ready (inside a plugin, so that
 * the auth plugin's route checks apply to them).
 */
export function useTestApp(
  overrides: Partial<Config> = {},
  prepare?: (app: FastifyInstance) => void,
  dependencies: AppDependencies = {},
): () => FastifyInstance {
  let database: TestDatabase;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig(database, overrides), { ...TEST_APP_DEPENDENCIES, ...dependencies });
    prepare?.(app);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  return () => {
    if (!app) throw new Error('The test app is not built yet');
    return app;
  };
}
