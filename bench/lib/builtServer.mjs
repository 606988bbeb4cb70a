// The built server (`server/dist`) run as the product runs it: processes of their own, started, awaited and
// stopped by the benches.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout } from 'node:timers/promises';
import { isUpToDate, serverStamp, writeStamp } from '../../scripts/sourceStamp.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The server build only (the API benchmarks need no client build), when its sources changed. */
export function buildServer() {
  const serverDist = join(ROOT, 'server', 'dist');
  if (isUpToDate(serverDist, serverStamp())) return;
  console.log('Building the server…');
  execFileSync('pnpm', ['run', 'build'], { cwd: join(ROOT, 'server'), stdio: 'inherit' });
  writeStamp(serverDist, serverStamp());
}

/**
 * `server/dist/<script>` (server.js or worker.js) listening on `port`, with the demo accounts and no rate limit a
 * load would trip; `env` on top (undefined removes a variable). Its output goes to `log` (a file descriptor) or
 * nowhere, its errors to the bench's.
 */
export function startBuilt(script, port, env = {}, log = 'ignore') {
  const fullEnv = { ...process.env, PORT: String(port), SEED_DEMO: '1', LOG_LEVEL: 'warn', API_RATE_LIMIT_PER_MINUTE: '100000000', ...env };
  for (const [name, value] of Object.entries(fullEnv)) if (value === undefined) delete fullEnv[name];
  return spawn(process.execPath, [join(ROOT, 'server', 'dist', script)], { cwd: ROOT, env: fullEnv, stdio: ['ignore', log, 'inherit'] });
}

const ended = (child) => child.exitCode !== null || child.signalCode !== null;

/** Resolves once the product at `baseUrl` answers; fails if `child` ends first or nothing answers within `minutes`. */
export async function untilAnswering(baseUrl, child, minutes = 5) {
  for (const until = Date.now() + minutes * 60_000; Date.now() < until; await setTimeout(500)) {
    if (ended(child)) throw new Error(`The process for ${baseUrl} ended (${child.exitCode ?? child.signalCode}) before answering`);
    try {
      if ((await fetch(`${baseUrl}/api/docs/json`)).ok) return;
    } catch {
      // not listening yet
    }
  }
  throw new Error(`Nothing answered at ${baseUrl} within ${minutes} minutes`);
}

export async function stop(child) {
  if (!child || ended(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
