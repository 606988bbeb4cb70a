import helmet from '@fastify/helmet';
import { globalPlugin } from './global-plugin';

/**
 * The SPA and its remotes load only same-origin scripts. antd's css-in-js injects <style> tags, so
 * inline styles are allowed; images may be data: or blob: URLs (charts, server-rendered diagrams).
 */
export const securityHeadersPlugin = globalPlugin(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        scriptSrcAttr: ["'none'"],
      },
    },
  });
});
