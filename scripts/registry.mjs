import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { HISTORY_FILE, REGISTRY_FILE, RELEASES_DIR, remoteInfo } from './remotes.mjs';

const readJson = (file, fallback) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback);

/** Written to a temporary file and renamed, so a running server never serves half a registry. */
function writeJsonAtomically(file, value) {
  mkdirSync(RELEASES_DIR, { recursive: true });
  writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

export function readRegistry() {
  return readJson(REGISTRY_FILE, { remotes: [] });
}

export function releasedVersions(id) {
  return readJson(HISTORY_FILE, {})[id] ?? [];
}

export function currentVersion(id) {
  return readRegistry().remotes.find((remote) => remote.id === id)?.version ?? null;
}

/** Points the registry at one released version of a remote; a new release is also appended to the history. */
export function pointRegistryAt(id, version, { record = true } = {}) {
  const { name, roles } = remoteInfo(id);
  const entry = { name, id, version, entry: `/remotes/${id}/${version}/mf-manifest.json`, roles, basePath: '/' };
  const registry = readRegistry();
  registry.remotes = [...registry.remotes.filter((remote) => remote.id !== id), entry].sort((a, b) => a.id.localeCompare(b.id));
  writeJsonAtomically(REGISTRY_FILE, registry);
  if (!record) return entry;
  const history = readJson(HISTORY_FILE, {});
  history[id] = [...(history[id] ?? []).filter((v) => v !== version), version];
  writeJsonAtomically(HISTORY_FILE, history);
  return entry;
}
