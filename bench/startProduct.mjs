import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The built product on a scratch database; resolves once it answers. */
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
  for (let waited = 0; waited < 600_000; waited += 500) {
    try {
      if ((await fetch(`${baseUrl}/api/docs/json`)).ok) return { baseUrl, stop: () => server.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error('The product did not start within 10 minutes');
}
