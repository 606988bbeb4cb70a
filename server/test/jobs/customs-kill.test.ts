import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SERVER_ROOT } from '#paths';
import { bearer, DEMO, login } from '../helpers/login';
import { TEST_JWT_SECRET, useTestApp } from '../helpers/test-app';
import { SERVER_URL } from '../helpers/test-database';
import { HEADER, upload, searchLines } from '../routes/customs/customs-upload';

// The worker is a process of its own only on PostgreSQL (on PGlite the jobs run inside the server).
const onPostgres = SERVER_URL ? describe : describe.skip;

const LINES = 120_000;
const PARTNERS = [
  'CHN',
  'IND',
  'MYS',
  'THA',
  'VNM',
  'SGP',
  'ARE',
  'JPN',
  'KOR',
  'DEU',
  'USA',
  'GBR',
  'FRA',
  'ITA',
  'NLD',
  'BEL',
  'ESP',
  'TUR',
  'PAK',
  'BGD',
];
/** Distinct year, month, code and partner on every line. */
function bigFile(): string {
  const lines = [HEADER];
  for (let i = 0; i < LINES; i += 1) {
    const partner = PARTNERS[i % PARTNERS.length];
    const period = Math.floor(i / PARTNERS.length) % 120;
    const code = `3923${String(Math.floor(i / (PARTNERS.length * 120))).padStart(4, '0')}`;
    lines.push(`${2015 + Math.floor(period / 12)},${1 + (period % 12)},${code},bags,${partner},1,kg,${(i % 997) + 1},10,USD`);
  }
  return `${lines.join('\n')}\n`;
}

/** The real worker (src/worker.ts, what `pnpm worker` runs built) on the test's database. */
function startWorker(databaseUrl: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'worker.ts')], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
      JOB_POLLING_SECONDS: '1',
      // Look for the killed worker's job every 2 s (it is retried once 30 s pass without a heartbeat).
      JOB_SUPERVISE_SECONDS: '2',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));

async function until<T>(what: string, timeoutMs: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

onPostgres('the customs import worker killed with kill -9 mid-file', () => {
  const app = useTestApp();
  const workers: ChildProcess[] = [];
  afterAll(async () => {
    for (const worker of workers) {
      if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
      await exited(worker);
    }
  });

  it("is retried after a restart and leaves exactly the file's lines, no duplicates, never stuck PENDING", async () => {
    const databaseUrl = app().config.databaseUrl as string;
    const { accessToken } = await login(app(), DEMO.customs);
    const response = await upload(app(), accessToken, 'kill-9.csv', bigFile());
    expect(response.statusCode).toBe(202);
    const { jobId } = response.json();
    const progress = () =>
      app()
        .db.query<{ status: string; rows_done: number; lines: number }>(
          `SELECT status, coalesce((SELECT rows_done FROM customs_upload_progress WHERE upload_id = $1), 0) AS rows_done,
                  (SELECT count(*)::int FROM customs_lines WHERE upload_id = $1) AS lines
             FROM customs_uploads WHERE id = $1`,
          [jobId],
        )
        .then(({ rows }) => rows[0]);

    const first = startWorker(databaseUrl);
    workers.push(first);
    const midFile = await until('the first worker writing lines', 60_000, progress, (p) => p.rows_done >= 10_000 || p.status !== 'PENDING');
    first.kill('SIGKILL');
    await exited(first);
    expect(first.signalCode).toBe('SIGKILL');
    const killed = await progress();
    // Killed mid-file: batches were written, not all; on PostgreSQL they are one transaction, rolled back
    // with the killed connection, so none is left and none was ever visible.
    expect(midFile.status).toBe('PENDING');
    expect(killed.status).toBe('PENDING');
    expect(killed.rows_done).toBeGreaterThan(0);
    expect(killed.rows_done).toBeLessThan(LINES);
    await until('the killed COPY rolled back', 30_000, progress, (p) => p.lines === 0);
    const hidden = await searchLines(app(), accessToken, 'IMPORT');
    expect(hidden.json().total).toBe(0);

    const second = startWorker(databaseUrl);
    workers.push(second);
    const status = await until(
      'the job after the restart',
      120_000,
      async () => (await app().inject({ url: `/api/v1/customs/status/${jobId}`, headers: bearer(accessToken) })).json(),
      (s: { status: string }) => s.status !== 'PENDING',
    );
    expect(status).toMatchObject({ status: 'COMPLETED', message: `${LINES.toLocaleString('en')} lines imported` });
    const { rows } = await app().db.query<{ lines: number; distinct_lines: number; parts: number }>(
      `SELECT count(*)::int AS lines, count(DISTINCT line_number)::int AS distinct_lines,
              (SELECT count(*)::int FROM customs_upload_parts WHERE upload_id = $1) AS parts
         FROM customs_lines WHERE upload_id = $1`,
      [jobId],
    );
    expect(rows[0]).toEqual({ lines: LINES, distinct_lines: LINES, parts: 0 });
    const job = await app().jobQueue.getJobById('customs-import', jobId);
    expect(job).toMatchObject({ state: 'completed' });
    expect(job?.retryCount).toBeGreaterThanOrEqual(1);
    const shown = await searchLines(app(), accessToken, 'IMPORT');
    expect(shown.json().total).toBe(LINES);
  }, 240_000);
});
