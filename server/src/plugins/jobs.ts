import fp from 'fastify-plugin';
import type { PgBoss } from 'pg-boss';
import type { JobDefinition } from '../jobs/job-definition';
import { createJobQueue, pollingIntervalSeconds } from '../jobs/job-queue';
import type { JobsConfig } from '../jobs/jobs-config';
import { startWorkers } from '../jobs/workers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable background jobs in the database (pg-boss): `send` enqueues one. */
    jobQueue: PgBoss;
  }
}

export interface JobsPluginOptions {
  jobs: JobsConfig;
  definitions: readonly JobDefinition[];
}

/** A running job may finish within this time when the app closes; after it, the job runs again later. */
const STOP_TIMEOUT_MS = 8_000;

export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, { jobs, definitions }) => {
    const { db, log } = app;
    const boss = createJobQueue(db, jobs);
    boss.on('error', (error) => log.error({ err: error }, 'job queue failed'));
    boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
    await boss.start();
    // onClose hooks run in reverse order of registration: the queue stops before the database closes.
    app.addHook('onClose', () => boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS }));
    for (const definition of definitions) {
      await boss.createQueue(definition.name, definition.queue);
      await boss.updateQueue(definition.name, definition.queue);
    }
    if (jobs.workers) await startWorkers(boss, definitions, { db, log }, pollingIntervalSeconds(db, jobs));
    app.decorate('jobQueue', boss);
  },
  { name: 'jobs', dependencies: ['database'] },
);
