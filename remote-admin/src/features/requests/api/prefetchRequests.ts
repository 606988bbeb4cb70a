import type { QueryClient } from '@tanstack/react-query';
import { requestSearchOf } from '../hooks/useRequestSearcher';
import { requestSearchQuery } from './searchRequests';

/** The requests' first read, sent while the page's code loads: the address's page of requests, with the page's own query options. */
export function prefetchRequests(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(requestSearchQuery(requestSearchOf(new URLSearchParams(window.location.search))));
}
