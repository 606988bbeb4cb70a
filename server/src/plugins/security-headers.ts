import fp from 'fastify-plugin';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { ErrorCode } from '../errors';
import { REQUEST_ID_HEADER } from './logging';

declare module 'fastify' {
  interface FastifyInstance {
    /** What helmet sends on every answer, for the answers no hook sees (frameworkErrorAnswer). */
    securityHeaders: Record<string, string>;
  }
}

const API_DOCS = /^\/api\/docs(\/|$)/;

/**
 * On every response, pages and API alike (docker/nginx.conf sends the same on the pages it serves; a
 * test holds the two equal). The SPA and its remotes load only same-origin scripts, never eval'd code
 * (no 'unsafe-eval'). antd's css-in-js injects <style> tags at run time, whose content changes with the
 * theme and the components shown, so no hash can list them, and nginx serves a static index.html that
 * cannot carry a per-response nonce: inline styles are allowed (style-src only, never scripts). Images
 * may be data: or blob: URLs (charts, server-rendered diagrams). API answers carry personal data: no browser or proxy may keep them.
 */
const HELMET_OPTIONS: FastifyHelmetOptions = {
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
};

/** The headers helmet writes with these options, read once from an answer of a bare instance. */
async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', async () => '');
  const response = await probe.inject({ url: '/' });
  await probe.close();
  const answerHeaders = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name, value]) => !answerHeaders.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, String(value)]),
  );
}

const FRAMEWORK_ANSWERS: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_BAD_URL: [400, 'BAD_REQUEST', 'The address is not a valid URL'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'URI_TOO_LONG', 'The address is too long'],
};

/**
 * Fastify's `frameworkErrors`: the router refuses an address it cannot decode (`/api/v1/%`) before any hook
 * runs, so helmet, the request id and no-store are written here, in the error shape of every other answer.
 */
export function frameworkErrorAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, code, message] = FRAMEWORK_ANSWERS[error.code] ?? [500, 'INTERNAL_ERROR', 'Something went wrong'];
  void reply
    .headers(request.server.securityHeaders)
    .header('cache-control', 'no-store')
    .header(REQUEST_ID_HEADER, request.id)
    .code(status)
    .send({ message, code });
}

export const securityHeadersPlugin = fp(
  async (app) => {
    const headers = await helmetHeaders();
    app.decorate('securityHeaders', headers);
    // helmet's options are fixed, so its headers are too: written as read once, not rebuilt on every request.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !API_DOCS.test(request.url)) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
