import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss, Queue, SendOptions } from 'pg-boss';
import type { Database } from '#db/database';

export interface JobContext {
  db: Database;
  log: FastifyBaseLogger;
}

/** The payload of a job that needs none: a scheduled job, which the schedule sends empty. */
export type NoPayload = Record<string, never>;

/**
 * One kind of background job: its queue, its schedule and what it does with its payload. Execution is at
 * least once (a job whose worker died is run again), so `run` must be safe to repeat.
 */
export interface JobDefinition<Payload extends object = object> {
  /** The queue's name, e.g. `purge-expired-credentials`. */
  name: string;
  /** Retries, expiry and retention of the queue's jobs; kept in line with the code at every start. */
  queue: Omit<Queue, 'name'>;
  /** Cron expression (UTC). A scheduled job also runs once when the workers start. */
  cron?: string;
  /** What the job does; what it returns is stored as the completed job's output. */
  run(payload: Payload, context: JobContext): Promise<object>;
}

/** Queues one job of this kind: the payload is checked against the job's own type. Returns the job's id. */
export function enqueue<Payload extends object>(
  queue: PgBoss,
  job: JobDefinition<Payload>,
  payload: Payload,
  options?: SendOptions,
): Promise<string | null> {
  return queue.send(job.name, payload, options);
}
