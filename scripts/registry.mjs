import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HISTORY_FILE, REGISTRY_FILE, RELEASES_DIR, remoteInfo } from './remotes.mjs';

/** Kept in every release folder, so that a rollback restores that version's pages (their headings and intros) too. */
export const ROUTES_FILE = 'routes.json';
export const HEADINGS_FILE = 'headings.json';
export const INTROS_FILE = 'intros.json';

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

export function writeReleasedRoutes(releaseDir, routes, headings = {}, intros = {}) {
  writeFileSync(join(releaseDir, ROUTES_FILE), `${JSON.stringify(routes, null, 2)}\n`);
  writeFileSync(join(releaseDir, HEADINGS_FILE), `${JSON.stringify(headings, null, 2)}\n`);
  writeFileSync(join(releaseDir, INTROS_FILE), `${JSON.stringify(intros, null, 2)}\n`);
}

function releasedRoutes(id, version) {
  const file = join(RELEASES_DIR, id, version, ROUTES_FILE);
  if (!existsSync(file)) throw new Error(`${id} ${version} has no ${ROUTES_FILE} (released before route manifests): release it again`);
  return readJson(file);
}

/** A release made before page headings (or intros) has none: its pages are painted without a first frame's heading (or intro). */
const releasedHeadings = (id, version) => readJson(join(RELEASES_DIR, id, version, HEADINGS_FILE), {});
const releasedIntros = (id, version) => readJson(join(RELEASES_DIR, id, version, INTROS_FILE), {});

/**
 * Points the registry at one released version of a remote, with that version's route patterns, page headings
 * and intros (or the given ones, for a development build); a new release is also appended to the history.
 */
export function pointRegistryAt(
  id,
  version,
  {
    record = true,
    routes = releasedRoutes(id, version),
    headings = releasedHeadings(id, version),
    intros = releasedIntros(id, version),
  } = {},
) {
  const { name, roles } = remoteInfo(id);
  const entry = { name, id, version, entry: `/remotes/${id}/${version}/mf-manifest.json`, roles, basePath: '/', routes, headings, intros };
  const registry = readRegistry();
  registry.remotes = [...registry.remotes.filter((remote) => remote.id !== id), entry].sort((a, b) => a.id.localeCompare(b.id));
  writeJsonAtomically(REGISTRY_FILE, registry);
  if (!record) return entry;
  const history = readJson(HISTORY_FILE, {});
  history[id] = [...(history[id] ?? []).filter((v) => v !== version), version];
  writeJsonAtomically(HISTORY_FILE, history);
  return entry;
}
