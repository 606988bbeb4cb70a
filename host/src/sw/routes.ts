/** What the service worker does with a same-origin GET (ADR 0273). */
export type Handling = 'page' | 'reference-data' | 'hashed-file' | 'file' | 'network';

// The build's content hash (shared/webpack: `[contenthash:10]`), in the host's and the remotes' chunk names.
const HASHED = /\.[0-9a-f]{10}\.(js|css)$/;

/**
 * The API reads the LA and centre wizards need offline: materials, collection types, units and the
 * authority's centres. No other API answer is kept (they hold personal data), nor any auth call.
 */
// eslint-disable-next-line no-restricted-syntax -- names the reads it may keep for the remotes; the host calls none.
const REFERENCE_READS = new Set(['/api/v1/local-authority/init-waste-form', '/api/v1/sampath-piyasa/init-waste-form']);

export function handlingOf(url: URL, navigation: boolean): Handling {
  if (url.pathname.startsWith('/api/')) return REFERENCE_READS.has(url.pathname) ? 'reference-data' : 'network';
  if (navigation) return 'page';
  return HASHED.test(url.pathname) ? 'hashed-file' : 'file';
}
