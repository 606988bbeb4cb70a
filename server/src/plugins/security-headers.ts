import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

const API_DOCS = /^\/api\/docs(\/|$)/;

/**
 * On every response, pages and API alike (docker/nginx.conf sends the same on the pages it serves; a
 * test holds the two equal). The SPA and its remotes load only same-origin scripts, never eval'd code
 * (no 'unsafe-eval'). antd's css-in-js injects <style> tags at run time, whose content changes with the
 * theme and the components shown, so no hash can list them, and nginx serves a static index.html that
 * cannot carry a per-response nonce: inline styles are allowed (style-src only, never scripts). Images
 * may be data: or blob: URLs (charts, server-rendered diagrams). API answers carry personal data: no browser or proxy may keep them.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !API_DOCS.test(request.url)) reply.header('cache-control', 'no-store');
    });
    await app.register(helmet, {
      // No page of the product is ever framed, not even by itself (CSP frame-ancestors for browsers that
      // read it, X-Frame-Options for those that do not).
      frameguard: { action: 'deny' },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
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
          frameAncestors: ["'none'"],
          scriptSrcAttr: ["'none'"],
        },
      },
    });
  },
  { name: 'security-headers' },
);
