import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HISTORY_FILE, REGISTRY_FILE, RELEASES_DIR, remoteInfo } from './remotes.mjs';

/** Kept in every release folder, so that a rollback restores that version's pages (their first frames' texts) too. */
export const ROUTES_FILE = 'routes.json';
/** The first frame's texts of a release's pages (scripts/routePatterns.mjs `routeFrameTexts`), a file for each kind. */
const FRAME_TEXT_FILES = { headings: 'headings.json', cardTitles: 'cardTitles.json', intros: 'intros.json' };

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

export function writeReleasedRoutes(releaseDir, routes, frameTexts = {}) {
  writeFileSync(join(releaseDir, ROUTES_FILE), `${JSON.stringify(routes, null, 2)}\n`);
  for (const [kind, file] of Object.entries(FRAME_TEXT_FILES))
    writeFileSync(join(releaseDir, file), `${JSON.stringify(frameTexts[kind] ?? {}, null, 2)}\n`);
}

function releasedRoutes(id, version) {
  const file = join(RELEASES_DIR, id, version, ROUTES_FILE);
  if (!existsSync(file)) throw new Error(`${id} ${version} has no ${ROUTES_FILE} (released before route manifests): release it again`);
  return readJson(file);
}

/** A release made before a kind of frame text (headings, card titles, intros) has none: its frames go without. */
const releasedFrameTexts = (id, version) =>
  Object.fromEntries(Object.entries(FRAME_TEXT_FILES).map(([kind, file]) => [kind, readJson(join(RELEASES_DIR, id, version, file), {})]));

/**
 * Points the registry at one released version of a remote, with that version's route patterns and first frame
 * texts (or the given ones, for a development build); a new release is also appended to the history.
 */
export function pointRegistryAt(
  id,
  version,
  { record = true, routes = releasedRoutes(id, version), frameTexts = releasedFrameTexts(id, version) } = {},
) {
  const { name, roles } = remoteInfo(id);
  const entry = { name, id, version, entry: `/remotes/${id}/${version}/mf-manifest.json`, roles, basePath: '/', routes, ...frameTexts };
  const registry = readRegistry();
  registry.remotes = [...registry.remotes.filter((remote) => remote.id !== id), entry].sort((a, b) => a.id.localeCompare(b.id));
  writeJsonAtomically(REGISTRY_FILE, registry);
  if (!record) return entry;
  const history = readJson(HISTORY_FILE, {});
  history[id] = [...(history[id] ?? []).filter((v) => v !== version), version];
  writeJsonAtomically(HISTORY_FILE, history);
  return entry;
}
