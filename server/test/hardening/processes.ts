import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ROOT } from '#paths';

/** PostgreSQL 15 from Debian's packages: a throw-away cluster of our own, so that it may be stopped and restarted. */
export const PG_BIN = '/usr/lib/postgresql/15/bin';
export const hasPostgresBinaries = () => existsSync(path.join(PG_BIN, 'pg_ctl'));

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL tool, as the postgres user when we are root (PostgreSQL refuses to run as root). */
function pgTool(tool: string, args: string[]): void {
  const command = isRoot() ? 'runuser' : path.join(PG_BIN, tool);
  const fullArgs = isRoot() ? ['-u', 'postgres', '--', path.join(PG_BIN, tool), ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

export interface Cluster {
  port: number;
  url(database?: string): string;
  stop(): void;
  start(): void;
  destroy(): void;
}

export function createCluster(port: number): Cluster {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'waste-pg-'));
  if (isRoot()) {
    const pgUser = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const pgGroup = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(pgUser.stdout.trim()), Number(pgGroup.stdout.trim()));
  }
  const data = path.join(dir, 'data');
  pgTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () => pgTool('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  const stop = () => pgTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop,
    start,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ApiProcess {
  port: number;
  child: ChildProcess;
  url(pathname: string): string;
  output(): string;
  /** SIGKILL, and resolves once the process is gone. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

export const SHARED_JWT_SECRET = 'hardening-shared-secret-long-enough-for-hs256-0123456789';

/** The real server (src/server.ts) in a process of its own, on PostgreSQL; resolves once it answers. */
export async function startApi(port: number, databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'server.ts')], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: SHARED_JWT_SECRET,
      LOG_LEVEL: 'warn',
      JOB_WORKERS: '0',
      API_RATE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
      HOST_DIST: path.join(os.tmpdir(), 'waste-test-no-host-dist'),
      RELEASES_DIR: path.join(os.tmpdir(), 'waste-test-no-releases'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const api: ApiProcess = {
    port,
    child,
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    output: () => output,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server on ${port} exited: ${output}`);
    try {
      const response = await fetch(api.url('/api/v1/master-data/provinces'));
      if (response.status === 401) return api;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The server on ${port} did not start: ${output}`);
}

export interface Answer {
  status: number;
  /** The JSON answer; `{ text }` for an answer that is not a JSON object, or for a broken connection. */
  body: Record<string, unknown>;
  ms: number;
}

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** One JSON call; a broken connection answers status 0. */
export async function call(
  url: string,
  init: { method?: string; token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    return { status: response.status, body: jsonObject(text) ?? { text }, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, body: { text: String(error) }, ms: performance.now() - started };
  }
}
