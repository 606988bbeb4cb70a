// Customs CSV files in the product's own format, and their import through the API: the upload, then the job's
// status until it ends.
import { once } from 'node:events';
import { createWriteStream, openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { setTimeout } from 'node:timers/promises';

const HEADER = 'year,month,hsCode,description,partnerCountry,quantity,quantityUnit,netWeightKg,value,currency';
// ISO 3166 alpha-3 codes of trading partners; a file may not repeat a year, month, HS code and partner.
// prettier-ignore
const PARTNERS = [
  'CHN', 'IND', 'USA', 'DEU', 'JPN', 'KOR', 'THA', 'MYS', 'SGP', 'IDN', 'VNM', 'ARE', 'SAU', 'GBR', 'FRA', 'ITA', 'NLD', 'BEL', 'ESP', 'TUR',
  'PAK', 'BGD', 'AUS', 'NZL', 'CAN', 'BRA', 'ZAF', 'EGY', 'KEN', 'RUS', 'POL', 'CZE', 'AUT', 'CHE', 'SWE', 'NOR', 'DNK', 'FIN', 'IRL', 'PRT',
];
const YEARS = 10;
const FIRST_YEAR = new Date().getUTCFullYear() - YEARS;

/**
 * `lines` distinct lines at `path`: partner fastest, then HS code (chapter 39), then month over the ten years to
 * last year. `batch` is written in each description, so that files of different batches differ (the API refuses a
 * file it already has).
 */
export async function writeCustomsCsv(path, lines, batch) {
  const codesPerPeriod = Math.ceil(lines / (PARTNERS.length * YEARS * 12));
  const out = createWriteStream(path);
  out.write(`${HEADER}\n`);
  let chunk = '';
  for (let i = 0; i < lines; i += 1) {
    const partner = PARTNERS[i % PARTNERS.length];
    const code = Math.floor(i / PARTNERS.length) % codesPerPeriod;
    const period = Math.floor(i / (PARTNERS.length * codesPerPeriod));
    const hsCode = `39${String(1 + (code % 26)).padStart(2, '0')}${String(Math.floor(code / 26)).padStart(4, '0')}`;
    const kg = (100 + ((i * 7919) % 100_000) / 10).toFixed(3);
    chunk += `${FIRST_YEAR + Math.floor(period / 12)},${1 + (period % 12)},${hsCode},Plastics in primary forms batch ${batch},${partner},${kg},KG,${kg},${(Number(kg) * 415.5).toFixed(2)},LKR\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

/** Uploads the file at `path` for import; the job's id. */
export async function uploadCustomsFile(baseUrl, token, path) {
  const form = new FormData();
  form.append('file', await openAsBlob(path, { type: 'text/csv' }), basename(path));
  const response = await fetch(`${baseUrl}/api/v1/customs/upload?type=IMPORT`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 202) throw new Error(`Upload refused: ${response.status} ${await response.text()}`);
  return (await response.json()).jobId;
}

/** The job's status once it is no longer PENDING, looked at every `everyMs`; fails once `deadline` (a performance.now() time) passes. */
export async function untilImported(baseUrl, token, jobId, everyMs, deadline = Infinity) {
  for (;;) {
    const response = await fetch(`${baseUrl}/api/v1/customs/status/${jobId}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`Status of ${jobId}: ${response.status} ${await response.text()}`);
    const status = await response.json();
    if (status.status !== 'PENDING') return status;
    if (performance.now() > deadline) throw new Error(`The import ${jobId} was still running at its deadline`);
    await setTimeout(everyMs);
  }
}
