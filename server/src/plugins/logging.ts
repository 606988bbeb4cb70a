import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyServerOptions } from 'fastify';
import { trustedProxy, type Config } from '../config';
import { requestContext } from '../request-context';

/** An id nginx (`$request_id`, 32 hex digits) or another trusted proxy may hand on; anything else is replaced. */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Keys whose values never reach a log line, wherever a caller puts them: credentials, tokens and the
 * personal fields of an account. pino replaces the value, the key stays (so a line still says what was there).
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  'email',
  'to',
  'phone',
  'name',
];
const REDACTED_PATHS = [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`), 'req.headers', 'res.headers'];

/** The path alone: query strings carry search words, emails and reset tokens. */
export function pathOnly(url: string | undefined): string | undefined {
  return url?.split('?')[0];
}

/**
 * The request's id: from the proxy in front when it is trusted (nginx sets it, replacing what a client
 * sent), otherwise a new UUID. Several API processes share one log and one audit table, so Fastify's
 * per-process counter (req-1, req-2) would not tell their requests apart.
 */
export function requestIdGenerator(config: Pick<Config, 'trustProxy'>): (request: IncomingMessage) => string {
  const fromProxy = trustedProxy(config.trustProxy);
  return (request) => {
    const forwarded = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket?.remoteAddress;
    if (fromProxy && peer && fromProxy(peer) && typeof forwarded === 'string' && FORWARDED_REQUEST_ID.test(forwarded)) return forwarded;
    return randomUUID();
  };
}

/**
 * One JSON object a line (pino, Fastify's logger) with the request's id (`reqId`) on every line of that
 * request; no client address, no headers, no query string, and the secret keys above redacted.
 */
export function loggerOptions(config: Pick<Config, 'logLevel'>): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: { method?: string; url?: string; routeOptions?: { url?: string } }) => ({
        method: request.method,
        url: pathOnly(request.url),
        route: request.routeOptions?.url,
      }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

/**
 * Runs each request inside its request context (its id reaches the audit entries it writes, db/audit.ts)
 * and answers the id in X-Request-Id, for a user to quote and an operator to find in the log.
 */
export const loggingPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      requestContext.run({ requestId: request.id }, done);
    });
  },
  { name: 'logging' },
);
