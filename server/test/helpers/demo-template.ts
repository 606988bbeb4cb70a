import { createPasswords } from '#auth/password';
import type { Database } from '#db/database';
import { migrate } from '#db/migrate';
import { createJobQueue } from '#jobs/job-queue';
import { runSeeds } from '#seed/run-seeds';
import { TEST_ARGON2 } from './test-argon2';

/**
 * What a test file's database starts from, on either engine: migrated and seeded with the reference data
 * and the demo accounts, with the job queue's schema (pg-boss installs it at its first start), so that no
 * test file waits for any of it.
 */
export async function fillDemoTemplate(db: Database): Promise<void> {
  await migrate(db);
  await runSeeds(db, createPasswords(TEST_ARGON2), { seedDemo: true, adminEmail: undefined, adminPassword: undefined });
  const jobQueue = createJobQueue(db, { workers: false });
  await jobQueue.start();
  await jobQueue.stop();
}
