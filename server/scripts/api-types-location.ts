import path from 'node:path';
import { findRepoRoot } from '#paths';

/** Where the browser's generated API contract lives (the `@waste/shared` package); the generator owns every file in it. */
export const API_TYPES_DIR = path.join(findRepoRoot(), 'shared', 'src', 'api', 'generated');

export const GENERATE_API_TYPES_COMMAND = 'pnpm --filter @waste/server openapi';
