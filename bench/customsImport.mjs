// `pnpm bench` (API part): a 1,000,000-line customs CSV (BENCH_ROWS) in the product's own format, uploaded
// through `POST /customs/upload?type=IMPORT` as the customs demo account and followed through
// `GET /customs/status/{jobId}` to COMPLETED; rows/s next to a plain PostgreSQL COPY of the same file into a
// table like customs_lines (psql \copy, same run), the processes' peak memory above idle, and the p99 of other API
// calls (`POST /customs/search`, `GET /sector`) while the import runs against the same calls at idle.
// Twice: on PostgreSQL as deployed (the API only enqueues, JOB_WORKERS=0, and `dist/worker.js` imports), then
// on PGlite (BENCH_CUSTOMS_PGLITE=0 skips it), where the import shares the server's one database connection.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, openAsBlob, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import {
  apiCaller,
  buildServer,
  load,
  PORT,
  ROOT,
  rssMiB,
  sampleRss,
  secondsSince,
  signIn,
  sizeFrom,
  withScratchProduct,
} from './apiBench.mjs';

const LINES = sizeFrom('BENCH_ROWS', 1_000_000);
const PROBE_SECONDS = 5;
/**
 * Each probe calls again 100 ms after an answer (about ten calls a second each): someone using the API
 * while the import runs. A closed loop of calls (no pause) took as much of this 2-core machine as the import
 * itself, which the COPY baseline, timed alone, does not have to share.
 */
const PROBE_PAUSE_MS = 100;
const HEADER = 'year,month,hsCode,description,partnerCountry,quantity,quantityUnit,netWeightKg,value,currency';
// ISO 3166 alpha-3 codes of trading partners; a file may not repeat a year, month, HS code and partner.
const PARTNERS = [
  'CHN',
  'IND',
  'USA',
  'DEU',
  'JPN',
  'KOR',
  'THA',
  'MYS',
  'SGP',
  'IDN',
  'VNM',
  'ARE',
  'SAU',
  'GBR',
  'FRA',
  'ITA',
  'NLD',
  'BEL',
  'ESP',
  'TUR',
  'PAK',
  'BGD',
  'AUS',
  'NZL',
  'CAN',
  'BRA',
  'ZAF',
  'EGY',
  'KEN',
  'RUS',
  'POL',
  'CZE',
  'AUT',
  'CHE',
  'SWE',
  'NOR',
  'DNK',
  'FIN',
  'IRL',
  'PRT',
];
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

const FILE_COLUMNS = 'year, month, hs_code, description, partner_country, quantity, quantity_unit, net_weight_kg, value, currency';

/**
 * The baseline: psql's \copy of the same file into a table equivalent to customs_lines, made from it at run
 * time (its column types, checks, identity, indexes and foreign keys), the columns the file lacks filled by
 * the database as the import fills them (the upload's id, line numbers, the type, the 6-digit code).
 * Run after the import, whose upload and codes its foreign keys point to. Seconds, and the seconds of a
 * COPY into a table of the file's columns alone (no index, no key: the floor, not the comparison).
 */
function copySeconds(databaseUrl, path, uploadId) {
  const psql = (command) =>
    execFileSync('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-q', '-c', command], { stdio: ['ignore', 'ignore', 'inherit'] });
  psql(`CREATE TABLE bench_customs_copy (LIKE customs_lines INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING IDENTITY);
        CREATE SEQUENCE bench_customs_copy_line START 2;
        ALTER TABLE bench_customs_copy ALTER upload_id SET DEFAULT '${uploadId}', ALTER line_number SET DEFAULT nextval('bench_customs_copy_line'),
          ALTER type SET DEFAULT 'IMPORT', DROP hs6, ADD hs6 text NOT NULL GENERATED ALWAYS AS (left(hs_code, 6)) STORED;
        DO $$ DECLARE definition text; BEGIN
          FOR definition IN SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'customs_lines' LOOP
            EXECUTE regexp_replace(definition, 'INDEX (\\S+) ON public\\.customs_lines ', 'INDEX \\1_bench ON public.bench_customs_copy ');
          END LOOP;
          FOR definition IN SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = 'customs_lines'::regclass AND contype = 'f' LOOP
            EXECUTE 'ALTER TABLE bench_customs_copy ADD ' || definition;
          END LOOP;
        END $$;
        CREATE TABLE bench_customs_copy_plain (year integer, month integer, hs_code text, description text, partner_country text,
          quantity numeric(20, 3), quantity_unit text, net_weight_kg numeric(20, 3), value numeric(20, 2), currency text)`);
  const timed = (table) => {
    const started = performance.now();
    psql(`\\copy ${table} (${FILE_COLUMNS}) FROM '${path}' WITH (FORMAT csv, HEADER true)`);
    return (performance.now() - started) / 1000;
  };
  return { equivalent: timed('bench_customs_copy'), plain: timed('bench_customs_copy_plain') };
}

async function upload(token, path) {
  const form = new FormData();
  form.append('file', await openAsBlob(path, { type: 'text/csv' }), `bench-customs-${Date.now()}.csv`);
  const response = await fetch(`http://127.0.0.1:${PORT}/api/v1/customs/upload?type=IMPORT`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 202) throw new Error(`Upload refused: ${response.status} ${await response.text()}`);
  return (await response.json()).jobId;
}

async function untilFinished(token, jobId) {
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${PORT}/api/v1/customs/status/${jobId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const status = await response.json();
    if (status.status !== 'PENDING') return status;
    // Often enough that the wait for the next look adds little to the figure (about 25 ms on average).
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The other calls timed at idle and during the import: a search of the customs lines and the sector list. */
function probes(token) {
  return [
    ['POST /customs/search', apiCaller(token, () => ({ path: '/customs/search?type=IMPORT', body: { pageStart: 0, pageSize: 25 } }))],
    ['GET /sector', apiCaller(token, () => ({ method: 'GET', path: '/sector' }))],
  ];
}

/** Uploads the file with the probes running; the figures of one database. */
async function importWhileProbing(path, pids) {
  const token = await signIn('customs@demo.lk');
  const calls = probes(token);
  const idleProbes = [];
  for (const [, call] of calls) idleProbes.push(await load(1, call, PROBE_SECONDS, undefined, PROBE_PAUSE_MS));
  const idle = pids.map((pid) => rssMiB(pid));
  const stopSampling = sampleRss(pids);
  let finished = false;
  const busyProbes = calls.map(([, call]) => load(1, call, Infinity, () => finished, PROBE_PAUSE_MS));
  const started = performance.now();
  const jobId = await upload(token, path);
  const uploaded = (performance.now() - started) / 1000;
  const status = await untilFinished(token, jobId);
  const seconds = (performance.now() - started) / 1000;
  finished = true;
  const during = await Promise.all(busyProbes);
  const peaks = stopSampling();
  if (status.status !== 'COMPLETED') throw new Error(`The import ended ${status.status}: ${status.errorMessage?.slice(0, 500)}`);
  return { jobId, seconds, uploaded, message: status.message, idle, peaks, idleProbes, during, names: calls.map(([name]) => name) };
}

function report(title, r, copy, megabytes, processes) {
  const rate = (s) => (LINES / s).toFixed(0).padStart(9);
  console.log(`\n== customs import, ${LINES.toLocaleString('en')} lines (${megabytes.toFixed(1)} MiB CSV), ${title} ==`);
  console.log(
    `API upload to COMPLETED   ${r.seconds.toFixed(1).padStart(7)} s ${rate(r.seconds)} rows/s  (upload answered 202 after ${r.uploaded.toFixed(1)} s; ${r.message})`,
  );
  console.log(
    `psql \\copy of the file    ${copy.equivalent.toFixed(1).padStart(7)} s ${rate(copy.equivalent)} rows/s  (into a table like customs_lines: same indexes, checks, keys)`,
  );
  console.log(
    `  (into a bare table       ${copy.plain.toFixed(1).padStart(7)} s ${rate(copy.plain)} rows/s  no index or key: the floor, not the baseline)`,
  );
  console.log(`API rows/s / COPY rows/s   ${(copy.equivalent / r.seconds).toFixed(2)}x (target 0.8x or more)`);
  // The same without the file's transfer to the API (the 202 answers once the file is stored): the import alone.
  const importing = r.seconds - r.uploaded;
  console.log(
    `  (from the 202 to COMPLETED ${importing.toFixed(1).padStart(6)} s ${rate(importing)} rows/s  ${(copy.equivalent / importing).toFixed(2)}x: the import without the file's transfer)`,
  );
  const memory = processes.map(
    (name, i) => `${name} +${(r.peaks[i] - r.idle[i]).toFixed(0)} MiB (idle ${r.idle[i].toFixed(0)}, peak ${r.peaks[i].toFixed(0)})`,
  );
  console.log(`peak memory above idle     ${memory.join(', ')}; sampled every 100 ms (target under 200 MiB)`);
  const line = (label, p) =>
    console.log(
      `${label.padEnd(34)} p50 ${p.p50.toFixed(2).padStart(8)} ms  p99 ${p.p99.toFixed(2).padStart(8)} ms  max ${p.max.toFixed(0).padStart(6)} ms  (${p.count} calls, ${p.errors} failed)`,
    );
  r.names.forEach((name, i) => {
    line(`${name} idle`, r.idleProbes[i]);
    line(`... while importing`, r.during[i]);
    console.log(`${''.padEnd(34)} p99 while importing / idle ${(r.during[i].p99 / r.idleProbes[i].p99).toFixed(2)}x`);
  });
}

/** The built server alone on a scratch PGlite folder, its workers inside (as `pnpm start` without DATABASE_URL). */
async function withPgliteProduct(body) {
  const folder = mkdtempSync(join(tmpdir(), 'waste-bench-pglite-'));
  const env = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: join(folder, 'data'),
    LOG_LEVEL: 'warn',
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    JOB_POLLING_SECONDS: '1',
  };
  delete env.DATABASE_URL;
  buildServer();
  const server = spawn(process.execPath, [join(ROOT, 'server', 'dist', 'server.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let waited = 0; ; waited += 500) {
      if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before answering`);
      if (waited > 300_000) throw new Error('The server did not start within 5 minutes');
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/api/docs/json`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await body(server);
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function benchCustomsImport() {
  const path = join(tmpdir(), `waste-bench-customs-${process.pid}.csv`);
  try {
    let copy = { equivalent: NaN, plain: NaN };
    let megabytes = NaN;
    await withScratchProduct(
      `customs import of ${LINES.toLocaleString('en')} lines`,
      { worker: true },
      async ({ databaseUrl, server, worker }) => {
        const started = performance.now();
        await writeCsv(path);
        megabytes = statSync(path).size / 1024 / 1024;
        console.log(`wrote ${LINES.toLocaleString('en')} lines (${megabytes.toFixed(1)} MiB) in ${secondsSince(started)} s`);
        const figures = await importWhileProbing(path, [server.pid, worker.pid]);
        try {
          copy = copySeconds(databaseUrl, path, figures.jobId);
        } catch (error) {
          console.log(`COPY side skipped (psql, PostgreSQL's client, must be on PATH): ${error.message}`);
        }
        report('PostgreSQL, worker in its own process', figures, copy, megabytes, ['API', 'worker']);
      },
    );
    if (process.env.BENCH_CUSTOMS_PGLITE === '0' || Number.isNaN(megabytes)) return;
    await withPgliteProduct(async (server) => {
      const figures = await importWhileProbing(path, [server.pid]);
      report('PGlite, the workers inside the server (COPY: the PostgreSQL one above)', figures, copy, megabytes, ['server']);
    });
  } finally {
    rmSync(path, { force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCustomsImport();
