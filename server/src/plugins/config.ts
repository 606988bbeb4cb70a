import type { Config } from '../config';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export const configPlugin = globalPlugin<{ config: Config }>(async (app, { config }) => {
  app.decorate('config', config);
});
