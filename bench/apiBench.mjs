// What every API benchmark shares: a scratch database on the PostgreSQL server, the built server started as
// a process on it, sign-in, a timed load loop (p50/p99, requests/s) and process memory. Figures are printed,
// never asserted.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { isUpToDate, serverStamp, writeStamp } from '../scripts/sourceStamp.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SECONDS_PER_RUN = Number(process.env.BENCH_SECONDS ?? 10);
export const PORT = Number(process.env.BENCH_API_PORT ?? 8191);
export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEMO_PASSWORD = 'Demo@1234';

/** A size from the environment (BENCH_ROWS and the like), the size when unset. */
export function sizeFrom(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number, 1 or more, got "${process.env[name]}"`);
  return value;
}

export const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** p50, p99 and the slowest of some timings (ms). */
export function summary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: percentile(sorted, 100), count: sorted.length };
}

export const distModule = (...path) => import(join(ROOT, 'server', 'dist', ...path));

async function onServer(sql) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The server build only (the API benchmarks need no client build), when its sources changed. */
export function buildServer() {
  const serverDist = join(ROOT, 'server', 'dist');
  if (isUpToDate(serverDist, serverStamp())) return;
  console.log('Building the server…');
  execFileSync('pnpm', ['run', 'build'], { cwd: join(ROOT, 'server'), stdio: 'inherit' });
  writeStamp(serverDist, serverStamp());
}

function startProcess(script, databaseUrl, env) {
  const fullEnv = {
    ...process.env,
    PORT: String(PORT),
    DATABASE_URL: databaseUrl,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    ...env,
  };
  return spawn(process.execPath, [join(ROOT, 'server', 'dist', script)], {
    cwd: ROOT,
    env: fullEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForServer(server) {
  for (let waited = 0; waited < 300_000; waited += 500) {
    if (server.exitCode !== null) throw new Error(`The API exited with code ${server.exitCode} before answering`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/docs/json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The API did not start within 5 minutes');
}

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Runs `body` against the built server on a fresh scratch database (migrated and demo-seeded by the server
 * itself), with a direct pool on the same database for the bare SQL side; drops the database afterwards.
 * `worker: true` runs the job workers in their own process (`dist/worker.js`) and the API without them.
 * Returns false (and says why) when there is no PostgreSQL server.
 */
export async function withScratchProduct(title, { env = {}, worker = false } = {}, body) {
  const name = `waste_bench_${Date.now()}`;
  try {
    await onServer(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`\n== ${title}: skipped, no PostgreSQL at ${SERVER_URL} (${error.message}) ==`);
    return false;
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let server;
  let workerProcess;
  let db;
  try {
    buildServer();
    server = startProcess('server.js', databaseUrl, worker ? { ...env, JOB_WORKERS: '0' } : env);
    await waitForServer(server);
    // Started after the API has migrated the database.
    if (worker) workerProcess = startProcess('worker.js', databaseUrl, env);
    const { openPostgresDatabase } = await distModule('db', 'postgres-database.js');
    db = await openPostgresDatabase(databaseUrl, () => undefined);
    await body({ db, databaseUrl, server, worker: workerProcess });
    return true;
  } finally {
    await db?.close();
    await stop(workerProcess);
    await stop(server);
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** An access token of a demo account. */
export async function signIn(username) {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/v1/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${username} failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

/** Calls `call` from `concurrency` loops for `seconds` or until `stopWhen()`; latencies of the calls that succeeded. */
/** `pauseMs` between one call's answer and the next call: a user's pace rather than a closed loop. */
export async function load(concurrency, call, seconds = SECONDS_PER_RUN, stopWhen = () => false, pauseMs = 0) {
  const latencies = [];
  let errors = 0;
  let firstError;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until && !stopWhen()) {
        const t0 = performance.now();
        try {
          await call();
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors += 1;
          firstError ??= error;
        }
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  if (firstError) console.log(`  (${errors} calls failed; the first: ${firstError.message})`);
  return { ...summary(latencies), rps: latencies.length / elapsed, errors };
}

/** Times `call` `times` times one after the other (for what cannot overlap, such as a cold cache). */
export async function timeEach(times, call, before = async () => undefined) {
  const latencies = [];
  for (let i = 0; i < times; i += 1) {
    await before();
    const t0 = performance.now();
    await call();
    latencies.push(performance.now() - t0);
  }
  return summary(latencies);
}

/**
 * A function that sends one API request, made from `next()` = { method, path, body? }, as the signed-in
 * user over keep-alive; it rejects on any status but 200.
 */
export function apiCaller(token, next) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return () =>
    new Promise((resolve, reject) => {
      const { method = 'POST', path, body } = next();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = { authorization: `Bearer ${token}` };
      if (payload !== undefined)
        Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
      const request = http.request({ host: '127.0.0.1', port: PORT, path: `/api/v1${path}`, method, agent, headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve()
            : reject(new Error(`${method} ${path}: ${response.statusCode} ${Buffer.concat(chunks).toString().slice(0, 200)}`)),
        );
      });
      request.on('error', reject);
      request.end(payload);
    });
}

/** A seeded pseudo-random number generator, so that both sides of a comparison see the same mix. */
export function seededRandom(seed = 42) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function procStatusMiB(pid, field) {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** The process's peak resident memory since it started (VmHWM), MiB. */
export const peakRssMiB = (pid) => procStatusMiB(pid, 'VmHWM');
/** The process's resident memory now (VmRSS), MiB. */
export const rssMiB = (pid) => procStatusMiB(pid, 'VmRSS');

/** Samples the resident memory of some processes every 100 ms until `stop()`, which returns each one's highest. */
export function sampleRss(pids) {
  const highest = pids.map((pid) => rssMiB(pid));
  const timer = setInterval(() => {
    pids.forEach((pid, i) => {
      try {
        highest[i] = Math.max(highest[i], rssMiB(pid));
      } catch {
        // the process has ended
      }
    });
  }, 100);
  return () => {
    clearInterval(timer);
    return highest;
  };
}

const ms = (value) => value.toFixed(2).padStart(8);

/** One line per side of a comparison, then the API/SQL ratios. */
export function printComparison(label, api, direct, { rps = true } = {}) {
  for (const [side, r] of [
    ['API', api],
    ['SQL', direct],
  ]) {
    console.log(
      `${label.padStart(11)}  ${side.padEnd(8)} ${ms(r.p50)} ${ms(r.p99)} ${rps && r.rps !== undefined ? r.rps.toFixed(0).padStart(8) : '       -'} ${String(r.errors ?? 0).padStart(7)}`,
    );
  }
  const ratio = (a, b) => `${(a / b).toFixed(2).padStart(7)}x`;
  console.log(
    `${''.padStart(11)}  API/SQL  ${ratio(api.p50, direct.p50)} ${ratio(api.p99, direct.p99)} ${rps && api.rps !== undefined ? ratio(api.rps, direct.rps) : '       -'}`,
  );
}

export const COMPARISON_HEADER = '       case  side        p50 ms   p99 ms    req/s  errors';

/**
 * Daily waste records (la_waste_records), one per authority, day and plastic type, going back about four
 * years from today, `records` in all; vacuumed and analysed like autovacuum would on a live server.
 */
export async function seedWasteRecords(db, records) {
  const started = performance.now();
  await db.query(`
    INSERT INTO la_waste_records (waste_id, local_authority_id, frequency_type, start_date, end_date, plastic_type, quantity_unit,
      collected_quantity, recovered_quantity, rejected_quantity, discarded_quantity, recycled_quantity_kg,
      collected_kg, recovered_kg, rejected_kg, discarded_kg, recycled_kg)
    SELECT 'WD-' || la.id || '-' || lpad((day_no * 2 + p.n - 1)::text, 6, '0'), la.id, 'DAILY',
           current_date - day_no, current_date - day_no, p.plastic, 'MT_PER_DAY',
           q, q * 0.1, q * 0.05, q * 0.02, q * 30, q * 1000, q * 100, q * 50, q * 20, q * 30
      FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS la_no FROM local_authorities) la
     CROSS JOIN generate_series(1, 1470) AS day_no
     CROSS JOIN (VALUES ('HARD', 0), ('SOFT', 1)) AS p (plastic, n)
     CROSS JOIN LATERAL (SELECT round((1 + (la.la_no * 7 + day_no * 13 + p.n) % 97 / 4.0)::numeric, 3) AS q) quantity
     WHERE la.la_no * 2940 + (day_no - 1) * 2 + p.n < ${records}`);
  // Index-only scans need the visibility map.
  await db.query('VACUUM ANALYZE la_waste_records');
  const { rows } = await db.query(
    'SELECT count(*)::int AS n, count(DISTINCT local_authority_id)::int AS authorities FROM la_waste_records',
  );
  console.log(
    `seeded ${rows[0].n.toLocaleString('en')} waste records across ${rows[0].authorities} authorities in ${secondsSince(started)} s`,
  );
  return rows[0].n;
}

export const secondsSince = (started) => ((performance.now() - started) / 1000).toFixed(1);
