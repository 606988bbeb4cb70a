/**
 * Registers the service worker (ADR 0273) once the page has loaded and the browser is idle, beside the shell's
 * prefetch, so it never competes with the first visit. Production builds only: the dev server has no `sw.js`.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  // A page the worker answered from its start needs nothing handed over.
  if (!serviceWorker.controller) serviceWorker.addEventListener('controllerchange', () => handOverFiles(serviceWorker), { once: true });
  // Nothing here may break the page: without a service worker the product works online as before.
  serviceWorker.register('/sw.js').catch(() => undefined);
}

/**
 * Hands the worker the files this page fetched without it (the shell, the role's registry, remote entry and
 * chunks), before it took control or still on their way then, for it to keep as if it had answered them: they
 * come from the browser's cache. No API answer: the worker keeps those it may only as it answers them.
 */
function handOverFiles(serviceWorker: ServiceWorkerContainer): void {
  new PerformanceObserver((list) => {
    const urlsToCache = (list.getEntries() as PerformanceResourceTiming[])
      .filter((entry) => entry.workerStart === 0)
      .map((entry) => new URL(entry.name, location.href))
      .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/api/'))
      .map((url) => url.href);
    if (urlsToCache.length > 0) serviceWorker.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
  }).observe({ type: 'resource', buffered: true });
}
