import type { PgBoss } from 'pg-boss';
import { requestContext } from '../request-context';
import type { JobContext, JobDefinition } from './job-definition';

/** Works every queue (one job at a time each) and keeps the schedules; a scheduled job also runs now. */
export async function startWorkers(
  boss: PgBoss,
  definitions: readonly JobDefinition[],
  context: JobContext,
  pollingIntervalSeconds: number,
): Promise<void> {
  for (const definition of definitions) {
    // The audit entries a run writes carry `job:<id>` as their request id (request-context.ts).
    // Polling stays the backstop at the same pace while NOTIFY wakes the worker (pg-boss would relax it): a
    // retried job becomes due without a NOTIFY.
    await boss.work<object>(
      definition.name,
      { pollingIntervalSeconds, notifyPollingIntervalSeconds: pollingIntervalSeconds },
      async ([job]) =>
        requestContext.run({ requestId: `job:${job.id}` }, () =>
          definition.run(job.data, { ...context, log: context.log.child({ job: definition.name, jobId: job.id }) }),
        ),
    );
    if (definition.cron) {
      await boss.schedule(definition.name, definition.cron);
      await boss.send(definition.name, {});
    }
  }
}
