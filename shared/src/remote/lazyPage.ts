import { lazy, type ComponentType } from 'react';
import type { RouteManifestEntry } from './contract';

type PageLoader = RouteManifestEntry['page'];

const pages = new WeakMap<PageLoader, ComponentType>();
const failed = new Set<PageLoader>();

/**
 * The page of a manifest entry as a lazy component, one per entry, so React renders the same component
 * (and its error) until the user retries.
 */
export function lazyPage(entry: RouteManifestEntry): ComponentType {
  let Page = pages.get(entry.page);
  if (!Page) {
    Page = lazy(() =>
      entry.page().then(
        (Component) => ({ default: Component }),
        (error: unknown) => {
          failed.add(entry.page);
          throw error;
        },
      ),
    );
    pages.set(entry.page, Page);
  }
  return Page;
}

/**
 * Forgets the pages whose chunk failed to load, so the next render (Retry) fetches them again. Only on a
 * retry: forgetting at once would make React's own re-render fetch again and again.
 */
export function forgetFailedPages(): void {
  for (const page of failed) pages.delete(page);
  failed.clear();
}
