import type { FastifyInstance } from 'fastify';

export interface CloseOptions {
  /** How long requests and jobs in flight may take to finish before the process exits anyway. */
  graceMs?: number;
  /** process.exit; tests pass their own. */
  exit?: (code: number) => void;
  /** Where SIGINT and SIGTERM arrive: the process; tests pass their own emitter. */
  signals?: Pick<NodeJS.EventEmitter, 'on'>;
}

/**
 * SIGINT or SIGTERM closes the app gracefully, then exits: readiness answers 503 at once (a load balancer
 * stops sending), the listener stops taking connections, requests in flight finish, running jobs finish
 * (pg-boss's graceful stop, plugins/jobs.ts), then the database closes. A second signal, or the grace
 * period running out, exits at once: a stuck connection must not keep the process alive forever.
 */
export function closeOnSignals(
  app: FastifyInstance,
  { graceMs = 10_000, exit = (code) => process.exit(code), signals = process }: CloseOptions = {},
): void {
  let closing = false;
  const close = (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      exit(1);
      return;
    }
    closing = true;
    if (app.hasDecorator('markClosing')) app.markClosing();
    app.log.info({ signal }, 'closing: finishing the requests and jobs in flight');
    const started = Date.now();
    setTimeout(() => {
      app.log.error({ graceMs }, 'close took too long: exiting');
      exit(1);
    }, graceMs).unref();
    app.close().then(
      () => {
        app.log.info({ ms: Date.now() - started }, 'closed');
        exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        exit(1);
      },
    );
  };
  signals.on('SIGINT', () => close('SIGINT'));
  signals.on('SIGTERM', () => close('SIGTERM'));
}
