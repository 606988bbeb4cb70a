import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HISTORY_FILE, REGISTRY_FILE, RELEASES_DIR, remoteInfo } from './remotes.mjs';

/** Kept in every release folder, so that a rollback restores that version's pages (and their headings) too. */
export const ROUTES_FILE = 'routes.json';
export const HEADINGS_FILE = 'headings.json';

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

export function writeReleasedRoutes(releaseDir, routes, headings = {}) {
  writeFileSync(join(releaseDir, ROUTES_FILE), `${JSON.stringify(routes, null, 2)}\n`);
  writeFileSync(join(releaseDir, HEADINGS_FILE), `${JSON.stringify(headings, null, 2)}\n`);
}

function releasedRoutes(id, version) {
  const file = join(RELEASES_DIR, id, version, ROUTES_FILE);
  if (!existsSync(file)) throw new Error(`${id} ${version} has no ${ROUTES_FILE} (released before route manifests): release it again`);
  return readJson(file);
}

/** A release made before page headings has none: its pages are painted without a first frame's heading. */
const releasedHeadings = (id, version) => readJson(join(RELEASES_DIR, id, version, HEADINGS_FILE), {});

/**
 * Points the registry at one released version of a remote, with that version's route patterns and page
 * headings (or the given ones, for a development build); a new release is also appended to the history.
 */
export function pointRegistryAt(
  id,
  version,
  { record = true, routes = releasedRoutes(id, version), headings = releasedHeadings(id, version) } = {},
) {
  const { name, roles } = remoteInfo(id);
  const entry = { name, id, version, entry: `/remotes/${id}/${version}/mf-manifest.json`, roles, basePath: '/', routes, headings };
  const registry = readRegistry();
  registry.remotes = [...registry.remotes.filter((remote) => remote.id !== id), entry].sort((a, b) => a.id.localeCompare(b.id));
  writeJsonAtomically(REGISTRY_FILE, registry);
  if (!record) return entry;
  const history = readJson(HISTORY_FILE, {});
  history[id] = [...(history[id] ?? []).filter((v) => v !== version), version];
  writeJsonAtomically(HISTORY_FILE, history);
  return entry;
}
