import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, stop, untilAnswering } from './builtServer.mjs';

/** The built product (built first where it is out of date) on a scratch database; resolves once it answers. */
export async function startProduct(port) {
  const server = spawn(
    process.execPath,
    [join(ROOT, 'scripts', 'serve-scratch.mjs'), String(port), join(tmpdir(), `waste-bench-${port}`)],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await untilAnswering(baseUrl, server, 10);
  } catch (error) {
    await stop(server);
    throw error;
  }
  return { baseUrl, stop: () => server.kill('SIGTERM') };
}
