import { existsSync } from 'node:fs';
import path from 'node:path';

/** The server package folder, the same from `src/` (tsx, jest) and from `dist/` (compiled). */
export const SERVER_ROOT = path.resolve(__dirname, '..');

/** The monorepo root: the nearest folder above the server that holds pnpm-workspace.yaml. */
export function findRepoRoot(start = SERVER_ROOT): string {
  let folder = start;
  while (!existsSync(path.join(folder, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(folder);
    // Deployed without the workspace (a bare server image): its parent stands in for the root.
    if (parent === folder) return path.dirname(SERVER_ROOT);
    folder = parent;
  }
  return folder;
}

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');
export const REFERENCE_DATA_DIR = path.join(SERVER_ROOT, 'reference-data');
