import { importCustomsFile } from '../../../src/routes/customs/import/import-job';
import { bearer, DEMO, login } from '../../helpers/login';
import { useTestApp } from '../../helpers/test-app';
import { HEADER, upload } from './customs-upload';

const lines = (count: number) => Array.from({ length: count }, (_, i) => `2024,${(i % 12) + 1},392321,bags,${i % 2 ? 'CHN' : 'IND'},1,kg,${i + 1},10,USD`);
/** Distinct (year, month, code, partner) per line: the partner cycles over many countries. */
const PARTNERS = ['CHN', 'IND', 'MYS', 'THA', 'VNM', 'SGP', 'ARE', 'JPN', 'KOR', 'DEU', 'USA', 'GBR'];
const manyLines = (count: number) =>
  Array.from({ length: count }, (_, i) => `${2000 + Math.floor(i / 144)},${(i % 12) + 1},392321,bags,${PARTNERS[Math.floor(i / 12) % 12]},1,kg,1,1,USD`);

describe('the customs import job in the queue', () => {
  const app = useTestApp({}, undefined, { jobs: { workers: true, pollingIntervalSeconds: 1 } });

  it('is worked by the queue: PENDING, then COMPLETED, followed by its id', async () => {
    const { accessToken } = await login(app(), DEMO.customs);
    const response = await upload(app(), accessToken, 'queued.csv', `${HEADER}\n${lines(2).join('\n')}\n`);
    expect(response.statusCode).toBe(202);
    const { jobId } = response.json();
    const deadline = Date.now() + 30_000;
    let status: { status: string; message?: string };
    do {
      await new Promise((resolve) => setTimeout(resolve, 300));
      status = (await app().inject({ url: `/api/v1/customs/status/${jobId}`, headers: bearer(accessToken) })).json();
    } while (status.status === 'PENDING' && Date.now() < deadline);
    expect(status).toMatchObject({ status: 'COMPLETED', message: '2 lines imported' });
  });

  it('restarts a run that died mid-file: exactly the file\'s lines, nothing left staged', async () => {
    // Upload while the worker is busy elsewhere is not controllable, so the crash is simulated: a first
    // run's staged rows and progress are left behind as a kill -9 would leave them, then the job runs again.
    const content = `${HEADER}\n${manyLines(5000).join('\n')}\n`;
    const { rows } = await app().db.query<{ id: string }>(
      `INSERT INTO customs_uploads (type, file_name, file_format, sha256, size_bytes, content, rows_done)
       VALUES ('EXPORT', 'crashed.csv', 'CSV', 'crash-test', $1, $2, 2000) RETURNING id`,
      [content.length, Buffer.from(content)],
    );
    const id = rows[0].id;
    await app().db.query(
      `INSERT INTO customs_staged_rows (upload_id, line_number, year, month, hs_code, description, partner_country, quantity, quantity_unit, net_weight_kg, value, currency)
       SELECT $1, g, 2024, 1, '392321', 'left over', 'CHN', 1, 'kg', 1, 1, 'USD' FROM generate_series(2, 2001) g`,
      [id],
    );
    await importCustomsFile(id, { db: app().db, log: app().log });
    const count = await app().db.query<{ lines: number; staged: number; status: string }>(
      `SELECT (SELECT count(*) FROM customs_lines WHERE upload_id = $1)::int AS lines,
              (SELECT count(*) FROM customs_staged_rows WHERE upload_id = $1)::int AS staged,
              (SELECT status FROM customs_uploads WHERE id = $1) AS status`,
      [id],
    );
    expect(count.rows[0]).toEqual({ lines: 5000, staged: 0, status: 'COMPLETED' });
    const leftOver = await app().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customs_lines WHERE upload_id = $1 AND description = 'left over'`, [id]);
    expect(leftOver.rows[0].n).toBe(0);
  });
});
