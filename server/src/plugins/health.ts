import fp from 'fastify-plugin';
import { Type } from 'typebox';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process starts closing (close-on-signals.ts): readiness answers 503 from then on. */
    markClosing(): void;
  }
}

export const LIVENESS_URL = '/api/health/live';
export const READINESS_URL = '/api/health/ready';

/** Longer than a healthy `SELECT 1` ever takes, short enough for a load balancer's probe. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

const HealthAnswer = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Optional(Type.Union([Type.Literal('ok'), Type.Literal('unreachable')])),
  closing: Type.Optional(Type.Boolean()),
});

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Liveness: the process answers (a restart is the only cure when it does not). Readiness: the process
 * can serve, i.e. its database answers and it is not shutting down; a load balancer (nginx, compose's
 * health check, an orchestrator) sends requests only to a ready process. Neither needs a token, neither
 * tells more than ok or not, and neither is part of the versioned API or its docs.
 */
export const healthPlugin = fp(
  async (app) => {
    let closing = false;
    app.decorate('markClosing', () => {
      closing = true;
    });
    // The answers still going out while closing end their keep-alive connection: the listener can only close
    // once every connection has, and a proxy's idle connection would otherwise hold it open until the grace ends.
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
    // Compose's health check and an orchestrator's probes must never be answered 429.
    const routeConfig = { public: true, rateLimit: false } as const;

    app.get(LIVENESS_URL, { config: routeConfig, schema: { hide: true, response: { 200: HealthAnswer } } }, async () => ({
      status: 'ok' as const,
    }));

    app.get(
      READINESS_URL,
      { config: routeConfig, schema: { hide: true, response: { 200: HealthAnswer, 503: HealthAnswer } } },
      async (request, reply) => {
        if (closing) return reply.code(503).send({ status: 'unavailable', closing: true });
        try {
          await withTimeout(app.db.query('SELECT 1'), DATABASE_CHECK_TIMEOUT_MS);
          return { status: 'ok' as const, database: 'ok' as const };
        } catch (error) {
          request.log.warn({ err: error }, 'readiness: the database does not answer');
          return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
        }
      },
    );
  },
  { name: 'health', dependencies: ['database'] },
);
