import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../errors';

/**
 * A per-address ceiling on API calls, kept in each replica's memory: it guards against floods, while
 * the sign-in limit that must agree across replicas lives in the database (auth/login-throttle.ts).
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      max: app.config.apiRateLimitPerMinute,
      timeWindow: '1 minute',
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) =>
        new AppError(429, 'RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
