import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { buildApp } from '#app';
import { closeOnSignals } from '#close-on-signals';
import type { JobDefinition } from '#jobs/job-definition';
import { testConfig } from '../helpers/test-app';
import { useTestDatabase } from '../helpers/test-database';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  const database = useTestDatabase();

  it('stops being ready at once, finishes the request and the job in flight, then exits 0', async () => {
    const events: string[] = [];
    let jobStarted!: () => void;
    const jobRunning = new Promise<void>((resolve) => (jobStarted = resolve));
    const slowJob: JobDefinition = {
      name: 'test-slow-job',
      queue: { retryLimit: 0 },
      async run() {
        jobStarted();
        await sleep(1_500);
        events.push('job finished');
        return {};
      },
    };
    const logLines: string[] = [];
    const app: FastifyInstance = await buildApp(testConfig(database(), { logLevel: 'info' }), {
      logStream: { write: (line) => void logLines.push(line) },
      jobs: { workers: true, pollingIntervalSeconds: 0.5 },
      jobDefinitions: [slowJob],
    });
    app.register(async (routes) =>
      routes.get(
        '/api/v1/test/slow',
        { config: { public: true }, schema: { response: { 200: Type.Object({ done: Type.Boolean() }) } } },
        async () => {
          events.push('request started');
          await sleep(1_500);
          events.push('request finished');
          return { done: true };
        },
      ),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const signals = new EventEmitter();
    let exited!: (code: number) => void;
    const exitCode = new Promise<number>((resolve) => (exited = resolve));
    closeOnSignals(app, { exit: (code) => exited(code), signals, graceMs: 20_000 });

    await app.jobQueue.send(slowJob.name, {});
    await jobRunning;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/test/slow`);
    while (!events.includes('request started')) await sleep(20);

    signals.emit('SIGTERM');
    events.push('signal');
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);

    const response = await inFlight;
    expect([response.status, await response.json()]).toEqual([200, { done: true }]);
    expect([await exitCode, logLines.filter((line) => line.includes('"level":50'))]).toEqual([0, []]);
    events.push('exited');
    // Both finished after the signal and before the exit; the database closed last (the app closed cleanly).
    expect(events.indexOf('request finished')).toBeGreaterThan(events.indexOf('signal'));
    expect(events.indexOf('job finished')).toBeGreaterThan(events.indexOf('signal'));
    expect(events.at(-1)).toBe('exited');
    const completed = events.filter((event) => event.endsWith('finished'));
    expect(completed.sort()).toEqual(['job finished', 'request finished']);
  }, 60_000);
});
