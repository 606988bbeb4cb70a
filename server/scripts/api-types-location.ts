import path from 'node:path';
import { findRepoRoot } from '../src/paths';

/** Where the browser's generated API contract lives (the `@waste/shared` package). */
export const API_TYPES_DIR = path.join(findRepoRoot(), 'shared', 'src', 'api', 'generated');

/** The request and response types, and the request fields' limits. */
export const API_TYPES_FILES = ['openapi.ts', 'requestConstraints.ts'] as const;

export const GENERATE_API_TYPES_COMMAND = 'pnpm --filter @waste/server openapi';
