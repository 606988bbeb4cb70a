// `pnpm bench` (API part): a 1,000,000-line customs CSV (BENCH_ROWS) in the product's own format, uploaded
// through `POST /customs/upload?type=IMPORT` as the customs demo account and followed through
// `GET /customs/status/{jobId}` to COMPLETED; rows/s next to a plain PostgreSQL COPY of the same file into a
// scratch table (psql \copy, same run), the API's and the worker's peak memory above idle, and the p99 of
// another API call (`POST /customs/search`) while the import runs against the same call at idle.
// The workers run as on a PostgreSQL deployment: the API only enqueues (JOB_WORKERS=0), `dist/worker.js` imports.
import { execFileSync } from 'node:child_process';
import { createWriteStream, openAsBlob, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { apiCaller, load, PORT, rssMiB, sampleRss, secondsSince, signIn, sizeFrom, withScratchProduct } from './apiBench.mjs';

const LINES = sizeFrom('BENCH_ROWS', 1_000_000);
const PROBE_SECONDS = 5;
const HEADER = 'year,month,hsCode,description,partnerCountry,quantity,quantityUnit,netWeightKg,value,currency';
// ISO 3166 alpha-3 codes of trading partners; a file may not repeat a year, month, HS code and partner.
const PARTNERS = ['CHN', 'IND', 'USA', 'DEU', 'JPN', 'KOR', 'THA', 'MYS', 'SGP', 'IDN', 'VNM', 'ARE', 'SAU', 'GBR', 'FRA', 'ITA', 'NLD', 'BEL', 'ESP', 'TUR',
  'PAK', 'BGD', 'AUS', 'NZL', 'CAN', 'BRA', 'ZAF', 'EGY', 'KEN', 'RUS', 'POL', 'CZE', 'AUT', 'CHE', 'SWE', 'NOR', 'DNK', 'FIN', 'IRL', 'PRT'];
const PERIODS = 10 * 12;

/** Distinct lines: partner fastest, then HS code (chapter 39), then month over ten years. */
async function writeCsv(path) {
  const codesPerPeriod = Math.ceil(LINES / (PARTNERS.length * PERIODS));
  const out = createWriteStream(path);
  out.write(`${HEADER}\n`);
  let chunk = '';
  for (let i = 0; i < LINES; i += 1) {
    const partner = PARTNERS[i % PARTNERS.length];
    const code = Math.floor(i / PARTNERS.length) % codesPerPeriod;
    const period = Math.floor(i / (PARTNERS.length * codesPerPeriod));
    const hsCode = `39${String(1 + (code % 26)).padStart(2, '0')}${String(Math.floor(code / 26)).padStart(4, '0')}`;
    const kg = (100 + ((i * 7919) % 100_000) / 10).toFixed(3);
    chunk += `${2015 + Math.floor(period / 12)},${1 + (period % 12)},${hsCode},Plastics in primary forms,${partner},${kg},KG,${kg},${(Number(kg) * 415.5).toFixed(2)},LKR\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

/** A plain COPY of the file into a scratch table of the staged rows' types; seconds. */
function copySeconds(databaseUrl, path) {
  const psql = (command) => execFileSync('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-q', '-c', command], { stdio: ['ignore', 'ignore', 'inherit'] });
  psql(`CREATE TABLE bench_customs_copy (year integer, month integer, hs_code text, description text, partner_country text, quantity numeric(20, 3),
        quantity_unit text, net_weight_kg numeric(20, 3), value numeric(20, 2), currency text)`);
  const started = performance.now();
  psql(`\\copy bench_customs_copy FROM '${path}' WITH (FORMAT csv, HEADER true)`);
  return (performance.now() - started) / 1000;
}

async function upload(token, path) {
  const form = new FormData();
  form.append('file', await openAsBlob(path, { type: 'text/csv' }), 'bench-customs.csv');
  const response = await fetch(`http://127.0.0.1:${PORT}/api/v1/customs/upload?type=IMPORT`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (response.status !== 202) throw new Error(`Upload refused: ${response.status} ${await response.text()}`);
  return (await response.json()).jobId;
}

async function untilFinished(token, jobId) {
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${PORT}/api/v1/customs/status/${jobId}`, { headers: { authorization: `Bearer ${token}` } });
    const status = await response.json();
    if (status.status !== 'PENDING') return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function benchCustomsImport() {
  const path = join(tmpdir(), `waste-bench-customs-${process.pid}.csv`);
  try {
    await withScratchProduct(`customs import of ${LINES.toLocaleString('en')} lines`, { worker: true }, async ({ databaseUrl, server, worker }) => {
      let started = performance.now();
      await writeCsv(path);
      const megabytes = statSync(path).size / 1024 / 1024;
      console.log(`wrote ${LINES.toLocaleString('en')} lines (${megabytes.toFixed(1)} MiB) in ${secondsSince(started)} s`);
      let copy = NaN;
      try {
        copy = copySeconds(databaseUrl, path);
      } catch (error) {
        console.log(`COPY side skipped (psql, PostgreSQL's client, must be on PATH): ${error.message}`);
      }

      const token = await signIn('customs@demo.lk');
      const probe = apiCaller(token, () => ({ path: '/customs/search?type=IMPORT', body: { pageStart: 0, pageSize: 25 } }));
      const idleProbe = await load(1, probe, PROBE_SECONDS);
      const idle = [rssMiB(server.pid), rssMiB(worker.pid)];

      const stopSampling = sampleRss([server.pid, worker.pid]);
      let finished = false;
      const busyProbe = load(1, probe, Infinity, () => finished);
      started = performance.now();
      const jobId = await upload(token, path);
      const uploaded = (performance.now() - started) / 1000;
      const status = await untilFinished(token, jobId);
      const seconds = (performance.now() - started) / 1000;
      finished = true;
      const during = await busyProbe;
      const peaks = stopSampling();
      if (status.status !== 'COMPLETED') throw new Error(`The import ended ${status.status}: ${status.errorMessage?.slice(0, 500)}`);

      const rate = (s) => (LINES / s).toFixed(0).padStart(9);
      console.log(`\n== customs import, ${LINES.toLocaleString('en')} lines (${megabytes.toFixed(1)} MiB CSV), worker in its own process ==`);
      console.log(`API upload to COMPLETED   ${seconds.toFixed(1).padStart(7)} s ${rate(seconds)} rows/s  (upload answered 202 after ${uploaded.toFixed(1)} s; ${status.message})`);
      console.log(`psql \\copy of the file    ${copy.toFixed(1).padStart(7)} s ${rate(copy)} rows/s`);
      console.log(`COPY/API rows/s            ${(seconds / copy).toFixed(1)}x`);
      console.log(`peak memory above idle     API +${(peaks[0] - idle[0]).toFixed(0)} MiB (idle ${idle[0].toFixed(0)}), worker +${(peaks[1] - idle[1]).toFixed(0)} MiB (idle ${idle[1].toFixed(0)}), sampled every 100 ms`);
      const line = (label, r) => console.log(`${label.padEnd(26)} p50 ${r.p50.toFixed(2).padStart(8)} ms  p99 ${r.p99.toFixed(2).padStart(8)} ms  (${r.count} calls, ${r.errors} failed)`);
      line('POST /customs/search idle', idleProbe);
      line('... while importing', during);
      console.log(`p99 while importing / idle ${(during.p99 / idleProbe.p99).toFixed(2)}x`);
    });
  } finally {
    rmSync(path, { force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCustomsImport();
