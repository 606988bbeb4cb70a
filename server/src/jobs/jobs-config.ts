type Env = Record<string, string | undefined>;

export interface JobsConfig {
  /** Run the job workers and schedules in this process; off, it only enqueues (an API replica). */
  workers: boolean;
  /** Seconds between a worker's polls for new jobs; unset: 10 on PGlite, 2 on PostgreSQL. */
  pollingIntervalSeconds?: number;
}

function workersFlag(raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === '1') return true;
  if (raw === '0') return false;
  throw new Error(`JOB_WORKERS must be 1 (run the workers in this process) or 0 (only enqueue), got "${raw}"`);
}

function pollingSeconds(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`JOB_POLLING_SECONDS must be a whole number of seconds, 1 or more, got "${raw}"`);
  return value;
}

/** The job settings live beside the jobs, read from the same environment as the rest (config.ts). */
export function loadJobsConfig(env: Env = process.env): JobsConfig {
  return { workers: workersFlag(env.JOB_WORKERS), pollingIntervalSeconds: pollingSeconds(env.JOB_POLLING_SECONDS) };
}
