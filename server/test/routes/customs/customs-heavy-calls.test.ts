import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { searchLines } from './customs-upload';

/** Enough lines that a file built whole, or a read of them all at once, shows in the timings and the heap. */
const LINES = 60_000;

/** A completed upload of `count` IMPORT lines of code 392321, written straight into the database. */
async function seedLines(app: FastifyInstance, count: number, userId: string): Promise<void> {
  const id = randomUUID();
  await app.db.query(
    `INSERT INTO customs_uploads (id, type, file_name, file_format, sha256, size_bytes, created_by, status, row_count, finished_at)
     VALUES ($1, 'IMPORT', 'many.csv', 'CSV', $4, 1, $2, 'COMPLETED', $3, now())`,
    [id, userId, count, id],
  );
  await app.db.query(
    `INSERT INTO customs_lines (upload_id, line_number, type, year, month, hs_code, hs6, description, partner_country, quantity,
                                quantity_unit, net_weight_kg, value, currency)
     SELECT $1, g + 1, 'IMPORT', 2000 + g % 25, CASE WHEN g % 13 = 0 THEN NULL ELSE 1 + g % 12 END,
            CASE WHEN g % 3 = 0 THEN '39232100' ELSE '392321' END, '392321', 'Sacks and bags of polyethylene lot ' || g,
            'CHN', g, 'kg', g, g * 3, 'USD'
       FROM generate_series(1, $2::int) g`,
    [id, count],
  );
  await app.db.query('ANALYZE customs_lines, customs_uploads'); // as the import does when a file grows the table
}

/** Rows the server read from the lines (the one query shape that selects their file names), counted as they arrive. */
function countRowsRead(app: FastifyInstance): { read: () => number; restore: () => void } {
  let read = 0;
  const original = app.db.query.bind(app.db);
  const spy = jest.spyOn(app.db, 'query').mockImplementation((async (sql: string, params?: unknown[]) => {
    const result = await original(sql, params as never);
    if (sql.includes('u.file_name')) read += result.rows.length;
    return result;
  }) as never);
  return { read: () => read, restore: () => spy.mockRestore() };
}

/** Over a real socket (inject would hold the whole answer); one connection a call, so none is left open at the end. */
async function download(base: string, token: string, format: 'csv' | 'xlsx', body: object = {}) {
  return fetch(`${base}/api/v1/customs/download?type=IMPORT&format=${format}`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify(body),
  });
}

async function readAll(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe('customs calls one user cannot use to stall the others', () => {
  const app = useTestApp({ apiRateLimitPerMinute: 1_000_000 });
  let base: string;
  let token: string;
  let adminToken: string;

  beforeAll(async () => {
    const session = await login(app(), DEMO.customs);
    token = session.accessToken;
    adminToken = (await login(app(), DEMO.superAdmin)).accessToken;
    await seedLines(app(), LINES, session.loggedUser.id);
    await app().listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app().server.address() as AddressInfo).port}`;
  });

  it.each(['csv', 'xlsx'] as const)(
    'streams a %s download: its first bytes arrive before the last line is read, and the whole file has every line',
    async (format) => {
      const rows = countRowsRead(app());
      try {
        const response = await download(base, token, format);
        expect(response.status).toBe(200);
        const reader = response.body!.getReader();
        const first = await reader.read();
        expect(first.done).toBe(false);
        const readAtFirstBytes = rows.read();
        const chunks = [Buffer.from(first.value!)];
        for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(Buffer.from(next.value));
        expect(readAtFirstBytes).toBeLessThan(LINES / 2);
        expect(rows.read()).toBe(LINES);
        const file = Buffer.concat(chunks);
        if (format === 'csv') {
          const lines = file.toString('utf8').split('\r\n');
          expect(lines[0]).toBe(
            'year,month,hsCode,description,sector,partnerCountry,quantity,quantityUnit,netWeightKg,value,currency,fileName',
          );
          expect(lines).toHaveLength(LINES + 2);
        } else {
          const workbook = new ExcelJS.Workbook();
          await workbook.xlsx.load(file as unknown as ArrayBuffer);
          expect(workbook.worksheets[0].rowCount).toBe(LINES + 1);
          expect(workbook.worksheets[0].getRow(2).getCell(3).value).toBe('392321');
        }
      } finally {
        rows.restore();
      }
    },
  );

  it('keeps the order of the search in a download, its lines and its sort', async () => {
    const searcher = { hscode: '39232100', pageSort: 'DESC' as const, pageSize: 1000 };
    const page = (await searchLines(app(), token, 'IMPORT', searcher)).json();
    const csv = await readAll(await download(base, token, 'csv', { hscode: '39232100', pageSort: 'DESC' }));
    const lines = csv.toString('utf8').trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(page.total);
    const firstPage = page.rows.map((r: { year: number; month: number | null; description: string }) =>
      [r.year, r.month ?? '', r.description].join(','),
    );
    const downloaded = lines.slice(0, 1000).map((line) =>
      line
        .split(',')
        .filter((_, i) => [0, 1, 3].includes(i))
        .join(','),
    );
    expect(downloaded).toEqual(firstPage);
  });

  it('holds the heap flat while an XLSX of every line streams', async () => {
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 5);
    try {
      const file = await readAll(await download(base, token, 'xlsx'));
      expect(file.length).toBeGreaterThan(1_000_000);
    } finally {
      clearInterval(sampler);
    }
    // A workbook built whole held every row's cells at once (close to 1 GB here); streamed, what the heap grows
    // by is a batch and the garbage the collector has not yet taken, whatever the number of lines.
    expect((peak - before) / 1024 / 1024).toBeLessThan(200);
  });

  it('answers other calls while a large download is in progress', async () => {
    const downloading = download(base, token, 'xlsx').then(readAll);
    let finished = false;
    void downloading.then(() => {
      finished = true;
    });
    let answeredDuring = 0;
    await new Promise((resolve) => setTimeout(resolve, 20));
    while (!finished) {
      const answer = await fetch(`${base}/api/v1/customs/init-search`, { headers: { ...bearer(adminToken), connection: 'close' } });
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
      if (!finished) answeredDuring += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await downloading;
    // Counted, not timed (a timed bound fails on a busy machine): a download that held the process would
    // let no call through before it ended.
    expect(answeredDuring).toBeGreaterThan(3);
  });

  it("refuses a second download of the same user with 429 and Retry-After while the first runs; another user's goes on", async () => {
    const first = await download(base, token, 'csv');
    const reader = first.body!.getReader();
    await reader.read();
    const second = await download(base, token, 'xlsx');
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await second.json()) as { message: string }).message).toMatch(/download of yours is already in progress/i);
    const other = await download(base, adminToken, 'csv', { hscode: '39232100' });
    expect(other.status).toBe(200);
    await readAll(other);
    for (let next = await reader.read(); !next.done; next = await reader.read());
    const third = await download(base, token, 'csv', { hscode: '39232100' });
    expect(third.status).toBe(200);
    await readAll(third);
  });

  it('frees the download for its user when the browser breaks it off', async () => {
    const controller = new AbortController();
    const first = await fetch(`${base}/api/v1/customs/download?type=IMPORT&format=xlsx`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json', connection: 'close' },
      body: '{}',
      signal: controller.signal,
    });
    await first.body!.getReader().read();
    controller.abort();
    let again: Response | undefined;
    for (let i = 0; i < 50; i += 1) {
      again = await download(base, token, 'csv', { hscode: '39232100' });
      if (again.status !== 429) break;
      await again.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(again!.status).toBe(200);
    await readAll(again!);
  });

  it('refuses a page beyond the first 10,000 lines with 400 saying how to narrow it, in both lines searches', async () => {
    const deep = await searchLines(app(), token, 'IMPORT', { pageStart: 10_000, pageSize: 25 });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ code: 'PAGE_TOO_DEEP', message: expect.stringMatching(/10,000.*narrow/) });
    const last = await searchLines(app(), token, 'IMPORT', { pageStart: 9_975, pageSize: 25 });
    expect(last.statusCode).toBe(200);
    expect(last.json().rows).toHaveLength(25);
    const { rows } = await app().db.query<{ id: string }>(`SELECT id FROM customs_uploads WHERE file_name = 'many.csv'`);
    const view = await app().inject({
      method: 'POST',
      url: `/api/v1/customs-log/view/search/${rows[0].id}`,
      payload: { pageStart: 50_000, pageSize: 100 },
      headers: bearer(token),
    });
    expect(view.statusCode).toBe(400);
    expect(view.json().code).toBe('PAGE_TOO_DEEP');
  });
});
