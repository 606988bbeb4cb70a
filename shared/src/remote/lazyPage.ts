import type { QueryClient } from '@tanstack/react-query';
import { createElement, lazy, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import type { PageParams, RouteManifestEntry } from './contract';

type PageLoader = RouteManifestEntry['page'];

const started = new WeakMap<PageLoader, Promise<ComponentType>>();
const pages = new WeakMap<PageLoader, ComponentType>();
const failed = new Set<PageLoader>();

/**
 * Starts loading a manifest entry's page and, with it, the reads it shows first (`prefetch`, given the address's
 * `params`): once, whoever asks first (the host as soon as it knows the page of the address, or the route's render).
 */
export function startPage(entry: RouteManifestEntry, queryClient: QueryClient, params: PageParams = {}): Promise<ComponentType> {
  let loading = started.get(entry.page);
  if (!loading) {
    entry.prefetch(queryClient, params);
    loading = entry.page();
    loading.catch(() => failed.add(entry.page));
    started.set(entry.page, loading);
  }
  return loading;
}

/** A route's matched parameters without the optional ones its address left out. */
export function pageParams(params: Readonly<Record<string, string | undefined>>): PageParams {
  return Object.fromEntries(Object.entries(params).filter((param): param is [string, string] => param[1] !== undefined));
}

/**
 * The page of a manifest entry as a lazy component, one per entry, so React renders the same component
 * (and its error) until the user retries. Rendered in its route, it starts the page with the route's params.
 */
export function lazyPage(entry: RouteManifestEntry, queryClient: QueryClient): ComponentType {
  let Page = pages.get(entry.page);
  if (!Page) {
    const Lazy = lazy(() => startPage(entry, queryClient).then((Component) => ({ default: Component })));
    Page = function ManifestPage() {
      const params = pageParams(useParams());
      // Before the lazy component asks for the code, so that a record's reads know its id.
      void startPage(entry, queryClient, params);
      return createElement(Lazy);
    };
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
