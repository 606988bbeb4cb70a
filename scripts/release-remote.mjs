// Usage: pnpm release:remote <remote-id> [--version <version>]
// Builds the remote into releases/<id>/<version>/ (by default: package version + content hash) with its route
// patterns and first frame texts, and points the registry at it. The running server and host pick it up on the next page load.
import { execFileSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pointRegistryAt, writeReleasedRoutes } from './registry.mjs';
import { RELEASES_DIR, ROOT, remoteInfo } from './remotes.mjs';
import { routeFrameTexts, routePatterns } from './routePatterns.mjs';
import { filesUnder, hashFiles, remoteStamp, writeStamp } from './sourceStamp.mjs';

export function releaseRemote(id, { version: requestedVersion } = {}) {
  const info = remoteInfo(id);
  if (requestedVersion && !/^[\w.-]+$/.test(requestedVersion)) {
    throw new Error(`Invalid version '${requestedVersion}': letters, digits, dots and dashes only`);
  }
  // Read before building: a manifest the release cannot read fails fast.
  const routes = routePatterns(id);
  const frameTexts = routeFrameTexts(id);
  const staging = join(RELEASES_DIR, id, '.staging');
  rmSync(staging, { recursive: true, force: true });
  execFileSync('pnpm', ['exec', 'webpack', '--mode', 'production', '--env', `outputPath=${staging}`], {
    cwd: join(ROOT, id),
    stdio: 'inherit',
  });
  writeReleasedRoutes(staging, routes, frameTexts);
  const version = requestedVersion ?? `${info.packageVersion}-${hashFiles(staging, filesUnder(staging)).slice(0, 10)}`;
  const target = join(RELEASES_DIR, id, version);
  if (existsSync(target)) rmSync(staging, { recursive: true, force: true });
  else renameSync(staging, target);
  writeStamp(target, remoteStamp(id));
  const entry = pointRegistryAt(id, version);
  console.log(`Released ${id} ${version}: ${entry.entry}`);
  return entry;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [id, flag, version] = process.argv.slice(2);
  if (!id || (flag && flag !== '--version') || (flag && !version)) {
    console.error('Usage: pnpm release:remote <remote-id> [--version <version>]');
    process.exit(1);
  }
  releaseRemote(id, { version });
}
