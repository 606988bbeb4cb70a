/**
 * The service worker's caches. REFERENCE_DATA_CACHE holds API answers of the signed-in user's scope, so
 * `signOut()` (shared/src/api/session.ts) deletes it by this name.
 */
export const REFERENCE_DATA_CACHE = 'reference-data';
/** Unhashed files (main.js, the registry, remote entries, manifests): network first, this copy offline only. */
export const FILES_CACHE = 'files';
/** Content-hashed chunks and stylesheets: a name never changes its content. */
export const HASHED_FILES_CACHE = 'hashed-files';
