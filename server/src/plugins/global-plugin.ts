import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * Marks a plugin so that its decorators, hooks and handlers apply to the whole app rather than to
 * its own encapsulated context. This is what `fastify-plugin` does; the server does not depend on it.
 */
export function globalPlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}
