import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { FILES_CACHE, HASHED_FILES_CACHE, REFERENCE_DATA_CACHE } from './cacheNames';
import { handlingOf, type Handling } from './routes';

// Built alone (host/serviceWorker.cjs); the precache list is written into it after the host's build.
declare const self: { __WB_MANIFEST: (string | PrecacheEntry)[]; skipWaiting(): Promise<void>; location: Location };

const DAY = 24 * 60 * 60;

// The shell is downloaded once installed, but only ever answered from here when the network fails: online,
// every page, main.js, the registry and the remote entries come from the server as without a service worker.
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();
void self.skipWaiting();
clientsClaim();

/** Offline, the precached copy of what was asked (the page: index.html, as the server answers every page). */
const precachedCopy = (fallbackUrl?: string): WorkboxPlugin => ({
  handlerDidError: async ({ request }) => matchPrecache(fallbackUrl ?? request.url),
});

// The server compresses (`Vary: accept-encoding`) and a kept copy is stored decoded: any request may take it.
const matchOptions = { ignoreVary: true };

const strategies: Record<Exclude<Handling, 'network'>, { handle(options: RouteHandlerCallbackOptions): Promise<Response> }> = {
  page: new NetworkOnly({ plugins: [precachedCopy('/index.html')] }),
  file: new NetworkFirst({
    cacheName: FILES_CACHE,
    matchOptions,
    plugins: [new ExpirationPlugin({ maxEntries: 60 }), precachedCopy()],
  }),
  'hashed-file': new CacheFirst({
    cacheName: HASHED_FILES_CACHE,
    matchOptions,
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 90 * DAY }), precachedCopy()],
  }),
  // The network's answer while there is one: a centre just registered is in the next read, never a kept copy
  // from before it; the kept copy only offline.
  'reference-data': new NetworkFirst({
    cacheName: REFERENCE_DATA_CACHE,
    matchOptions,
    plugins: [new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 30 * DAY })],
  }),
};

const router = new Router();
router.registerRoute(
  new Route(
    ({ url, request }) => url.origin === self.location.origin && handlingOf(url, request.mode === 'navigate') !== 'network',
    async (options) => {
      const handling = handlingOf(options.url, options.request.mode === 'navigate') as Exclude<Handling, 'network'>;
      if (handling === 'hashed-file') {
        const precached = await matchPrecache(options.request);
        if (precached) return precached;
      }
      return strategies[handling].handle(options);
    },
  ),
);
router.addFetchListener();
// The files the page fetched before this worker took control, sent by the page (registerServiceWorker.ts).
router.addCacheListener();
