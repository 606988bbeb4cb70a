import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';

/**
 * A domain's routes (`routes/<domain>/`, the first segment of their URLs), its resources registered in order.
 * Every route of the domain is listed under one tag of the API docs: the domain's name, or `tag` where
 * several domains make one area of the product (the customs officer's). Encapsulated like any route plugin,
 * yet named with the plugins it needs, so that registering it before them stops the start.
 */
export function domainRoutes(domain: string, resources: readonly FastifyPluginAsyncTypebox[], { tag = domain } = {}) {
  return fp(
    async (app) => {
      app.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, tags: [tag] };
      });
      for (const resource of resources) await app.register(resource);
    },
    { name: `${domain}-routes`, encapsulate: true, dependencies: ['database', 'route-schemas', 'route-folders', 'auth'] },
  );
}
