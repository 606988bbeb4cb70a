// `pnpm --filter @waste/bench bench:load` (issue 16): a realistic mix of calls (sign-ins, list pages, inserts,
// dashboards) from 50 and then 200 concurrent users for 60 s each, while one customs import runs, against
//   1. the production shape on PostgreSQL: two API processes (round-robin in this client) and a worker process,
//      on a PostgreSQL cluster of the bench's own (port 55462; BENCH_DATABASE_URL to use another server);
//   2. the single-machine default: one process on PGlite.
// Prints p50/p99 per call, errors, throughput, and each call's p50 beside the bare repository call it runs
// (the same function on the same database, without HTTP, auth and validation). Figures are printed, never
// asserted. `--quick`: 10 s per level, for a check. Users loop without think time (a closed loop).
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildServer, DEMO_PASSWORD, distModule, ROOT, summary } from './apiBench.mjs';

const QUICK = process.argv.includes('--quick');
const SECONDS = Number(process.env.LOAD_SECONDS ?? (QUICK ? 10 : 60));
const LEVELS = (process.env.LOAD_USERS ?? '50,200').split(',').map(Number);
const IMPORT_ROWS = Number(process.env.LOAD_IMPORT_ROWS ?? (QUICK ? 5_000 : 20_000));
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55462);
const API_PORTS = [Number(process.env.BENCH_LOAD_PORT ?? 8263), Number(process.env.BENCH_LOAD_PORT ?? 8263) + 1];
const PGLITE_PORT = API_PORTS[1] + 1;
const JWT_SECRET = 'load-bench-secret-that-is-long-enough-for-hs256';
const PG_BIN = '/usr/lib/postgresql/15/bin';
const YEAR = new Date().getUTCFullYear();
const STACKS = (process.env.LOAD_STACKS ?? 'postgres,pglite').split(',');

const DEMO = {
  localAuthority: 'colombo.mc@demo.lk',
  admin: 'admin@demo.lk',
  superAdmin: 'superadmin@demo.lk',
  customs: 'customs@demo.lk',
  recycler: 'recycler@demo.lk',
};

// ---------------------------------------------------------------------------------------------------------
// Processes

const isRoot = process.getuid?.() === 0;
function pgTool(tool, args) {
  const [command, full] = isRoot ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, tool), ...args]] : [join(PG_BIN, tool), args];
  const result = spawnSync(command, full, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
}

/** A PostgreSQL 15 cluster of the bench's own, default settings but for the port and socket folder. */
function startCluster() {
  const dir = mkdtempSync(join(tmpdir(), 'waste-load-pg-'));
  if (isRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout);
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout);
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  pgTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  pgTool('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${PG_PORT}/${database}`,
    destroy() {
      try {
        pgTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

const LOG_DIR = mkdtempSync(join(tmpdir(), 'waste-load-logs-'));
const logFiles = [];

/** The failures the processes logged (level 50 and above), to show beside an error count. */
function loggedFailures() {
  return logFiles.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line)),
  );
}

function startProcess(script, port, env) {
  const logFile = join(LOG_DIR, `${script}-${port}-${logFiles.length}.log`);
  logFiles.push(logFile);
  const child = spawn(process.execPath, [join(ROOT, 'server', 'dist', script)], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      API_RATE_LIMIT_PER_MINUTE: '100000000',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '100000000',
      // Every simulated user signs in from 127.0.0.1 with one of five accounts: the per-account throttle would
      // answer 429 to a burst no real population makes (tested in server/test/auth).
      LOGIN_MAX_FAILURES: '100000000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000000',
      ...env,
    },
    stdio: ['ignore', openSync(logFile, 'a'), 'inherit'],
  });
  child.exited = new Promise((resolve) => child.once('exit', resolve));
  return child;
}

async function waitFor(port, child) {
  for (let waited = 0; waited < 300_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`The process on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/docs/json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Nothing answered on ${port}`);
}

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await child.exited;
}

// ---------------------------------------------------------------------------------------------------------
// HTTP

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** One request; resolves { status, body, ms }. */
function request(port, { method, path, token, body, headers = {} }) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    const allHeaders = { ...headers };
    if (token) allHeaders.authorization = `Bearer ${token}`;
    if (payload !== undefined) {
      allHeaders['content-type'] ??= 'application/json';
      allHeaders['content-length'] = payload.length;
    }
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port, path: `/api/v1${path}`, method, agent, headers: allHeaders }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString(), ms: performance.now() - started }),
      );
    });
    req.on('error', (error) => resolve({ status: 0, body: String(error), ms: performance.now() - started }));
    req.end(payload);
  });
}

async function signIn(port, username) {
  const answer = await request(port, { method: 'POST', path: '/auth/authenticate', body: { username, password: DEMO_PASSWORD } });
  if (answer.status !== 200) throw new Error(`Sign-in of ${username}: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body).access_token;
}

// ---------------------------------------------------------------------------------------------------------
// The mix

/** A day `n` days before today, as YYYY-MM-DD. */
const daysAgo = (n) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/**
 * Every call of the mix: who makes it, how, and the bare repository call the handler runs (with the defaults
 * the schema fills in), or null where the handler is more than one repository call.
 */
function calls(state) {
  const page = { pageStart: 0, pageSize: 25, pageSort: 'ASC' };
  return {
    'sign-in': {
      request: () => ({ method: 'POST', path: '/auth/authenticate', body: { username: DEMO.admin, password: DEMO_PASSWORD } }),
      bare: async (m, db) => m.users.findPasswordHash(db, DEMO.admin),
    },
    'waste list': {
      request: () => ({ method: 'POST', path: '/local-authority/search-waste', token: state.tokens.localAuthority, body: {} }),
      bare: async (m, db) => m.waste.searchWasteRecords(db, 'LG-11001', page),
    },
    'waste insert': {
      request: () => {
        const authority = state.authorities[state.inserts++ % state.authorities.length];
        const n = (state.insertDays[authority] = (state.insertDays[authority] ?? 0) + 1);
        return {
          method: 'POST',
          path: `/local-authority/insert/la-waste-data?localAuthorityId=${authority}`,
          token: state.tokens.superAdmin,
          body: {
            frequencyType: 'DAILY',
            entryDate: daysAgo(n),
            plasticType: 'HARD',
            collectedQuantity: 2,
            recoveredQuantity: 0.5,
            rejectedQuantity: 0.25,
            discardedQuantity: 0.1,
            quantityUnit: 'MT_PER_DAY',
            recycledQuantityKg: 1000,
          },
        };
      },
      bare: async (m, db) => {
        const authority = state.authorities[state.bareInserts++ % state.authorities.length];
        const n = (state.bareDays[authority] = (state.bareDays[authority] ?? 0) + 1);
        const body = {
          frequencyType: 'DAILY',
          entryDate: daysAgo(n),
          plasticType: 'SOFT',
          collectedQuantity: 2,
          recoveredQuantity: 0.5,
          rejectedQuantity: 0.25,
          discardedQuantity: 0.1,
          quantityUnit: 'MT_PER_DAY',
          recycledQuantityKg: 1000,
        };
        return m.waste.insertWasteRecord(db, authority, state.superAdminId, m.wasteRules.newWasteRecord(body, daysAgo(0)));
      },
    },
    'waste dashboard': {
      request: () => ({
        method: 'POST',
        path: '/local-authority/la-waste-collection',
        token: state.tokens.localAuthority,
        body: { year: YEAR },
      }),
      bare: null,
    },
    'requests list': {
      request: () => ({ method: 'POST', path: '/requests/search', token: state.tokens.admin, body: {} }),
      bare: async (m, db) => m.requests.searchRequests(db, page),
    },
    'MFA national': {
      request: () => ({ method: 'GET', path: `/mfa/mfa-national-summary?year=${YEAR - 1}`, token: state.tokens.admin }),
      bare: async (m, db) => m.mfa.authorityResults(db, YEAR - 1, await m.mfaRepository.findAuthorities(db)),
    },
    'accounts list': {
      request: () => ({ method: 'POST', path: '/users/search', token: state.tokens.superAdmin, body: {} }),
      bare: async (m, db) => m.accounts.searchAccounts(db, page),
    },
    completeness: {
      request: () => ({ method: 'GET', path: '/admin/completeness', token: state.tokens.superAdmin }),
      bare: async (m, db) => m.completeness.completenessByDistrict(db, YEAR),
    },
    'customs list': {
      request: () => ({ method: 'POST', path: '/customs/search?type=IMPORT', token: state.tokens.customs, body: {} }),
      bare: async (m, db) => m.customs.searchLines(db, { type: 'IMPORT' }, page),
    },
    'customs graph': {
      request: () => ({
        method: 'POST',
        path: '/customs/statisticsGraphs',
        token: state.tokens.customs,
        body: { type: '', year: YEAR - 2, toYear: YEAR },
      }),
      bare: null,
    },
    'recycler list': {
      request: () => ({ method: 'POST', path: '/recycler/search-waste-data-list', token: state.tokens.recycler, body: {} }),
      bare: async (m, db) => m.returns.searchReturns(db, 'RC-DEMO-01', page),
    },
    'recycler national': {
      request: () => ({ method: 'POST', path: '/recycler/national-graph', token: state.tokens.recycler, body: {} }),
      bare: null,
    },
  };
}

/** Each user has a role, taken in turn; what a user of each role does, with weights. */
const ROLE_MIX = [
  [
    'localAuthority',
    [
      ['waste list', 45],
      ['waste insert', 35],
      ['waste dashboard', 20],
    ],
  ],
  [
    'admin',
    [
      ['requests list', 60],
      ['MFA national', 40],
    ],
  ],
  [
    'superAdmin',
    [
      ['accounts list', 50],
      ['completeness', 50],
    ],
  ],
  [
    'customs',
    [
      ['customs list', 60],
      ['customs graph', 40],
    ],
  ],
  [
    'recycler',
    [
      ['recycler list', 60],
      ['recycler national', 40],
    ],
  ],
];
const SIGN_IN_SHARE = 0.05;

function pick(weighted, random) {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let r = random() * total;
  for (const [name, weight] of weighted) if ((r -= weight) < 0) return name;
  return weighted[0][0];
}

function seeded(seed) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

// ---------------------------------------------------------------------------------------------------------
// The customs import running beside the load

const HS_CODES = ['391510', '391520', '391530', '391590', '392310', '392321', '392329', '392390', '390110', '390120'];
const COUNTRIES = [
  'IND',
  'CHN',
  'MYS',
  'THA',
  'SGP',
  'JPN',
  'KOR',
  'USA',
  'GBR',
  'DEU',
  'FRA',
  'ITA',
  'NLD',
  'BEL',
  'AUS',
  'NZL',
  'CAN',
  'BRA',
  'ZAF',
  'ARE',
  'SAU',
  'PAK',
  'BGD',
  'VNM',
  'IDN',
];

/** `rows` customs lines, no two of the same year, month, HS code and country (the import refuses repeats). */
function customsFile(rows, salt) {
  const lines = ['year,month,hsCode,description,partnerCountry,quantity,quantityUnit,netWeightKg,value,currency'];
  for (let i = 0; i < rows; i++) {
    const month = (i % 12) + 1;
    const code = HS_CODES[Math.floor(i / 12) % HS_CODES.length];
    const country = COUNTRIES[Math.floor(i / 120) % COUNTRIES.length];
    const year = YEAR - 1 - Math.floor(i / 3000);
    lines.push(`${year},${month},${code},Waste plastics ${salt},${country},${i + 1},kg,${i + 1},${(i + 1) * 100},USD`);
  }
  return lines.join('\n') + '\n';
}

function multipart(fileName, content) {
  const boundary = '----load-bench-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Keeps one import running until `until`: uploads a file, waits for it, uploads the next. */
async function runImports(port, token, until, report) {
  let n = 0;
  while (performance.now() < until) {
    const file = multipart(`load-${Date.now()}-${n}.csv`, customsFile(IMPORT_ROWS, `${Date.now()}-${n++}`));
    const started = performance.now();
    const upload = await request(port, {
      method: 'POST',
      path: '/customs/upload?type=IMPORT',
      token,
      body: file.body,
      headers: file.headers,
    });
    if (upload.status !== 202) {
      report.errors.push(`upload ${upload.status} ${upload.body.slice(0, 200)}`);
      return;
    }
    const { jobId } = JSON.parse(upload.body);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const status = await request(port, { method: 'GET', path: `/customs/status/${jobId}`, token });
      const body = status.status === 200 ? JSON.parse(status.body) : { status: 'ERROR' };
      if (body.status === 'COMPLETED') {
        report.done.push({ rows: IMPORT_ROWS, seconds: (performance.now() - started) / 1000 });
        break;
      }
      if (body.status !== 'PENDING' || status.status !== 200) {
        report.errors.push(`import ${status.status} ${status.body.slice(0, 200)}`);
        return;
      }
      if (performance.now() > until + 120_000) {
        report.errors.push('import still running two minutes after the load ended');
        return;
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// One load level

async function loadLevel(ports, state, users) {
  const mix = calls(state);
  const results = Object.fromEntries(Object.keys(mix).map((name) => [name, { ms: [], errors: 0, firstError: undefined }]));
  let turn = 0;
  const until = performance.now() + SECONDS * 1000;
  const imports = { done: [], errors: [] };
  const importer = runImports(ports[0], state.tokens.customs, until, imports);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      const random = seeded(user + 1);
      const [, weighted] = ROLE_MIX[user % ROLE_MIX.length];
      while (performance.now() < until) {
        const name = random() < SIGN_IN_SHARE ? 'sign-in' : pick(weighted, random);
        const port = ports[turn++ % ports.length];
        const answer = await request(port, mix[name].request());
        const result = results[name];
        if (answer.status >= 200 && answer.status < 300) result.ms.push(answer.ms);
        else {
          result.errors += 1;
          result.firstError ??= `${answer.status} ${answer.body.slice(0, 160)}`;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await importer;
  return { results, elapsed, imports };
}

// ---------------------------------------------------------------------------------------------------------
// Bare calls

async function loadModules() {
  return {
    users: await distModule('users', 'user-repository.js'),
    waste: await distModule('routes', 'local-authority', 'waste', 'repository.js'),
    wasteRules: await distModule('routes', 'local-authority', 'waste', 'rules.js'),
    requests: await distModule('routes', 'requests', 'repository.js'),
    mfa: await distModule('routes', 'mfa', 'service.js'),
    mfaRepository: await distModule('routes', 'mfa', 'repository.js'),
    accounts: await distModule('routes', 'admin', 'accounts', 'repository.js'),
    completeness: await distModule('routes', 'admin', 'completeness', 'repository.js'),
    customs: await distModule('routes', 'customs', 'lines', 'repository.js'),
    returns: await distModule('routes', 'recycler', 'returns', 'repository.js'),
  };
}

/** Each bare call 30 times one after the other: its p50 (ms), or the reason it could not run. */
async function bareTimings(db, state) {
  const modules = await loadModules();
  const timings = {};
  for (const [name, { bare }] of Object.entries(calls(state))) {
    if (!bare) continue;
    try {
      const ms = [];
      for (let i = 0; i < 30; i++) {
        const t0 = performance.now();
        await bare(modules, db);
        ms.push(performance.now() - t0);
      }
      timings[name] = summary(ms).p50;
    } catch (error) {
      timings[name] = `failed: ${error.message}`;
    }
  }
  return timings;
}

// ---------------------------------------------------------------------------------------------------------
// Report

const f = (n) => (typeof n === 'number' && Number.isFinite(n) ? n.toFixed(1) : '-').padStart(8);

function print(title, users, { results, elapsed, imports }, bare) {
  const total = Object.values(results).reduce((sum, r) => sum + r.ms.length, 0);
  const errors = Object.values(results).reduce((sum, r) => sum + r.errors, 0);
  console.log(`\n== ${title}, ${users} users, ${SECONDS} s: ${total} calls, ${(total / elapsed).toFixed(0)} calls/s, ${errors} errors ==`);
  console.log(
    `${'call'.padEnd(18)} ${'count'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(6)} ${'bare p50'.padStart(8)} ${'p50/bare'.padStart(8)}`,
  );
  for (const [name, r] of Object.entries(results)) {
    const s = summary(r.ms);
    const b = bare[name];
    const ratio = typeof b === 'number' && b > 0 ? `${(s.p50 / b).toFixed(1)}x` : '-';
    console.log(
      `${name.padEnd(18)} ${String(s.count).padStart(6)} ${f(s.p50)} ${f(s.p99)} ${String(r.errors).padStart(6)} ${f(typeof b === 'number' ? b : NaN)} ${ratio.padStart(8)}`,
    );
    if (r.firstError) console.log(`   first error: ${r.firstError}`);
  }
  const rows = imports.done.reduce((sum, d) => sum + d.rows, 0);
  const seconds = imports.done.reduce((sum, d) => sum + d.seconds, 0);
  console.log(
    `customs imports beside the load: ${imports.done.length} of ${IMPORT_ROWS} lines finished${imports.done.length ? `, ${(rows / seconds).toFixed(0)} lines/s` : ''}${imports.errors.length ? `; errors: ${imports.errors.join('; ')}` : ''}`,
  );
  for (const [name, b] of Object.entries(bare)) if (typeof b === 'string') console.log(`   bare ${name}: ${b}`);
  const failures = loggedFailures();
  if (failures.length) console.log(`server log: ${failures.length} failures so far; the first: ${failures[0].slice(0, 600)}`);
}

async function prepare(port) {
  const tokens = {};
  for (const [role, email] of Object.entries(DEMO)) tokens[role] = await signIn(port, email);
  const me = JSON.parse((await request(port, { method: 'GET', path: '/users/me', token: tokens.superAdmin })).body);
  const list = JSON.parse(
    (await request(port, { method: 'POST', path: '/master-data/local-authorities', token: tokens.superAdmin, body: {} })).body,
  );
  const authorities = (Array.isArray(list) ? list : (list.rows ?? list.localAuthorities)).map((a) => a.id ?? a.localAuthorityId);
  return { tokens, superAdminId: me.id ?? me.logged_user?.id, authorities, inserts: 0, insertDays: {}, bareInserts: 0, bareDays: {} };
}

async function postgresStack() {
  const ownCluster = process.env.BENCH_DATABASE_URL ? null : startCluster();
  const name = `waste_load_${Date.now()}`;
  const serverUrl = process.env.BENCH_DATABASE_URL ?? ownCluster.url('postgres');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const children = [];
  let db;
  try {
    const first = startProcess('server.js', API_PORTS[0], { DATABASE_URL: databaseUrl, JOB_WORKERS: '0' });
    children.push(first);
    await waitFor(API_PORTS[0], first);
    const second = startProcess('server.js', API_PORTS[1], { DATABASE_URL: databaseUrl, JOB_WORKERS: '0' });
    children.push(second);
    children.push(startProcess('worker.js', API_PORTS[1] + 100, { DATABASE_URL: databaseUrl }));
    await waitFor(API_PORTS[1], second);
    const state = await prepare(API_PORTS[0]);
    const { openPostgresDatabase } = await distModule('db', 'postgres-database.js');
    db = await openPostgresDatabase(databaseUrl, () => undefined);
    for (const users of LEVELS) {
      const run = await loadLevel(API_PORTS, state, users);
      print('PostgreSQL, two API processes and a worker', users, run, await bareTimings(db, state));
    }
  } finally {
    await db?.close();
    for (const child of children.reverse()) await stop(child);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    ownCluster?.destroy();
  }
}

async function pgliteStack() {
  const dataDir = mkdtempSync(join(tmpdir(), 'waste-load-pglite-'));
  let child;
  try {
    child = startProcess('server.js', PGLITE_PORT, { DATA_DIR: dataDir, DATABASE_URL: '' });
    await waitFor(PGLITE_PORT, child);
    const state = await prepare(PGLITE_PORT);
    const runs = [];
    for (const users of LEVELS) runs.push([users, await loadLevel([PGLITE_PORT], state, users)]);
    await stop(child);
    child = undefined;
    // The embedded database has one user at a time: the bare calls run once the server has closed it.
    const { openDatabase } = await distModule('db', 'open-database.js');
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
if (STACKS.includes('postgres')) await postgresStack();
if (STACKS.includes('pglite')) await pgliteStack();
agent.destroy();
rmSync(LOG_DIR, { recursive: true, force: true });
