import { fromPglite, PgBoss, type ConstructorOptions } from 'pg-boss';
import type { Database } from '../db/database';
import type { JobsConfig } from './jobs-config';

const DEFAULT_POLLING_SECONDS = { pglite: 10, postgres: 2 } as const;

/**
 * PGlite has one connection and every query waits for the one before, so on it the queue polls and
 * tidies up seldom: a request should never wait behind the queue's housekeeping.
 */
const EMBEDDED_OPTIONS: ConstructorOptions = {
  backend: 'pglite',
  registerInstance: false,
  cronWorkerIntervalSeconds: 30,
  superviseIntervalSeconds: 300,
  monitorIntervalSeconds: 300,
  queueCacheIntervalSeconds: 300,
};

/**
 * pg-boss in the same database as the app: on PGlite it shares the app's connection, on PostgreSQL it
 * keeps a small pool of its own. A process without workers only enqueues: it neither supervises the
 * queues nor turns schedules into jobs. A process with workers listens for the NOTIFY a job on a queue
 * with `notify` sends (from any process), so its worker takes the job at once instead of at its next poll;
 * on PostgreSQL the listener holds one more connection.
 */
export function createJobQueue(db: Database, jobs: JobsConfig): PgBoss {
  const role: ConstructorOptions = {
    supervise: jobs.workers,
    schedule: jobs.workers,
    useListenNotify: jobs.workers,
    instanceName: jobs.workers ? 'workers' : 'api',
  };
  if (jobs.superviseIntervalSeconds !== undefined) {
    Object.assign(role, { superviseIntervalSeconds: jobs.superviseIntervalSeconds, monitorIntervalSeconds: jobs.superviseIntervalSeconds });
  }
  if (db.driver === 'pglite') return new PgBoss({ db: fromPglite(db.pglite), ...EMBEDDED_OPTIONS, ...role });
  return new PgBoss({ connectionString: db.connectionString, max: 4, application_name: 'waste-jobs', ...role });
}

export function pollingIntervalSeconds(db: Database, jobs: JobsConfig): number {
  return jobs.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS[db.driver];
}
