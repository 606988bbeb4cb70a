import path from 'node:path';

const CONTENT_HASH = /\.[0-9a-f]{8,}\./;

/**
 * Content-hashed files never change, so browsers may keep them for a year. Everything else (index.html,
 * remote entries, manifests, the registry) must be revalidated, or a release would not be seen.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (name.endsWith('.json') || name === 'index.html') return 'no-cache';
  return CONTENT_HASH.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
