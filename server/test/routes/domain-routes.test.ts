import Fastify from 'fastify';
import { localAuthorityRoutes } from '#routes/local-authority/index';
import { useTestApp } from '#test/helpers/test-app';

describe('a domain of routes', () => {
  it('stops the app from starting when the plugins its routes need are not registered before it', async () => {
    const app = Fastify({ logger: false });
    app.register(localAuthorityRoutes, { prefix: '/api/v1/local-authority' });
    await expect(app.ready()).rejects.toThrow("The dependency 'database' of plugin 'local-authority-routes' is not registered");
    await app.close();
  });

  describe('in the API docs', () => {
    const app = useTestApp();

    it("lists every route under its domain's tag, the customs officer's four domains under customs", async () => {
      const { paths } = (await app().inject({ url: '/api/docs/json' })).json();
      const customs = new Set(['customs', 'hscode', 'sector', 'customs-log']);
      const misplaced = Object.entries<Record<string, { tags: string[] }>>(paths).flatMap(([path, operations]) => {
        const domain = path.split('/')[3];
        const tag = customs.has(domain) ? 'customs' : domain;
        return Object.entries(operations)
          .filter(([, operation]) => JSON.stringify(operation.tags) !== JSON.stringify([tag]))
          .map(([method, operation]) => `${method.toUpperCase()} ${path}: ${JSON.stringify(operation.tags)}`);
      });
      expect(misplaced).toEqual([]);
    });
  });
});
