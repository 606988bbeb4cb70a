import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './remotes.mjs';

const NOT_SOURCES = new Set(['node_modules', 'dist', 'test', 'coverage']);
const STAMP_FILE = '.source-stamp';
const COMMON_INPUTS = ['shared', 'pnpm-lock.yaml', 'pnpm-workspace.yaml'];

export function filesUnder(path, skip = new Set()) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => !skip.has(name))
    .flatMap((name) => filesUnder(join(path, name), skip));
}

/** sha256 over the files' paths (relative to `base`) and contents, in a stable order. */
export function hashFiles(base, files) {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(relative(base, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** A hash of the sources an output is built from (paths relative to the repository root). */
export function sourceStamp(inputs) {
  return hashFiles(
    ROOT,
    inputs.flatMap((input) => filesUnder(join(ROOT, input), NOT_SOURCES)),
  );
}

export const hostStamp = () => sourceStamp(['host', ...COMMON_INPUTS]);
export const remoteStamp = (id) => sourceStamp([id, ...COMMON_INPUTS]);
export const serverStamp = () =>
  sourceStamp([
    'server/src',
    'server/migrations',
    'server/package.json',
    'server/tsconfig.json',
    'server/tsconfig.build.json',
    'pnpm-lock.yaml',
  ]);

export function isUpToDate(outputDir, stamp) {
  const file = join(outputDir, STAMP_FILE);
  return existsSync(file) && readFileSync(file, 'utf8') === stamp;
}

export function writeStamp(outputDir, stamp) {
  writeFileSync(join(outputDir, STAMP_FILE), stamp);
}
