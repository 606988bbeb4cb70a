import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const RELEASES_DIR = process.env.RELEASES_DIR ?? join(ROOT, 'releases');
export const REGISTRY_FILE = join(RELEASES_DIR, 'registry.json');
export const HISTORY_FILE = join(RELEASES_DIR, 'history.json');

/** The folder that `pnpm dev` rebuilds in watch mode; never a release. */
export const DEV_VERSION = 'dev';

export const REMOTE_IDS = ['remote-admin', 'remote-customs', 'remote-local-authority', 'remote-recycler'];

/** A remote's federation name and roles, declared once in its package.json. */
export function remoteInfo(id) {
  if (!REMOTE_IDS.includes(id)) throw new Error(`Unknown remote '${id}'. Known: ${REMOTE_IDS.join(', ')}`);
  const pkg = JSON.parse(readFileSync(join(ROOT, id, 'package.json'), 'utf8'));
  return { id, name: pkg.federation.name, roles: pkg.federation.roles, packageVersion: pkg.version };
}
