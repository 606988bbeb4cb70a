import type { JobWithMetadata, PgBoss } from 'pg-boss';

/** Polls the queue until the job reaches one of `states`; fails the test after `timeoutMs`. */
export async function waitForJob(boss: PgBoss, name: string, id: string, states: string[], timeoutMs = 30_000): Promise<JobWithMetadata> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await boss.getJobById<object>(name, id);
    if (job && states.includes(job.state)) return job;
    if (Date.now() > deadline) throw new Error(`Job ${name} ${id} is ${job?.state ?? 'missing'} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
