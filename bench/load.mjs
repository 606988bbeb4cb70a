// `pnpm --filter @waste/bench bench:load` (issue 16): a realistic mix of calls (lib/loadMix.mjs: sign-ins, list
// pages, inserts, dashboards) from 50 and then 200 concurrent users for 60 s each, while one customs import runs,
// against
//   1. the production shape on PostgreSQL: two API processes (the users' connections shared out between them) and
//      a worker process, on a PostgreSQL cluster of the bench's own (port 55462; BENCH_DATABASE_URL to use another
//      server);
//   2. the single-machine default: one process on PGlite.
// Prints p50/p99 per call, errors, throughput, and each call's p50 beside the bare repository call it runs
// (the same function on the same database, without HTTP, auth and validation). Figures are printed, never
// asserted. `--quick`: 10 s per level, for a check. Users loop without think time (a closed loop).
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, startBuilt, stop, untilAnswering } from './lib/builtServer.mjs';
import { untilImported, uploadCustomsFile, writeCustomsCsv } from './lib/customsFile.mjs';
import { printTable, summary } from './lib/figures.mjs';
import { callsOf, DEMO, insertTargets, nextCallOf, ROLE_MIX } from './lib/loadMix.mjs';
import { startCluster } from './lib/ownCluster.mjs';
import { databaseUrlOf, onServer, signIn } from './lib/scratchProduct.mjs';
import { openDatabase, openPostgresDatabase, repositories } from './lib/serverModules.mjs';
import { loadApi, seededRandom, timeEach } from './lib/timedCalls.mjs';

const QUICK = process.argv.includes('--quick');
const SECONDS = Number(process.env.LOAD_SECONDS ?? (QUICK ? 10 : 60));
const LEVELS = (process.env.LOAD_USERS ?? '50,200').split(',').map(Number);
const IMPORT_ROWS = Number(process.env.LOAD_IMPORT_ROWS ?? (QUICK ? 5_000 : 20_000));
const STACKS = (process.env.LOAD_STACKS ?? 'postgres,pglite').split(',');
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55462);
const FIRST_PORT = Number(process.env.BENCH_LOAD_PORT ?? 8263);
const API_URLS = [FIRST_PORT, FIRST_PORT + 1].map((port) => `http://127.0.0.1:${port}`);
const PGLITE_PORT = FIRST_PORT + 2;
const PGLITE_URL = `http://127.0.0.1:${PGLITE_PORT}`;
const BARE_RUNS = 30;

const LOG_DIR = mkdtempSync(join(tmpdir(), 'waste-load-logs-'));
const logFiles = [];

/** The built server or worker, its log kept to show the failures beside an error count. */
function startLogged(script, port, env) {
  const logFile = join(LOG_DIR, `${script}-${port}-${logFiles.length}.log`);
  logFiles.push(logFile);
  return startBuilt(
    script,
    port,
    {
      // The two API processes must accept each other's tokens.
      JWT_SECRET: 'load-bench-secret-that-is-long-enough-for-hs256',
      // Every simulated user signs in from 127.0.0.1 with one of five accounts: the throttles would answer 429 to a
      // burst no real population makes (tested in server/test/auth).
      LOGIN_MAX_FAILURES_PER_ADDRESS: '100000000',
      LOGIN_MAX_FAILURES: '100000000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000000',
      ...env,
    },
    openSync(logFile, 'a'),
  );
}

/** The failures the processes logged (level 50 and above). */
const loggedFailures = () =>
  logFiles.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line)),
  );

/** Keeps one customs import running until `until`: uploads a file, waits for it, uploads the next. */
async function runImports(baseUrl, token, until) {
  const imports = { seconds: [], error: undefined };
  const folder = mkdtempSync(join(tmpdir(), 'waste-load-customs-'));
  try {
    for (let batch = 1; performance.now() < until; batch += 1) {
      const path = join(folder, `load-${batch}.csv`);
      await writeCustomsCsv(path, IMPORT_ROWS, `${Date.now()}-${batch}`);
      const started = performance.now();
      const jobId = await uploadCustomsFile(baseUrl, token, path);
      const status = await untilImported(baseUrl, token, jobId, 1000, until + 120_000);
      if (status.status !== 'COMPLETED') throw new Error(`import ${status.status}: ${status.errorMessage?.slice(0, 200)}`);
      imports.seconds.push((performance.now() - started) / 1000);
    }
  } catch (error) {
    imports.error = error.message;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return imports;
}

/** `users` users on the API at `urls` for SECONDS, the roles taken in turn, one customs import after another beside them. */
async function loadLevel(urls, state, users) {
  const calls = callsOf(state);
  const imports = runImports(urls[0], state.tokens.customs, performance.now() + SECONDS * 1000);
  const runs = await Promise.all(
    ROLE_MIX.flatMap(({ calls: weights }, i) => {
      const connections = Math.floor(users / ROLE_MIX.length) + (i < users % ROLE_MIX.length ? 1 : 0);
      const random = seededRandom(i + 1);
      const next = () => {
        const name = nextCallOf(weights, random);
        return { name, ...calls[name].api() };
      };
      return connections === 0 ? [] : [loadApi({ url: urls, connections, seconds: SECONDS, next })];
    }),
  );
  const byName = {};
  for (const run of runs) for (const [name, figures] of Object.entries(run.byName)) (byName[name] ??= []).push(figures);
  const merged = (parts) => ({
    ...summary(parts.flatMap((part) => part.timings)),
    errors: parts.reduce((sum, part) => sum + part.errors, 0),
    firstError: parts.find((part) => part.firstError)?.firstError,
  });
  // In the mix's order.
  const perCall = Object.fromEntries(Object.keys(calls).flatMap((name) => (byName[name] ? [[name, merged(byName[name])]] : [])));
  const total = (key) => runs.reduce((sum, run) => sum + run[key], 0);
  return { perCall, count: total('count'), rps: total('rps'), errors: total('errors'), imports: await imports };
}

/** Each bare call BARE_RUNS times one after the other: its p50 (ms), or the reason it could not run. */
async function bareTimings(db, state) {
  const modules = await repositories();
  const timings = {};
  for (const [name, { bare }] of Object.entries(callsOf(state))) {
    if (!bare) continue;
    try {
      timings[name] = (await timeEach(BARE_RUNS, () => bare(modules, db))).p50;
    } catch (error) {
      timings[name] = `failed: ${error.message}`;
    }
  }
  return timings;
}

function print(title, users, { perCall, count, rps, errors, imports }, bare) {
  console.log(`\n== ${title}, ${users} users, ${SECONDS} s: ${count} calls, ${rps.toFixed(0)} calls/s, ${errors} errors ==`);
  const ms = (value) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(1) : '-');
  printTable(
    ['call', 'count', 'p50 ms', 'p99 ms', 'errors', 'bare p50', 'p50/bare'],
    Object.entries(perCall).map(([name, call]) => {
      const b = bare[name];
      const ratio = typeof b === 'number' && b > 0 ? `${(call.p50 / b).toFixed(1)}x` : '-';
      return [name, call.count, ms(call.p50), ms(call.p99), call.errors, ms(b), ratio];
    }),
  );
  for (const [name, call] of Object.entries(perCall)) if (call.firstError) console.log(`${name}, first error: ${call.firstError}`);
  for (const [name, b] of Object.entries(bare)) if (typeof b === 'string') console.log(`bare ${name}: ${b}`);
  const lines = imports.seconds.length * IMPORT_ROWS;
  const seconds = imports.seconds.reduce((sum, s) => sum + s, 0);
  console.log(
    `customs imports beside the load: ${imports.seconds.length} of ${IMPORT_ROWS} lines finished${lines ? `, ${(lines / seconds).toFixed(0)} lines/s` : ''}${imports.error ? `; error: ${imports.error}` : ''}`,
  );
  const failures = loggedFailures();
  if (failures.length) console.log(`server log: ${failures.length} failures so far; the first: ${failures[0].slice(0, 600)}`);
}

/** The demo accounts' tokens, the super admin's id and the insert targets of both sides. */
async function prepare(baseUrl) {
  const tokens = {};
  for (const [role, email] of Object.entries(DEMO)) tokens[role] = await signIn(email, baseUrl);
  const asSuperAdmin = async (method, path, body) => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${tokens.superAdmin}`, ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const me = await asSuperAdmin('GET', '/users/me');
  const authorities = (await asSuperAdmin('POST', '/master-data/local-authorities', {})).map((authority) => authority.id);
  return { tokens, superAdminId: me.id, apiInserts: insertTargets(authorities), bareInserts: insertTargets(authorities) };
}

async function postgresStack() {
  const ownCluster = process.env.BENCH_DATABASE_URL ? null : startCluster(PG_PORT);
  const serverUrl = process.env.BENCH_DATABASE_URL ?? ownCluster.url;
  const name = `waste_load_${Date.now()}`;
  const databaseUrl = databaseUrlOf(name, serverUrl);
  const children = [];
  let db;
  try {
    await onServer(`CREATE DATABASE ${name}`, serverUrl);
    const env = { DATABASE_URL: databaseUrl, JOB_WORKERS: '0' };
    // The first API process migrates the database before the others start.
    children.push(startLogged('server.js', FIRST_PORT, env));
    await untilAnswering(API_URLS[0], children[0]);
    children.push(startLogged('server.js', FIRST_PORT + 1, env));
    children.push(startLogged('worker.js', FIRST_PORT + 1, { DATABASE_URL: databaseUrl }));
    await untilAnswering(API_URLS[1], children[1]);
    const state = await prepare(API_URLS[0]);
    db = await openPostgresDatabase(databaseUrl, () => undefined);
    for (const users of LEVELS) {
      const run = await loadLevel(API_URLS, state, users);
      print('PostgreSQL, two API processes and a worker', users, run, await bareTimings(db, state));
    }
  } finally {
    await db?.close();
    for (const child of children.reverse()) await stop(child);
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, serverUrl).catch(() => undefined);
    ownCluster?.destroy();
  }
}

async function pgliteStack() {
  const dataDir = mkdtempSync(join(tmpdir(), 'waste-load-pglite-'));
  let child;
  try {
    child = startLogged('server.js', PGLITE_PORT, { DATA_DIR: dataDir, DATABASE_URL: undefined });
    await untilAnswering(PGLITE_URL, child);
    const state = await prepare(PGLITE_URL);
    const runs = [];
    for (const users of LEVELS) runs.push([users, await loadLevel([PGLITE_URL], state, users)]);
    await stop(child);
    // The embedded database has one user at a time: the bare calls run once the server has closed it.
    const db = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const bare = await bareTimings(db, state);
      for (const [users, run] of runs) print('PGlite, one process', users, run, bare);
    } finally {
      await db.close();
    }
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

buildServer();
console.log(`Load: ${LEVELS.join(' and ')} users, ${SECONDS} s each, stacks: ${STACKS.join(', ')}${QUICK ? ' (quick)' : ''}`);
try {
  if (STACKS.includes('postgres')) await postgresStack();
  if (STACKS.includes('pglite')) await pgliteStack();
} finally {
  rmSync(LOG_DIR, { recursive: true, force: true });
}
