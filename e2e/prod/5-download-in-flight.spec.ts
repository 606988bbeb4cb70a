import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiHeaders, DEMO_ACCOUNTS } from '../tests/helpers';

// Issue 37 item 2: a large download must not hold the other requests of the API process that builds it.
const LINES = 60_000;
const PROBE_LIMIT_MS = 2_000;

function customsFile(run: number): Buffer {
  const rows = ['year,month,hsCode,description,partnerCountry,quantity,quantityUnit,netWeightKg,value,currency'];
  for (let i = 0; i < LINES; i += 1)
    rows.push(`2023,${(i % 12) + 1},392321,Carrier bags lot ${run}-${i},CHN,${i + 1},kg,${i + 10},${i + 100},USD`);
  return Buffer.from(`${rows.join('\n')}\n`);
}

async function importLines(request: APIRequestContext, headers: Record<string, string>): Promise<void> {
  const run = Date.now();
  const upload = await request.post('/api/v1/customs/upload?type=IMPORT', {
    headers,
    multipart: { file: { name: `prod-large-${run}.csv`, mimeType: 'text/csv', buffer: customsFile(run) } },
  });
  expect(upload.status()).toBe(202);
  const { jobId } = (await upload.json()) as { jobId: string };
  await expect
    .poll(async () => ((await (await request.get(`/api/v1/customs/status/${jobId}`, { headers })).json()) as { status: string }).status, {
      timeout: 240_000,
      intervals: [1_000],
    })
    .toBe('COMPLETED');
}

test('another request is answered promptly while a large XLSX download is being built', async ({ request }) => {
  test.setTimeout(420_000);
  const headers = await apiHeaders(request, DEMO_ACCOUNTS.customs);
  await importLines(request, headers);

  let finished = false;
  const download = request
    .post('/api/v1/customs/download?type=IMPORT&format=xlsx', { headers, data: { hscode: '392321' }, timeout: 180_000 })
    .finally(() => {
      finished = true;
    });
  await new Promise((resolve) => setTimeout(resolve, 300));
  // nginx takes turns between the two API processes: four calls reach the one building the file twice.
  const waits: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const started = Date.now();
    const answer = await request.get('/api/v1/users/me', { headers });
    waits.push(Date.now() - started);
    expect(answer.status()).toBe(200);
  }
  expect(finished, 'the download ended before the other calls: too small to tell anything').toBe(false);
  const file = await download;
  expect(file.status()).toBe(200);
  expect((await file.body()).length).toBeGreaterThan(500_000);
  for (const wait of waits) expect(wait, `the other calls waited ${waits.join(', ')} ms`).toBeLessThan(PROBE_LIMIT_MS);
});
