type Env = Record<string, string | undefined>;

export interface JobsConfig {
  /** Run the job workers and schedules in this process; off, it only enqueues (an API replica). */
  workers: boolean;
  /** Seconds between a worker's polls for new jobs; unset: 10 on PGlite, 2 on PostgreSQL. */
  pollingIntervalSeconds?: number;
  /**
   * Seconds between the queue's supervision passes (expired jobs, jobs whose worker stopped sending
   * heartbeats); unset: pg-boss's own on PostgreSQL, job-queue.ts's longer one on PGlite.
   */
  superviseIntervalSeconds?: number;
}

function workersFlag(raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === '1') return true;
  if (raw === '0') return false;
  throw new Error(`JOB_WORKERS must be 1 (run the workers in this process) or 0 (only enqueue), got "${raw}"`);
}

function pollingSeconds(raw: string | undefined, name = 'JOB_POLLING_SECONDS'): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of seconds, 1 or more, got "${raw}"`);
  return value;
}

/** The job settings live beside the jobs, read from the same environment as the rest (config.ts). */
export function loadJobsConfig(env: Env = process.env): JobsConfig {
  const jobs: JobsConfig = { workers: workersFlag(env.JOB_WORKERS), pollingIntervalSeconds: pollingSeconds(env.JOB_POLLING_SECONDS) };
  const superviseIntervalSeconds = pollingSeconds(env.JOB_SUPERVISE_SECONDS, 'JOB_SUPERVISE_SECONDS');
  return superviseIntervalSeconds === undefined ? jobs : { ...jobs, superviseIntervalSeconds };
}
