import fp from 'fastify-plugin';
import type { RouteOptions } from 'fastify';

const CLOSED_PARTS = ['body', 'querystring', 'params'] as const;

/**
 * Every API route describes its answers, and its input as closed objects (unknown properties are
 * removed before the handler sees them). Checked when the route is added, so a gap stops the start.
 */
export const routeSchemasPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith('/api/v1/')) return;
      const name = `Route ${String(route.method)} ${route.url}`;
      if (!route.schema?.response) throw new Error(`${name} must declare schema.response`);
      for (const part of CLOSED_PARTS) {
        const schema = route.schema[part] as { type?: string; additionalProperties?: unknown } | undefined;
        if (schema?.type === 'object' && schema.additionalProperties !== false) {
          throw new Error(`${name} must declare schema.${part} with additionalProperties: false`);
        }
      }
    });
  },
  { name: 'route-schemas' },
);
