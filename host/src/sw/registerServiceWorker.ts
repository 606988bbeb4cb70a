/**
 * Registers the service worker (ADR 0273) once the page has loaded and the browser is idle, beside the shell's
 * prefetch, so it never competes with the first visit. Production builds only: the dev server has no `sw.js`.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  // A page the worker answered from its start needs nothing handed over.
  if (!serviceWorker.controller) {
    const handOver = () => serviceWorker.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: filesFetched() } });
    serviceWorker.addEventListener('controllerchange', handOver, { once: true });
  }
  // Nothing here may break the page: without a service worker the product works online as before.
  serviceWorker.register('/sw.js').catch(() => undefined);
}

/**
 * The files this page fetched before the worker took control of it (the shell, the role's registry, remote entry and
 * chunks), for it to keep as if it had answered them: they come from the browser's cache. No API answer: the
 * worker keeps those it may only as it answers them, with the user's token.
 */
function filesFetched(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, location.href))
    .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/api/'))
    .map((url) => url.href);
}
