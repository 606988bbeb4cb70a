import { closeOnSignals } from './close-on-signals';
import { loadConfig } from './config';
import { loadJobsConfig } from './jobs/jobs-config';
import { buildWorker } from './worker-app';

async function start(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new Error(
      'Workers run in a process of their own only on PostgreSQL (DATABASE_URL); the embedded database runs them inside the server',
    );
  }
  const worker = await buildWorker(config, loadJobsConfig());
  worker.log.info('job workers started');
  closeOnSignals(worker);
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
