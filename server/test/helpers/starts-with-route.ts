import type { FastifyInstance } from 'fastify';
import { buildApp } from '#app';
import { TEST_APP_DEPENDENCIES, testConfig } from './test-app';
import { createTestDatabase } from './test-database';

/** Builds an app with one extra route and starts it; resolves if it starts, rejects with the reason if not. */
export async function startsWithRoute(addRoute: (routes: FastifyInstance) => void): Promise<void> {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(database), TEST_APP_DEPENDENCIES);
  app.register(async (routes) => addRoute(routes));
  try {
    await app.ready();
  } finally {
    await app.close().catch(() => undefined);
    await database.drop();
  }
}
