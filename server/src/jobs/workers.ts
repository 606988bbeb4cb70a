import type { PgBoss } from 'pg-boss';
import type { JobContext, JobDefinition } from './job-definition';

/** Works every queue (one job at a time each) and keeps the schedules; a scheduled job also runs now. */
export async function startWorkers(
  boss: PgBoss,
  definitions: readonly JobDefinition[],
  context: JobContext,
  pollingIntervalSeconds: number,
): Promise<void> {
  for (const definition of definitions) {
    await boss.work<object>(definition.name, { pollingIntervalSeconds }, async ([job]) =>
      definition.run(job.data, { ...context, log: context.log.child({ job: definition.name, jobId: job.id }) }),
    );
    if (definition.cron) {
      await boss.schedule(definition.name, definition.cron);
      await boss.send(definition.name, {});
    }
  }
}
