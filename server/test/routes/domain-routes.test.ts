import Fastify from 'fastify';
import { localAuthorityRoutes } from '#routes/local-authority/index';

describe('a domain of routes', () => {
  it('stops the app from starting when the plugins its routes need are not registered before it', async () => {
    const app = Fastify({ logger: false });
    app.register(localAuthorityRoutes, { prefix: '/api/v1/local-authority' });
    await expect(app.ready()).rejects.toThrow("The dependency 'database' of plugin 'local-authority-routes' is not registered");
    await app.close();
  });
});
