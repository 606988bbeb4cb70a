import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';

/**
 * A domain's routes (`routes/<domain>/`, the first segment of their URLs), its resources registered in order.
 * Encapsulated like any route plugin, yet named with the plugins it needs, so that registering it before them
 * stops the start.
 */
export function domainRoutes(domain: string, resources: readonly FastifyPluginAsyncTypebox[]) {
  return fp(
    async (app) => {
      for (const resource of resources) await app.register(resource);
    },
    { name: `${domain}-routes`, encapsulate: true, dependencies: ['database', 'route-schemas', 'route-folders', 'auth'] },
  );
}
