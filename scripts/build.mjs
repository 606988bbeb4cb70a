// Builds what is out of date (or everything with --force): the host, the server, and a release of each
// remote whose sources changed since the release the registry points at. Each output keeps a hash of the
// sources it was built from, so a changed shared package rebuilds everything that bundles it.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readRegistry } from './registry.mjs';
import { releaseRemote } from './release-remote.mjs';
import { DEV_VERSION, RELEASES_DIR, REMOTE_IDS, ROOT } from './remotes.mjs';
import { hostStamp, isUpToDate, remoteStamp, serverStamp, writeStamp } from './sourceStamp.mjs';

const run = (args, cwd) => execFileSync('pnpm', args, { cwd, stdio: 'inherit' });

export function buildAll({ force = false } = {}) {
  const hostDist = join(ROOT, 'host', 'dist');
  if (force || !isUpToDate(hostDist, hostStamp())) {
    console.log('Building the host…');
    run(['exec', 'webpack', '--mode', 'production'], join(ROOT, 'host'));
    writeStamp(hostDist, hostStamp());
  }

  const serverDist = join(ROOT, 'server', 'dist');
  if (force || !isUpToDate(serverDist, serverStamp())) {
    console.log('Building the server…');
    run(['run', 'build'], join(ROOT, 'server'));
    writeStamp(serverDist, serverStamp());
  }

  const registry = readRegistry();
  for (const id of REMOTE_IDS) {
    const current = registry.remotes.find((remote) => remote.id === id);
    // A development build (`pnpm dev`) never counts as released.
    const released = current && current.version !== DEV_VERSION && isUpToDate(join(RELEASES_DIR, id, current.version), remoteStamp(id));
    if (force || !released) {
      console.log(`Releasing ${id}…`);
      releaseRemote(id);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) buildAll({ force: process.argv.includes('--force') });
