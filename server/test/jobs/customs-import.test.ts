import type { FastifyInstance } from 'fastify';
import { CUSTOMS_IMPORT_QUEUE, importCustomsFile } from '#jobs/customs-import';
import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { HEADER, upload, searchLines } from '#test/routes/customs/customs-upload';

const lines = (count: number) =>
  Array.from({ length: count }, (_, i) => `2024,${(i % 12) + 1},392321,bags,${i % 2 ? 'CHN' : 'IND'},1,kg,${i + 1},10,USD`);
/** Distinct (year, month, code, partner) per line: the partner cycles over many countries. */
const PARTNERS = ['CHN', 'IND', 'MYS', 'THA', 'VNM', 'SGP', 'ARE', 'JPN', 'KOR', 'DEU', 'USA', 'GBR'];
const manyLines = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `${2000 + Math.floor(i / 144)},${(i % 12) + 1},392321,bags,${PARTNERS[Math.floor(i / 12) % 12]},1,kg,1,1,USD`,
  );

/** The job's status once it is no longer PENDING, or PENDING when the wait ran out. */
async function statusOnceDone(app: FastifyInstance, accessToken: string, jobId: string, waitMs: number) {
  const deadline = Date.now() + waitMs;
  let status: { status: string; message?: string };
  do {
    await new Promise((resolve) => setTimeout(resolve, 200));
    status = (await app.inject({ url: `/api/v1/customs/status/${jobId}`, headers: bearer(accessToken) })).json();
  } while (status.status === 'PENDING' && Date.now() < deadline);
  return status;
}

describe('the customs import job in the queue', () => {
  const app = useTestApp({}, undefined, { jobs: { workers: true, pollingIntervalSeconds: 1 } });

  it('is worked by the queue: PENDING, then COMPLETED, followed by its id', async () => {
    const { accessToken } = await login(app(), DEMO.customs);
    const response = await upload(app(), accessToken, 'queued.csv', `${HEADER}\n${lines(2).join('\n')}\n`);
    expect(response.statusCode).toBe(202);
    expect(await statusOnceDone(app(), accessToken, response.json().jobId, 30_000)).toMatchObject({
      status: 'COMPLETED',
      message: '2 lines imported',
    });
  });

  it("restarts a run that died mid-file: exactly the file's lines, none seen before COMPLETED, the file's parts deleted", async () => {
    // The real kill -9 of the worker process is test/jobs/customs-kill.test.ts (PostgreSQL); here a first run's
    // lines and progress are left behind as a kill would leave them, then the job runs again.
    const { accessToken } = await login(app(), DEMO.customs);
    await app().jobQueue.offWork(CUSTOMS_IMPORT_QUEUE);
    const content = `${HEADER}\n${manyLines(5000).join('\n')}\n`;
    const response = await upload(app(), accessToken, 'crashed.csv', content, 'EXPORT');
    const { jobId: id } = response.json();
    const parts = await app().db.query<{ n: number; bytes: number }>(
      'SELECT count(*)::int AS n, sum(length(data))::int AS bytes FROM customs_upload_parts WHERE upload_id = $1',
      [id],
    );
    expect(parts.rows[0]).toEqual({ n: Math.ceil(content.length / (256 * 1024)), bytes: content.length });
    await app().db.query(
      `INSERT INTO customs_lines (upload_id, line_number, type, year, month, hs_code, hs6, description, partner_country, quantity, quantity_unit, net_weight_kg, value, currency)
       SELECT $1, g, 'EXPORT', 2024, 1, '392321', '392321', 'left over', 'CHN', 1, 'kg', 1, 1, 'USD' FROM generate_series(2, 2001) g`,
      [id],
    );
    await app().db.query('INSERT INTO customs_upload_progress (upload_id, rows_done) VALUES ($1, 2000)', [id]);
    const status = () =>
      app()
        .inject({ url: `/api/v1/customs/status/${id}`, headers: bearer(accessToken) })
        .then((r) => r.json());
    expect(await status()).toMatchObject({ status: 'PENDING', rowsDone: 2000, message: '2,000 rows read' });
    const hidden = await searchLines(app(), accessToken, 'EXPORT');
    expect(hidden.json().total).toBe(0);

    await importCustomsFile(id, { db: app().db, log: app().log });
    const count = await app().db.query<{ lines: number; parts: number; status: string }>(
      `SELECT (SELECT count(*) FROM customs_lines WHERE upload_id = $1)::int AS lines,
              (SELECT count(*) FROM customs_upload_parts WHERE upload_id = $1)::int AS parts,
              (SELECT status FROM customs_uploads WHERE id = $1) AS status`,
      [id],
    );
    expect(count.rows[0]).toEqual({ lines: 5000, parts: 0, status: 'COMPLETED' });
    const leftOver = await app().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM customs_lines WHERE upload_id = $1 AND description = 'left over'`,
      [id],
    );
    expect(leftOver.rows[0].n).toBe(0);
    const shown = await searchLines(app(), accessToken, 'EXPORT');
    expect(shown.json().total).toBe(5000);
    expect(await status()).toMatchObject({ status: 'COMPLETED', rowsDone: 5000, message: '5,000 lines imported' });
    const progress = await app().db.query('SELECT 1 FROM customs_upload_progress WHERE upload_id = $1', [id]);
    expect(progress.rows).toEqual([]);
    // The file grew the table well past a tenth: analysed before its lines turned visible (planned searches).
    const planner = await app().db.query<{ estimate: number }>(
      `SELECT reltuples::float8 AS estimate FROM pg_class WHERE oid = 'customs_lines'::regclass`,
    );
    expect(planner.rows[0].estimate).toBeGreaterThanOrEqual(5000);
  });
});

describe('a customs upload wakes the worker', () => {
  // Polls a minute apart: only the NOTIFY the upload's job sends can start it within the test's wait.
  const app = useTestApp({}, undefined, { jobs: { workers: true, pollingIntervalSeconds: 60 } });

  it('at once, not at its next poll', async () => {
    const { accessToken } = await login(app(), DEMO.customs);
    const response = await upload(app(), accessToken, 'woken.csv', `${HEADER}\n${lines(3).join('\n')}\n`);
    expect(await statusOnceDone(app(), accessToken, response.json().jobId, 15_000)).toMatchObject({
      status: 'COMPLETED',
      message: '3 lines imported',
    });
  });
});
