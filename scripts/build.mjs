// Builds what is not built yet (or everything with --force): the host, the server, and a release of each
// remote that the registry does not point at yet.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readRegistry } from './registry.mjs';
import { releaseRemote } from './release-remote.mjs';
import { DEV_VERSION, REMOTE_IDS, ROOT } from './remotes.mjs';

const force = process.argv.includes('--force');
const run = (args, cwd) => execFileSync('pnpm', args, { cwd, stdio: 'inherit' });

export function buildAll({ force: rebuild = false } = {}) {
  if (rebuild || !existsSync(join(ROOT, 'host', 'dist', 'index.html'))) {
    console.log('Building the host…');
    run(['exec', 'webpack', '--mode', 'production'], join(ROOT, 'host'));
  }
  if (rebuild || !existsSync(join(ROOT, 'server', 'dist', 'server.js'))) {
    console.log('Building the server…');
    run(['run', 'build'], join(ROOT, 'server'));
  }
  // A development build (`pnpm dev`) never counts as released.
  const released = new Set(readRegistry().remotes.filter((r) => r.version !== DEV_VERSION).map((r) => r.id));
  for (const id of REMOTE_IDS) {
    if (rebuild || !released.has(id)) {
      console.log(`Releasing ${id}…`);
      releaseRemote(id);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) buildAll({ force });
