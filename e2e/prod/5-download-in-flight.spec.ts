import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiHeaders, DEMO_ACCOUNTS } from '../tests/helpers';

// Issue 37 item 2: a large download must not hold the other requests of the API process that builds it.
const LINES = 60_000;
const PROBE_LIMIT_MS = 2_000;

/** One line per year, month and HS code (a file may not repeat that key with the same partner). */
function customsFile(run: number): Buffer {
  const rows = ['year,month,hsCode,description,partnerCountry,quantity,quantityUnit,netWeightKg,value,currency'];
  for (let i = 0; i < LINES; i += 1) {
    const [year, month, code] = [1900 + (i % 100), (Math.floor(i / 100) % 12) + 1, 10 + Math.floor(i / 1200)];
    rows.push(`${year},${month},3923${code},Carrier bags lot ${run}-${i},CHN,${i + 1},kg,${i + 10},${i + 100},USD`);
  }
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
  const status = async () => {
    const answer = (await (await request.get(`/api/v1/customs/status/${jobId}`, { headers })).json()) as {
      status: string;
      errorMessage?: string;
    };
    return answer.status === 'FAILED' ? `FAILED: ${answer.errorMessage}` : answer.status;
  };
  await expect.poll(status, { timeout: 240_000, intervals: [1_000] }).not.toBe('PENDING');
  expect(await status()).toBe('COMPLETED');
}

test('another request is answered promptly while a large XLSX download is being built', async ({ request }) => {
  test.setTimeout(420_000);
  const headers = await apiHeaders(request, DEMO_ACCOUNTS.customs);
  await importLines(request, headers);

  let finished = false;
  const download = request
    .post('/api/v1/customs/download?type=IMPORT&format=xlsx', { headers, data: { hscode: '3923' }, timeout: 180_000 })
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
