// `pnpm bench` (API part): 1,000,000 waste records across all 341 local authorities in a scratch
// PostgreSQL database; `POST /local-authority/search-waste` latency (p50/p99) and requests/s at
// concurrency 10 and 50, next to the same repository SQL run directly over the same pool size (ratio).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildAll } from '../scripts/build.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RECORDS = 1_000_000;
const SECONDS_PER_RUN = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = [10, 50];
const PORT = Number(process.env.BENCH_API_PORT ?? 8191);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function onServer(sql) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function startServer(databaseUrl) {
  const env = { ...process.env, PORT: String(PORT), DATABASE_URL: databaseUrl, SEED_DEMO: '1', LOG_LEVEL: 'warn', API_RATE_LIMIT_PER_MINUTE: '100000000' };
  const server = spawn(process.execPath, [join(ROOT, 'server', 'dist', 'server.js')], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  return server;
}

async function waitForServer() {
  for (let waited = 0; waited < 300_000; waited += 500) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/docs/json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The API did not start within 5 minutes');
}

/** Daily records, one per authority, day and plastic type, going back about four years from today. */
async function seedRecords(db) {
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
     WHERE la.la_no * 2940 + (day_no - 1) * 2 + p.n < ${RECORDS}`);
  // What autovacuum does on a live server; index-only scans need the visibility map.
  await db.query('VACUUM ANALYZE la_waste_records');
  const { rows } = await db.query('SELECT count(*)::int AS n, count(DISTINCT local_authority_id)::int AS authorities FROM la_waste_records');
  console.log(`seeded ${rows[0].n.toLocaleString('en')} records across ${rows[0].authorities} authorities in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return rows[0].n;
}

/** The same mix of searches for both sides: a random authority, page and sort; a third filtered. */
function searches(authorities, perAuthority) {
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  return () => {
    const localAuthorityId = authorities[Math.floor(random() * authorities.length)];
    const pageStart = Math.floor((random() * perAuthority) / 25) * 25;
    const searcher = { pageStart, pageSize: 25, pageSort: random() < 0.5 ? 'ASC' : 'DESC' };
    if (random() < 0.33) Object.assign(searcher, { plasticType: 'SOFT', fromDate: '2024-01-01', toDate: '2024-12-31', pageStart: 0 });
    return { localAuthorityId, searcher };
  };
}

async function load(concurrency, call) {
  const latencies = [];
  let errors = 0;
  const until = performance.now() + SECONDS_PER_RUN * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          await call();
          latencies.push(performance.now() - t0);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), rps: latencies.length / seconds, errors };
}

function apiCaller(token, next) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return () =>
    new Promise((resolve, reject) => {
      const { localAuthorityId, searcher } = next();
      const body = JSON.stringify(searcher);
      const request = http.request(
        { host: '127.0.0.1', port: PORT, path: `/api/v1/local-authority/search-waste?localAuthorityId=${localAuthorityId}`, method: 'POST', agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` } },
        (response) => {
          response.resume();
          response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(String(response.statusCode)))));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}

function peakRssMiB(pid) {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
  return match ? Number(match[1]) / 1024 : NaN;
}

export async function benchWasteSearch() {
  const name = `waste_bench_${Date.now()}`;
  try {
    await onServer(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`\n== search-waste over ${RECORDS.toLocaleString('en')} records: skipped, no PostgreSQL at ${SERVER_URL} (${error.message}) ==`);
    return;
  }
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  buildAll();
  const server = startServer(url.toString());
  const { openPostgresDatabase } = await import(join(ROOT, 'server', 'dist', 'db', 'postgres-database.js'));
  const { searchWasteRecords } = await import(join(ROOT, 'server', 'dist', 'routes', 'local-authority', 'waste-search-repository.js'));
  let db;
  try {
    await waitForServer();
    db = await openPostgresDatabase(url.toString(), () => undefined);
    const total = await seedRecords(db);
    const authorities = (await db.query('SELECT id FROM local_authorities ORDER BY id')).rows.map((row) => row.id);
    const signIn = await fetch(`http://127.0.0.1:${PORT}/api/v1/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'superadmin@demo.lk', password: 'Demo@1234' }),
    });
    const token = (await signIn.json()).access_token;
    const perAuthority = Math.floor(total / authorities.length);

    console.log(`\n== search-waste over ${total.toLocaleString('en')} records, ${SECONDS_PER_RUN} s per run, pool of 10 connections both ways ==`);
    console.log('concurrency  side        p50 ms   p99 ms    req/s  errors');
    for (const concurrency of CONCURRENCY) {
      const api = await load(concurrency, apiCaller(token, searches(authorities, perAuthority)));
      const next = searches(authorities, perAuthority);
      const direct = await load(concurrency, () => {
        const { localAuthorityId, searcher } = next();
        return searchWasteRecords(db, localAuthorityId, searcher);
      });
      for (const [side, r] of [['API', api], ['SQL', direct]]) {
        console.log(`${String(concurrency).padStart(11)}  ${side.padEnd(8)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)} ${r.rps.toFixed(0).padStart(8)} ${String(r.errors).padStart(7)}`);
      }
      console.log(`${''.padStart(11)}  API/SQL  ${(api.p50 / direct.p50).toFixed(2).padStart(7)}x ${(api.p99 / direct.p99).toFixed(2).padStart(7)}x ${(api.rps / direct.rps).toFixed(2).padStart(7)}x`);
    }
    console.log(`API server peak memory (VmHWM): ${peakRssMiB(server.pid).toFixed(0)} MiB`);
  } finally {
    await db?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWasteSearch();
