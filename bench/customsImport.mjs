// `pnpm bench` (API part): a 1,000,000-line customs CSV (BENCH_ROWS) in the product's own format, uploaded
// through `POST /customs/upload?type=IMPORT` as the customs demo account and followed through
// `GET /customs/status/{jobId}` to COMPLETED; rows/s next to a plain PostgreSQL COPY of the same file into a
// table like customs_lines (psql \copy, same run), the processes' peak memory above idle, and the p99 of other API
// calls (`POST /customs/search`, `GET /sector`) while the import runs against the same calls at idle.
// Twice: on PostgreSQL as deployed (the API only enqueues, JOB_WORKERS=0, and `dist/worker.js` imports), then
// on PGlite (BENCH_CUSTOMS_PGLITE=0 skips it), where the import shares the server's one database connection.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, startBuilt, stop, untilAnswering } from './lib/builtServer.mjs';
import { untilImported, uploadCustomsFile, writeCustomsCsv } from './lib/customsFile.mjs';
import { printTable } from './lib/figures.mjs';
import { rssMiB, sampleRss } from './lib/memory.mjs';
import { API_URL, PORT, secondsSince, signIn, sizeFrom, withScratchProduct } from './lib/scratchProduct.mjs';
import { loadApi } from './lib/timedCalls.mjs';

const LINES = sizeFrom('BENCH_ROWS', 1_000_000);
const PROBE_SECONDS = 5;
/**
 * Each probe calls about ten times a second: someone using the API while the import runs. A closed loop of
 * calls would take as much of the machine as the import itself, which the COPY baseline, timed alone, does not
 * have to share.
 */
const PROBES_PER_SECOND = 10;
/** Often enough that the wait for the next look adds little to the import's time. */
const STATUS_EVERY_MS = 50;

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

/** The other calls timed at idle and during the import: a search of the customs lines and the sector list. */
const probes = (token) => [
  ['POST /customs/search', { path: '/customs/search?type=IMPORT', body: { pageStart: 0, pageSize: 25 }, token }],
  ['GET /sector', { method: 'GET', path: '/sector', token }],
];
const probe = (call, seconds) => loadApi({ url: API_URL, connections: 1, seconds, perSecond: PROBES_PER_SECOND, next: () => call });

/** Uploads the file with the probes running; the figures of one database. */
async function importWhileProbing(path, pids) {
  const token = await signIn('customs@demo.lk');
  const calls = probes(token);
  const idleProbes = [];
  for (const [, call] of calls) idleProbes.push(await probe(call, PROBE_SECONDS));
  const idle = pids.map((pid) => rssMiB(pid));
  const stopSampling = sampleRss(pids);
  // Stopped when the import ends; the bound only keeps a stuck import from loading the API for ever.
  const busyProbes = calls.map(([, call]) => probe(call, 3600));
  const started = performance.now();
  const jobId = await uploadCustomsFile(API_URL, token, path);
  const uploaded = (performance.now() - started) / 1000;
  const status = await untilImported(API_URL, token, jobId, STATUS_EVERY_MS);
  const seconds = (performance.now() - started) / 1000;
  busyProbes.forEach((busy) => busy.stop());
  const during = await Promise.all(busyProbes);
  const peaks = stopSampling();
  if (status.status !== 'COMPLETED') throw new Error(`The import ended ${status.status}: ${status.errorMessage?.slice(0, 500)}`);
  return { jobId, seconds, uploaded, message: status.message, idle, peaks, idleProbes, during, names: calls.map(([name]) => name) };
}

function report(title, r, copy, megabytes, processes) {
  const rate = (seconds) => `${(LINES / seconds).toFixed(0)} rows/s`;
  const importing = r.seconds - r.uploaded;
  console.log(`\n== customs import, ${LINES.toLocaleString('en')} lines (${megabytes.toFixed(1)} MiB CSV), ${title} ==`);
  printTable(
    ['figure', 'value', 'note'],
    [
      [
        'API upload to COMPLETED',
        `${r.seconds.toFixed(1)} s, ${rate(r.seconds)}`,
        `upload answered 202 after ${r.uploaded.toFixed(1)} s; ${r.message}`,
      ],
      [
        'psql \\copy of the file',
        `${copy.equivalent.toFixed(1)} s, ${rate(copy.equivalent)}`,
        'into a table like customs_lines: same indexes, checks, keys',
      ],
      ['psql \\copy into a bare table', `${copy.plain.toFixed(1)} s, ${rate(copy.plain)}`, 'no index or key: the floor, not the baseline'],
      ['API rows/s / COPY rows/s', `${(copy.equivalent / r.seconds).toFixed(2)}x`, 'target 0.8x or more'],
      // The 202 answers once the file is stored: the import alone, without the file's transfer to the API.
      [
        'from the 202 to COMPLETED',
        `${importing.toFixed(1)} s, ${rate(importing)}`,
        `${(copy.equivalent / importing).toFixed(2)}x: the import without the file's transfer`,
      ],
      ...processes.map((name, i) => [
        `${name} peak memory above idle`,
        `+${(r.peaks[i] - r.idle[i]).toFixed(0)} MiB`,
        `idle ${r.idle[i].toFixed(0)}, peak ${r.peaks[i].toFixed(0)}; sampled every 100 ms (target under 200 MiB)`,
      ]),
    ],
  );
  const probeRow = (name, when, p) => [name, when, p.p50.toFixed(2), p.p99.toFixed(2), p.max.toFixed(0), p.count, p.errors];
  printTable(
    ['call', 'when', 'p50 ms', 'p99 ms', 'max ms', 'calls', 'failed'],
    r.names.flatMap((name, i) => [probeRow(name, 'idle', r.idleProbes[i]), probeRow(name, 'importing', r.during[i])]),
  );
  r.names.forEach((name, i) => console.log(`${name}: p99 while importing / idle ${(r.during[i].p99 / r.idleProbes[i].p99).toFixed(2)}x`));
}

/** The built server alone on a scratch PGlite folder, its workers inside (as `pnpm start` without DATABASE_URL). */
async function withPgliteProduct(body) {
  const folder = mkdtempSync(join(tmpdir(), 'waste-bench-pglite-'));
  buildServer();
  const server = startBuilt('server.js', PORT, { DATABASE_URL: undefined, DATA_DIR: join(folder, 'data'), JOB_POLLING_SECONDS: '1' });
  try {
    await untilAnswering(API_URL, server);
    await body(server);
  } finally {
    await stop(server);
    rmSync(folder, { recursive: true, force: true });
  }
}

const folder = mkdtempSync(join(tmpdir(), 'waste-bench-customs-'));
const path = join(folder, 'bench-customs.csv');
try {
  let copy = { equivalent: NaN, plain: NaN };
  let megabytes = NaN;
  await withScratchProduct(
    `customs import of ${LINES.toLocaleString('en')} lines`,
    { worker: true },
    async ({ databaseUrl, server, worker }) => {
      const started = performance.now();
      await writeCustomsCsv(path, LINES, 1);
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
  if (process.env.BENCH_CUSTOMS_PGLITE !== '0' && !Number.isNaN(megabytes)) {
    await withPgliteProduct(async (server) => {
      const figures = await importWhileProbing(path, [server.pid]);
      report('PGlite, the workers inside the server (COPY: the PostgreSQL one above)', figures, copy, megabytes, ['server']);
    });
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
