import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import type { RouteManifestEntry } from './contract';

type PageLoader = RouteManifestEntry['page'];

const started = new WeakMap<PageLoader, Promise<ComponentType>>();
const pages = new WeakMap<PageLoader, ComponentType>();
const failed = new Set<PageLoader>();

/**
 * Starts loading a manifest entry's page and, with it, the reads it shows first (`prefetch`): once, whoever
 * asks first (the host as soon as it knows the page of the address, or the route's render).
 */
export function startPage(entry: RouteManifestEntry, queryClient: QueryClient): Promise<ComponentType> {
  let loading = started.get(entry.page);
  if (!loading) {
    entry.prefetch?.(queryClient);
    loading = entry.page();
    loading.catch(() => failed.add(entry.page));
    started.set(entry.page, loading);
  }
  return loading;
}

/**
 * The page of a manifest entry as a lazy component, one per entry, so React renders the same component
 * (and its error) until the user retries.
 */
export function lazyPage(entry: RouteManifestEntry, queryClient: QueryClient): ComponentType {
  let Page = pages.get(entry.page);
  if (!Page) {
    Page = lazy(() => startPage(entry, queryClient).then((Component) => ({ default: Component })));
    pages.set(entry.page, Page);
  }
  return Page;
}

/**
 * Forgets the pages whose chunk failed to load, so the next render (Retry) fetches them again. Only on a
 * retry: forgetting at once would make React's own re-render fetch again and again.
 */
export function forgetFailedPages(): void {
  for (const page of failed) {
    started.delete(page);
    pages.delete(page);
  }
  failed.clear();
}
