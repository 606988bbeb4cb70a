import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { JobDefinition } from './jobs/job-definition';
import { JOB_DEFINITIONS } from './jobs/job-definitions';
import type { JobsConfig } from './jobs/jobs-config';
import { configPlugin } from './plugins/config';
import { databasePlugin } from './plugins/database';
import { jobsPlugin } from './plugins/jobs';
import { loggerOptions } from './plugins/logging';

/** The job workers alone, without HTTP: a process of its own beside API replicas that only enqueue. */
export async function buildWorker(
  config: Config,
  jobs: JobsConfig,
  definitions: readonly JobDefinition[] = JOB_DEFINITIONS,
): Promise<FastifyInstance> {
  const worker = Fastify({ logger: loggerOptions(config), pluginTimeout: 120_000 });
  worker.register(configPlugin, { config });
  worker.register(databasePlugin);
  worker.register(jobsPlugin, { jobs: { ...jobs, workers: true }, definitions });
  await worker.ready();
  return worker;
}
