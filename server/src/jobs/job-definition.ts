import type { FastifyBaseLogger } from 'fastify';
import type { Queue } from 'pg-boss';
import type { Database } from '../db/database';

export interface JobContext {
  db: Database;
  log: FastifyBaseLogger;
}

/**
 * One kind of background job: its queue, its schedule and what it does. Execution is at least once
 * (a job whose worker died is run again), so `run` must be safe to repeat.
 */
export interface JobDefinition {
  /** The queue's name, e.g. `purge-expired-credentials`. */
  name: string;
  /** Retries, expiry and retention of the queue's jobs; kept in line with the code at every start. */
  queue: Omit<Queue, 'name'>;
  /** Cron expression (UTC). A scheduled job also runs once when the workers start. */
  cron?: string;
  /** What the job does; what it returns is stored as the completed job's output. */
  run(data: object, context: JobContext): Promise<object>;
}
