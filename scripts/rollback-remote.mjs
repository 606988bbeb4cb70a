// Usage: pnpm rollback:remote <remote-id> [version]
// Points the registry back at the previous release of the remote (or at the given one). Nothing is rebuilt.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { currentVersion, pointRegistryAt, releasedVersions } from './registry.mjs';
import { RELEASES_DIR } from './remotes.mjs';

const [id, requested] = process.argv.slice(2);
if (!id) {
  console.error('Usage: pnpm rollback:remote <remote-id> [version]');
  process.exit(1);
}
const versions = releasedVersions(id);
const current = currentVersion(id);
const target = requested ?? versions[versions.indexOf(current) - 1];
if (!target || !existsSync(join(RELEASES_DIR, id, target))) {
  console.error(`No release of ${id} to roll back to. Released: ${versions.join(', ') || 'none'}`);
  process.exit(1);
}
// The history keeps its order, so a second rollback goes one release further back.
const entry = pointRegistryAt(id, target, { record: false });
console.log(`Rolled back ${id} from ${current} to ${target}: ${entry.entry}`);
