// What every API benchmark stands on: the built server (and worker) as processes on a scratch database of the
// PostgreSQL server, a direct pool on the same database for the bare SQL side, and sign-in.
import pg from 'pg';
import { buildServer, startBuilt, stop, untilAnswering } from './builtServer.mjs';
import { openPostgresDatabase } from './serverModules.mjs';

export const SECONDS_PER_RUN = Number(process.env.BENCH_SECONDS ?? 10);
export const PORT = Number(process.env.BENCH_API_PORT ?? 8191);
export const API_URL = `http://127.0.0.1:${PORT}`;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEMO_PASSWORD = 'Demo@1234';

/** A size from the environment (BENCH_ROWS and the like), the size when unset. */
export function sizeFrom(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number, 1 or more, got "${process.env[name]}"`);
  return value;
}

/** Runs `sql` on the PostgreSQL server at `serverUrl` (its maintenance database). */
export async function onServer(sql, serverUrl = SERVER_URL) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server at `serverUrl`. */
export function databaseUrlOf(name, serverUrl = SERVER_URL) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs `body` against the built server on a fresh scratch database (migrated and demo-seeded by the server
 * itself), with a direct pool on the same database for the bare SQL side; drops the database afterwards.
 * `worker: true` runs the job workers in their own process (`dist/worker.js`) and the API without them.
 * Returns false (and says why) when there is no PostgreSQL server.
 */
export async function withScratchProduct(title, { worker = false } = {}, body) {
  const name = `waste_bench_${Date.now()}`;
  try {
    await onServer(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`\n== ${title}: skipped, no PostgreSQL at ${SERVER_URL} (${error.message}) ==`);
    return false;
  }
  const databaseUrl = databaseUrlOf(name);
  let server;
  let workerProcess;
  let db;
  try {
    buildServer();
    server = startBuilt('server.js', PORT, { DATABASE_URL: databaseUrl, ...(worker && { JOB_WORKERS: '0' }) });
    await untilAnswering(API_URL, server);
    // Started after the API has migrated the database.
    if (worker) workerProcess = startBuilt('worker.js', PORT, { DATABASE_URL: databaseUrl });
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
export async function signIn(username, baseUrl = API_URL) {
  const response = await fetch(`${baseUrl}/api/v1/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${username} failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

export const secondsSince = (started) => ((performance.now() - started) / 1000).toFixed(1);
