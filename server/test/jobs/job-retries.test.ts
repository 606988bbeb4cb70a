import type { JobDefinition } from '#jobs/job-definition';
import { buildWorker } from '#worker-app';
import { testConfig } from '../helpers/test-app';
import { useTestDatabase } from '../helpers/test-database';
import { waitForJob } from '../helpers/wait-for-job';

describe('a failing job', () => {
  const database = useTestDatabase();

  it('is retried up to its limit, then marked failed with its reason', async () => {
    const attempts: number[] = [];
    const alwaysFails: JobDefinition = {
      name: 'test-always-fails',
      queue: { retryLimit: 2, retryDelay: 0 },
      async run() {
        attempts.push(Date.now());
        throw new Error(`The customs file has no header row (attempt ${attempts.length})`);
      },
    };
    const worker = await buildWorker(testConfig(database()), { workers: true, pollingIntervalSeconds: 1 }, [alwaysFails]);
    try {
      const id = await worker.jobQueue.send(alwaysFails.name, { file: 'imports-2026.csv' });
      const job = await waitForJob(worker.jobQueue, alwaysFails.name, String(id), ['completed', 'failed']);
      expect(job.state).toBe('failed');
      expect(job.retryCount).toBe(2);
      expect(attempts).toHaveLength(3);
      expect(job.output).toMatchObject({ message: 'The customs file has no header row (attempt 3)' });
      expect(job.data).toEqual({ file: 'imports-2026.csv' });
    } finally {
      await worker.close();
    }
  });
});
